// The server side of an area (issue 25): what a remote's backend is given by the site's server (the platform)
// and what it gives back. A remote that keeps data declares `backend` in its area.json (the source file that
// exports `createBackend`); its server build then exports `backend(platform)`, which the site's server calls
// once per build of the remote, runs the returned migrations, and from then on uses: the form actions reach the
// area's services through `serverOnly`, the site's server asks the backend for a page's live data
// (`dataFor`), sends it the requests under the area's `api` prefixes (`handle`), and hands it the outbox jobs
// it enqueued (`deliver`). Each area has its own PostgreSQL schema: its queries see only its own tables.
import type { StaffAuditEntry, StaffBackend, StaffContext } from './staff';

// Types only, plus `serverOnly` and `PermanentDeliveryError`: nothing of this reaches a browser bundle beyond a
// few bytes.

/** Rows of a query, as `pg` and PGlite both answer them. */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows changed by an INSERT, UPDATE or DELETE. */
  affectedRows?: number;
}

/** A connection inside a transaction, whose search path is the area's schema. */
export interface Queryable {
  /** One statement with `$1`, `$2` … parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/** The area's own database: every call runs in a transaction on the area's schema. */
export interface AreaDatabase extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** One versioned change of the area's tables, applied once, in order, in a transaction, at start. */
export interface Migration {
  /** 1, 2, 3 …: never reused, never edited once shipped. */
  version: number;
  name: string;
  /** One or more SQL statements, unqualified (the area's schema is the search path). */
  sql: string;
}

/**
 * A kind of submission the area keeps (feedback, a volunteer application …): how long, and where, so that the
 * site's retention and export commands (`npm run submissions`) can work on it without the area's code.
 */
export interface KeptRecord {
  /** "feedback", "event-registration" … */
  kind: string;
  /** The table, in the area's schema. */
  table: string;
  /** Its column with the time received (timestamptz). */
  received: string;
  /** Deleted once older than this many days. */
  keepDays: number;
  /** What it is kept for, for the area's README and the export's header. */
  purpose: string;
}

/** What a form sent, for `submitOnce`: the same key and fields twice are one submission. */
export interface Submission {
  /** The form ('community:feedback'). */
  form: string;
  /** The one-time key the form carried (absent: a client without one; never deduplicated). */
  key: string | undefined;
  /** The submitted fields, as read by the form's action. */
  fields: unknown;
}

/** A message to a resident, sent through the outbox once the submission that asks for it is committed. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Header fields to add (RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`); only those names are
   * passed on, never From, To or Subject.
   */
  headers?: Partial<Record<MailHeader, string>>;
  /** The language of the submission that asks for it ('es'): the words of the address's confirmation mail. */
  locale?: string;
  /**
   * Asks the address first even when it has confirmed before (a newsletter's double opt-in): the message is
   * held until the address's confirmation link is used again.
   */
  askFirst?: boolean;
  /** A job for the area's backend (`deliver[kind]`), queued when the message goes: once its address confirmed. */
  whenConfirmed?: { kind: string; payload: unknown };
}

/** The header fields a MailMessage may add. */
export type MailHeader = 'List-Unsubscribe' | 'List-Unsubscribe-Post';

/** What a signed link's token says once checked: its data, or why it is refused. */
export type LinkReading<T = Record<string, unknown>> =
  { status: 'valid'; data: T } | { status: 'expired' } | { status: 'invalid' };

/** Where a signed link leads: a page path of the site (with the language's prefix when given). */
export interface LinkOptions {
  /** The page ('/events/registration/cancel'); the token is its `token` parameter. */
  path: string;
  /** Days it stays valid (30 by default). */
  days?: number;
  /** The page's language ('es', 'zh-Hant'); English without. */
  locale?: string;
}

