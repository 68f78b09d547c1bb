// The staff request a staff page is rendered for (issue 44): the signed-in member (null when signed out), and on
// an area's staff page the area and the member's role in it. Set by the shell's renderer for the duration of
// one synchronous render (STAFF_REQUEST, a global key, so every copy of shared reads the same); staff pages are
// rendered on the server only, so there is nothing to read in a browser.
import type { StaffContext, StaffMember } from '../contract/staff';
import { STAFF_CSRF_FIELD } from '../contract/staff';

/** Where the renderer puts the staff request while it renders a staff page. */
export const STAFF_REQUEST = Symbol.for('springfield.staff-request.v1');

/** One staff area the member may use, as the staff frame lists it. */
export interface StaffAreaLink {
  area: string;
  label: string;
  to: string;
}

/** "Was this page helpful?" answers of one page (issue 44), as the staff frame shows them. */
export interface StaffPageAnswers {
  /** The page's path without its language ("/news/3"). */
  page: string;
  yes: number;
  no: number;
  /** The newest texts after "No" (contact details blanked), with when they came. */
  comments: readonly { text: string; received: string }[];
}

export interface StaffRequest {
  member: StaffMember | null;
  context?: StaffContext;
  /** The areas the member has a role in, with their staff pages' first address. */
  areas?: readonly StaffAreaLink[];
  /** On /staff/helpful: each area the member has a role in, and its pages' answers of the last 90 days. */
  pageFeedback?: readonly { area: string; label?: string; pages: readonly StaffPageAnswers[] }[];
}

/** The staff request being rendered, or undefined (a resident's page, or the browser). */
export function staffRequest(): StaffRequest | undefined {
  return (globalThis as Record<symbol, unknown>)[STAFF_REQUEST] as StaffRequest | undefined;
}

/** The hidden field with the session's CSRF token, which every staff form carries (the server checks it). */
export function StaffCsrfField() {
  const member = staffRequest()?.member;
  return <input type="hidden" name={STAFF_CSRF_FIELD} value={member?.csrf ?? ''} />;
}
