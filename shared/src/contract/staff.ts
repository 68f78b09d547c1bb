// The staff side of the contract (issue 44): who a signed-in staff member is and what they may do in each
// area, what an area declares about its staff pages (area.json `staff`), and what its backend gives for them.
// The site's server signs staff in (OpenID Connect), keeps the session, checks the role for the area of every
// staff request and its CSRF token, and writes the audit log; the area's pages and actions get the member.

/** What a staff member may do in an area: read (viewer), work its records (agent), and more (admin). */
export type StaffRole = 'viewer' | 'agent' | 'admin';

export const STAFF_ROLES: readonly StaffRole[] = ['viewer', 'agent', 'admin'];

/** A member's role in each area they may use, by the area's federation name ("services_payments"). */
export type StaffRoles = Readonly<Record<string, StaffRole>>;

/** Whether `role` allows what `needed` allows (admin ⊇ agent ⊇ viewer). */
export function roleAllows(role: StaffRole | undefined, needed: StaffRole): boolean {
  return role !== undefined && STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}

/** A signed-in staff member, as the site's server gives them to the staff pages. */
export interface StaffMember {
  /** The identity provider's `sub`. */
  subject: string;
  /** The name to show and to write in the audit log. */
  name: string;
  email?: string;
  roles: StaffRoles;
  /** The session's CSRF token: every staff form carries it as STAFF_CSRF_FIELD. */
  csrf: string;
}

/** The field every staff form (POST) carries with the session's CSRF token; refused (403) without it. */
export const STAFF_CSRF_FIELD = '_csrf';

/** Where the staff side lives: the frame at /staff, the areas' pages under their `staff.prefixes`. */
export const STAFF_PATH = '/staff';

/** What a remote declares about its staff pages (area.json `staff`). */
export interface StaffDescriptor {
  /** Paths under /staff the area's staff pages own ("/staff/requests"). */
  prefixes: string[];
  /** The exposed module with the staff routes ('./staffRoutes'): never loaded on residents' pages. */
  module: string;
  /** The area's staff pages' name in the staff frame ("Service requests"). */
  label: string;
  /** Its words in the site's other languages. */
  translations?: Partial<Record<'es' | 'zh-Hant', { label?: string }>>;
}

/** A staff request as an area's backend and actions get it: the member, the area and the member's role in it. */
export interface StaffContext {
  member: StaffMember;
  area: string;
  role: StaffRole;
}

/** What a staff route's loader or action gets as its `context` on the site's server. */
export interface StaffRequestContext {
  staff: StaffContext;
}

/** One row the area adds to the audit log (the site's server adds "viewed" and "posted" rows itself). */
export interface StaffAuditEntry {
  /** "status-changed", "note-added", "assigned" … */
  action: string;
  /** The record's id within the area (a service request's number). */
  record?: string;
  detail?: Record<string, unknown>;
}

/** A file a staff page offers for download (a CSV export of an event's registrations). */
export interface StaffFile {
  /** The name the browser saves it as ("registrations-event-2.csv"). */
  filename: string;
  /** Its media type ("text/csv; charset=utf-8"). */
  type: string;
  body: string;
}

/** What an area's backend gives its staff pages. */
export interface StaffBackend {
  /** A staff page's data (a queue, a record), read before it renders, for this member only: never cached. */
  dataFor?(location: { pathname: string; search: string }, staff: StaffContext): Promise<unknown>;
  /**
   * A file at an address under the area's staff prefixes with an extension (`/staff/events/2/registrations.csv`),
   * for this member only; undefined: not found. The site's server checks the role first, sends it
   * `private, no-store` as an attachment, and writes an "exported" row to the audit log.
   */
  file?(location: { pathname: string; search: string }, staff: StaffContext): Promise<StaffFile | undefined>;
}
