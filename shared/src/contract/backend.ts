// The server side of an area (issue 25): what a remote's backend is given by the site's server (the platform)
// and what it gives back. A remote that keeps data declares `backend` in its area.json (the source file that
// exports `createBackend`); its server build then exports `backend(platform)`, which the site's server calls
// once per build of the remote, runs the returned migrations, and from then on uses: the form actions reach the
// area's services through `serverOnly`, the site's server asks the backend for a page's live data
// (`dataFor`), sends it the requests under the area's `api` prefixes (`handle`), and hands it the outbox jobs
// it enqueued (`deliver`). Each area has its own PostgreSQL schema: its queries see only its own tables.
import type { StaffAuditEntry, StaffBackend, StaffContext } from './staff';

// Types only, plus `serverOnly`: nothing of this reaches a browser bundle beyond a few bytes.

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
  /** Queues an e-mail (kind "mail", delivered by the site's server: SMTP, or an .eml file by default). */
  mail(tx: Queryable, message: MailMessage): Promise<void>;
  /**
   * Counts one e-mail to `address` against the site's per-recipient limit (at most 3 a day to one address,
   * shared by every area and instance): false when the address has had its share, and the mail is not to be
   * queued (the submission itself stands). Call it just before `mail`. Absent on a site server from before the
   * limits: mail as before.
   */
  mayMail?(address: string): Promise<boolean>;
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

/** What an area's backend gives the site's server. */
export interface AreaBackend {
  migrations: readonly Migration[];
  kept: readonly KeptRecord[];
  /** A page's live data (counts, a request's status), read before it renders and written into the page. */
  dataFor?(location: { pathname: string; search: string }): Promise<unknown>;
  /** An HTTP request under one of the area's `api` prefixes; `undefined` when the path is not its own. */
  handle?(request: Request): Promise<Response | undefined>;
  /** Delivers a job of its outbox; resolves with what to record, rejects to be retried later. */
  deliver?: Record<string, (job: OutboxJob) => Promise<unknown>>;
  /** The area's staff pages' data (issue 44), when it declares `staff` in its area.json. */
  staff?: StaffBackend;
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