/** What the site's server gives an area's backend. */
export interface Platform {
  /** The area's federation name ("community"). */
  area: string;
  /** The site's public origin ("https://www.springfield.gov"), for links in e-mails and answers. */
  siteOrigin: string;
  db: AreaDatabase;
  /**
   * Runs `work` once per submission: in one transaction with a record of the key, so a second arrival of the
   * same key and fields (a double tap, a retry, Back and send again) waits for the first and answers the
   * first's result instead of running again. A rejection of `work` stores nothing.
   */
  submitOnce<R>(submission: Submission, work: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Queues a job in the area's outbox, inside the caller's transaction: sent only if it commits. */
  enqueue(tx: Queryable, kind: string, payload: unknown): Promise<void>;
  /**
   * Queues an e-mail (kind "mail", delivered by the site's server: SMTP, or an .eml file by default), inside
   * the caller's transaction. The site guards every mail (issue 43): past the per-recipient limit (3 a day to
   * one address, every area together) it is dropped and logged; to an address that has not confirmed it is
   * the resident's, it is held, and the address gets instead one confirmation mail of the site's own fixed
   * words with a signed link; once confirmed, what was held is sent. A confirmed address gets it at once.
   */
  mail(tx: Queryable, message: MailMessage): Promise<void>;
  /**
   * Counts one e-mail to `address` against the site's per-recipient limit. `mail` applies that limit itself
   * now: kept for builds that still call it before `mail`.
   */
  mayMail?(address: string): Promise<boolean>;
  /**
   * A signed link to a page of the site (absolute, on `siteOrigin`): `purpose` and `data` (small, no secret: it
   * is readable in the address) sealed with the site's secret until it expires. Absent on a site server from
   * before the signed links.
   */
  link?(purpose: string, data: Record<string, unknown>, options: LinkOptions): string;
  /** Checks a token of `link` for `purpose`: its data, or 'expired' or 'invalid' (altered, another purpose). */
  readLink?<T = Record<string, unknown>>(purpose: string, token: string | null | undefined): LinkReading<T>;
  /** A setting of the site's environment that the area reads (OPEN311_FORWARD_URL …). */
  env(name: string): string | undefined;
  /** A line in the server's structured log: an event name and fields, never personal data. */
  log(event: string, fields?: Record<string, unknown>): void;
  /**
   * Writes a row of the site's audit log (issue 44) for a staff member's change, in the caller's transaction
   * when given (the row commits with the change). Absent on a site server from before the staff side.
   */
  audit?(tx: Queryable | undefined, staff: StaffContext, entry: StaffAuditEntry): Promise<void>;
}

/** A job the outbox hands back to the backend that queued it. */
export interface OutboxJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Deliveries tried before this one. */
  attempts: number;
}

/**
 * A delivery that can never succeed as it is (the city's system refused the request itself, a 4xx other than
 * 408 or 429): thrown by `deliver`, the job is dead-lettered at once (kept, marked, counted, never retried on
 * its own) instead of retried. Any other error is retried with back-off, at most ten times in all. The
 * platform reads the mark (`permanent: true`), not the class: a backend's build carries its own copy.
 */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/** What an area's backend gives the site's server. */
export interface AreaBackend {
  migrations: readonly Migration[];
  kept: readonly KeptRecord[];
  /** A page's live data (counts, a request's status), read before it renders and written into the page. */
  dataFor?(location: { pathname: string; search: string }): Promise<unknown>;
  /** An HTTP request under one of the area's `api` prefixes; `undefined` when the path is not its own. */
  handle?(request: Request): Promise<Response | undefined>;
  /**
   * Delivers a job of its outbox; resolves with what to record, rejects to be retried later (a
   * PermanentDeliveryError: never). Given a minute at most; it should set its own shorter deadline.
   */
  deliver?: Record<string, (job: OutboxJob) => Promise<unknown>>;
  /** The area's staff pages' data (issue 44), when it declares `staff` in its area.json. */
  staff?: StaffBackend;
  /**
   * Work the site's server runs again and again in the background (issue 44: polling the city's Open311 system
   * for status updates): each entry's `run` about every `minutes`, never two of one entry at once in this
   * instance, its rejections logged (and run again next time), never stopping the server. Every instance runs
   * it: what must happen once across instances, `run` guards itself (a lease in the area's tables).
   */
  every?: readonly PeriodicWork[];
}

/** A background task of an area's backend (`AreaBackend.every`). */
export interface PeriodicWork {
  /** For the log ("open311-poll"). */
  name: string;
  /** How often, in minutes (at least a second's worth). */
  minutes: number;
  /** Resolves with what to log; should bound its own time (a deadline on what it fetches). */
  run(): Promise<unknown>;
}

/** The module named by `backend` in area.json. */
export interface BackendModule {
  createBackend(platform: Platform): AreaBackend;
}

/**
 * A value the area's backend provides on the server (its services), for code that is bundled for both sides
 * (a route's action). `get` in the browser, or before the backend started, is a bug and throws.
 */
export function serverOnly<T>(what: string) {
  let value: T | undefined;
  return {
    set(provided: T) {
      value = provided;
    },
    get(): T {
      if (value === undefined) throw new Error(`${what} is only available on the site's server`);
      return value;
    },
  };
}

export * from './staff';
