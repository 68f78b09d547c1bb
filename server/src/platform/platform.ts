// The server-side platform of the areas (issue 25): what the site's server gives each area's backend (see
// shared/src/contract/backend.ts). Each area gets its own PostgreSQL schema ("area_<name>") holding its tables,
// its migrations' record, the keys of the submissions it took (exactly once) and its outbox (e-mails and jobs
// such as forwarding a service request, sent after the submission that queued them commits, retried with
// back-off until they go). No area's queries reach another's schema: each transaction's search path is its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { identifier, type Database, type Tx } from './database';
import type {
  AreaBackend,
  KeptRecord,
  LinkReading,
  MailMessage,
  Migration,
  OutboxJob,
  Platform,
  Queryable,
  Submission,
} from '@springfield/shared/contract';
import type { Log } from '../types';
import { LIMITS, recipientKey, type Limits } from '../limits';
import {
  addressKey,
  confirmAddress,
  confirmationMail,
  confirmLink,
  guardMail,
  prepareSite,
  purgeAddresses,
  readConfirmation,
  SITE_SCHEMA,
} from './addresses';
import { createSigner, linkUrl, type Signer } from './links';

/** The platform of the site's server: each area's Platform, its backend's start, and the outbox. */
export interface SitePlatform {
  forArea(area: string): Platform;
  attach(area: string, createBackend: (platform: Platform) => AreaBackend): Promise<AreaBackend>;
  runOutbox(): Promise<number>;
  /** Starts the backends' periodic work that is due at `at` (AreaBackend.every); resolves once it settled. */
  runPeriodic(at?: number): Promise<void>;
  startOutbox(options?: { pollMs?: number }): void;
  stop(): Promise<void>;
  backends: Map<string, AreaBackend>;
  /** Whether the database answers (readiness). */
  ping(): Promise<unknown>;
  /** The platform's own schema made and the links' secret read (attach waits for it too). */
  ready(): Promise<void>;
  /** The address confirmation page's token: valid (with the address's digest), expired or invalid. */
  readConfirmation(token: string | null | undefined): Promise<LinkReading<{ a: string }>>;
  /** Confirms the address of a valid token and sends what was held for it; else the token's refusal. */
  confirm(token: string | null | undefined): Promise<{ released: number } | LinkReading<never>>;
}

/** A job's delivery of an e-mail: SMTP, an .eml file, or a test's. */
type SendMail = (area: string, job: Pick<OutboxJob, 'id' | 'payload'>) => Promise<unknown>;

/** A transaction of the platform's: the contract's query, and a mark that a job was queued in it. */
type PlatformTx = Tx & { markQueued?: () => void };
import { log } from '../log';
import { messageOf } from '../narrow';

/** The schema of an area: "news_events" -> "area_news_events". */
const schemaOf = (area: string): string =>
  `area_${String(area)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')}`;

/**
 * The platform's own tables in each area's schema, versioned like the area's (source 'platform').
 * _submissions: one row per submission key (a digest, never the fields themselves) and the answer given.
 * _outbox: jobs to send once committed; `payload` holds what the job needs (an e-mail's recipient and text),
 * deleted with the job some days after it is sent.
 * _kept: what the area declares it keeps and for how long, for the retention and export commands.
 */
const PLATFORM_MIGRATIONS = [
  {
    version: 1,
    name: 'submissions, outbox, kept records',
    sql: `
      CREATE TABLE _submissions (
        id text PRIMARY KEY,
        form text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        result jsonb
      );
      CREATE TABLE _outbox (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        sent_at timestamptz,
        last_error text,
        result jsonb
      );
      CREATE INDEX _outbox_due ON _outbox (next_at) WHERE sent_at IS NULL;
      CREATE TABLE _kept (
        kind text PRIMARY KEY,
        table_name text NOT NULL,
        received_column text NOT NULL,
        keep_days integer NOT NULL,
        purpose text NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'outbox dead letters',
    // A job that failed for good (too many attempts, or a permanent refusal) is kept, marked dead, and never
    // tried again unless an operator asks (npm run submissions -- outbox retry).
    sql: `
      ALTER TABLE _outbox ADD COLUMN dead_at timestamptz;
      DROP INDEX _outbox_due;
      CREATE INDEX _outbox_due ON _outbox (next_at) WHERE sent_at IS NULL AND dead_at IS NULL;
      CREATE INDEX _outbox_dead ON _outbox (kind) WHERE dead_at IS NOT NULL;
    `,
  },
];

/**
 * Submission keys are kept two days (long enough for any retry); outbox jobs (their payload is an e-mail's
 * recipient and text, a request's number) thirty days after they were sent, thirty days after they were
 * dead-lettered (for an operator to retry them), and thirty days after they were queued if neither (an area
 * no longer deployed). E-mails written as .eml files (no SMTP_URL) are deleted thirty days after they were
 * written, like the sent job.
 */
const SUBMISSION_KEY_DAYS = 2;
const SENT_JOB_DAYS = 30;
const DEAD_JOB_DAYS = 30;
const UNSENT_JOB_DAYS = 30;
const MAIL_FILE_DAYS = SENT_JOB_DAYS;
/** The first retry of a failed job after this, doubling each time up to RETRY_MAX_MS. */
const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 10 * 60 * 1000;
/**
 * A job is tried at most this many times, then dead-lettered: with the back-off, about 17 minutes of failures
 * (2 s, 4 s … 512 s apart). A permanent refusal (deliver's PermanentDeliveryError, an SMTP 5xx) at once.
 */
const MAX_ATTEMPTS = 10;
/**
 * One delivery is given this long, then counts as failed (and is retried): the SMTP client's own timeouts
 * (SMTP_TIMEOUTS) and the Open311 forward's (10 s) are shorter.
 */
const SEND_DEADLINE_MS = 60_000;
/**
 * A job being sent is leased for its deadline and a margin: no other instance takes it over while this one may
 * still be sending it (an abandoned send keeps its lease to the end, for its socket to time out).
 */
const LEASE_S = SEND_DEADLINE_MS / 1000 + 30;
/** Jobs of one area in flight at once: a hung send holds one place, never another area's mail. */
const PARALLEL_PER_AREA = 4;
/** nodemailer's timeouts (its defaults are 2 minutes to connect, 30 s to greet, 10 minutes idle). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const POLL_MS = 1000;
/** How long a stopping server waits for the sends under way. */
const STOP_WAIT_MS = 10_000;

/** The outbox's figures, for its tests and the operators' documentation. */
const OUTBOX = {
  maxAttempts: MAX_ATTEMPTS,
  sendDeadlineMs: SEND_DEADLINE_MS,
  leaseS: LEASE_S,
  parallelPerArea: PARALLEL_PER_AREA,
  smtpTimeouts: SMTP_TIMEOUTS,
  sentJobDays: SENT_JOB_DAYS,
  deadJobDays: DEAD_JOB_DAYS,
  unsentJobDays: UNSENT_JOB_DAYS,
  mailFileDays: MAIL_FILE_DAYS,
} as const;

/**
 * What the platform itself keeps in every area's schema besides the area's own kinds, and for how long (npm run
 * submissions -- kinds prints it).
 */
const PLATFORM_KEPT = [
  { kind: 'submission keys', days: SUBMISSION_KEY_DAYS, purpose: 'a digest per submission, to take it once' },
  { kind: 'outbox: sent', days: SENT_JOB_DAYS, purpose: 'e-mails and forwards sent (from sending)' },
  {
    kind: 'outbox: dead',
    days: DEAD_JOB_DAYS,
    purpose: 'jobs that failed for good, to retry (from failing)',
  },
  { kind: 'outbox: unsent', days: UNSENT_JOB_DAYS, purpose: 'jobs neither sent nor dead (from queueing)' },
  { kind: 'e-mail files', days: MAIL_FILE_DAYS, purpose: '.eml files without SMTP_URL (from writing)' },
] as const;

/** Whether a delivery's error says it can never succeed: the contract's mark, or an SMTP 5xx for an e-mail. */
function isPermanent(kind: string, error: unknown): boolean {
  const fault = error as { permanent?: unknown; responseCode?: unknown } | null;
  if (fault?.permanent === true) return true;
  const code = Number(fault?.responseCode);
  return kind === 'mail' && code >= 500 && code < 600;
}

/** `work`, rejected once `ms` have passed (marked `timedOut`); its timer never holds the process. */
function withinDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(Object.assign(new Error(`${what} did not finish within ${ms / 1000} s`), { timedOut: true })),
      ms,
    );
    timer.unref?.();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
/** A job queued by a commit is sent this long after it, with whatever else was queued meanwhile. */
const BATCH_WAIT_MS = 20;

/**
 * Input the database cannot store: a NUL character (U+0000), which PostgreSQL refuses in text and in jsonb.
 * Refused before the database sees it, as the sender's mistake (400), never the site's failure: an area's
 * backend and the server answer it like an invalid form. Other control characters are stored as they are (what
 * a field accepts is the area's rule).
 */
export class InvalidInputError extends Error {
  readonly status = 400;
  readonly code = 'invalid_input';
  constructor(message = 'The input holds a character that cannot be stored (U+0000).') {
    super(message);
    this.name = 'InvalidInputError';
  }
}

/** Whether a value (a query parameter, a payload to store as JSON) holds a NUL character anywhere. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
}

/** PostgreSQL's codes for text it cannot store: a NUL or invalid byte (22021), an escape jsonb refuses (22P05). */
const UNSTORABLE = new Set(['22021', '22P05']);

/** A query that refuses NUL in its parameters, and reports the database's own refusal of such text as 400. */
async function checkedQuery<T>(run: () => Promise<T>, params?: unknown[]): Promise<T> {
  if (params && holdsNul(params)) throw new InvalidInputError();
  try {
    return await run();
  } catch (error) {
    if (UNSTORABLE.has((error as { code?: string })?.code ?? '')) throw new InvalidInputError();
    throw error;
  }
}

/** A log line as JSON: an event and fields; the platform never passes personal data here. */
function jsonLog(event: string, fields: Record<string, unknown> = {}): void {
  log(event, fields);
}

/** Applies what is missing of `migrations` (source 'platform' or 'area') in `tx`. */
async function applyMigrations(
  tx: Tx,
  source: string,
  migrations: readonly Migration[],
  log: Log,
  schema: string,
): Promise<void> {
  const { rows } = await tx.query('SELECT version FROM _migrations WHERE source = $1', [source]);
  const done = new Set(rows.map((row) => row.version));
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  for (const migration of sorted) {
    if (done.has(migration.version)) continue;
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO _migrations (source, version, name) VALUES ($1, $2, $3)', [
      source,
      migration.version,
      migration.name,
    ]);
    log('migration.applied', { schema, source, version: migration.version, name: migration.name });
  }
}

/**
 * Brings an area's schema to the versions its backend ships, in one transaction under an advisory lock: safe
 * to run twice, and from several instances at once (the second waits, then finds nothing to do).
 */
async function migrate(
  database: Database,
  area: string,
  { migrations, kept }: { migrations: readonly Migration[]; kept: readonly KeptRecord[] },
  log: Log = jsonLog,
): Promise<void> {
  const schema = schemaOf(area);
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`springfield:migrate:${schema}`]);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${identifier(schema)}`);
    await tx.exec(`SET LOCAL search_path TO ${identifier(schema)}`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS _migrations (
      source text NOT NULL,
      version integer NOT NULL,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (source, version)
    )`);
    await applyMigrations(tx, 'platform', PLATFORM_MIGRATIONS, log, schema);
    await applyMigrations(tx, 'area', migrations, log, schema);
    await tx.query('DELETE FROM _kept');
    for (const record of kept) {
      await tx.query(
        'INSERT INTO _kept (kind, table_name, received_column, keep_days, purpose) VALUES ($1, $2, $3, $4, $5)',
        [record.kind, record.table, record.received, record.keepDays, record.purpose],
      );
    }
  });
}

/** The key of a submission: its form, its one-time key and its fields, digested (nothing readable kept). */
const submissionId = ({ form, key, fields }: Submission): string =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([form, key, fields]))
    .digest('hex');

/** The header fields an area's MailMessage may add. */
const MAIL_HEADERS = new Set(['List-Unsubscribe', 'List-Unsubscribe-Post']);

/**
 * Delivers e-mails: through SMTP (nodemailer) when `smtpUrl` is set, else as .eml files in `mailDir` (the
 * embedded default: a developer opens them in any mail program). Each message's Message-ID is derived from its
 * job, so a message sent again after a crash is recognisable as the same.
 */
function createMailer({
  smtpUrl,
  mailDir,
  from,
}: {
  smtpUrl?: string;
  mailDir?: string;
  from: string;
}): SendMail {
  // Loaded only where e-mails are sent (the tests of the rest never load it).
  const nodemailer: typeof import('nodemailer') = require('nodemailer');
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
  return async function send(area, job) {
    const { to, subject, text, headers } = job.payload as MailMessage;
    const message = {
      from,
      to,
      subject,
      text,
      // Only the fields a MailMessage may add (RFC 8058's), never an address or a subject.
      headers: Object.fromEntries(
        Object.entries(headers ?? {}).filter(
          ([name, value]) => MAIL_HEADERS.has(name) && typeof value === 'string' && !/[\r\n]/.test(value),
        ),
      ),
      messageId: `<${area}.${job.id}@${from.replace(/^.*@/, '').replace(/>.*$/, '')}>`,
    };
    if (transport) {
      const info = await transport.sendMail(message);
      return { messageId: info.messageId };
    }
    // The module is the class, and carries it as `default` too (which its types name).
    const {
      default: MailComposer,
    }: typeof import('nodemailer/lib/mail-composer') = require('nodemailer/lib/mail-composer');
    const raw = await new MailComposer(message).compile().build();
    if (!mailDir) throw new Error('no SMTP_URL and no folder for e-mails');
    fs.mkdirSync(mailDir, { recursive: true });
    const file = path.join(mailDir, `${area}-${job.id}.eml`);
    fs.writeFileSync(`${file}.tmp`, raw);
    fs.renameSync(`${file}.tmp`, file);
    return { messageId: message.messageId, file: path.basename(file) };
  };
}

/**
 * The platform.
 * @param {object} options
 * @param {object} options.database   from openDatabase
 * @param {string} options.siteOrigin the public origin, for links in e-mails
 * @param {string} [options.mailDir]  where e-mails are written without SMTP
 * @param {string} [options.smtpUrl]
 * @param {string} [options.mailFrom]
 * @param {Record<string, string | undefined>} [options.env]
 * @param {(event: string, fields?: object) => void} [options.log]
 * @param {number} [options.retryBaseMs]
 * @param {(area: string, job: object) => Promise<unknown>} [options.sendMail] instead of SMTP or files (tests)
 */
function createPlatform({
  database,
  siteOrigin,
  mailDir,
  smtpUrl,
  mailFrom = 'City of Springfield <noreply@springfield.gov>',
  env = process.env,
  log = jsonLog,
  retryBaseMs = RETRY_BASE_MS,
  sendMail = createMailer({ smtpUrl, mailDir, from: mailFrom }),
  limits,
  secret,
  mailPerDay = LIMITS.recipient[0].points,
  now = Date.now,
  everyAddressConfirmed = false,
  audit,
}: {
  database: Database;
  siteOrigin: string;
  mailDir?: string;
  smtpUrl?: string;
  mailFrom?: string;
  env?: Record<string, string | undefined>;
  log?: Log;
  retryBaseMs?: number;
  /** Instead of SMTP or files (tests). */
  sendMail?: SendMail;
  /** The site's limits (limits.ts): the per-recipient one for `mayMail`; without them every mail may go. */
  limits?: Pick<Limits, 'take'>;
  /** The links' secret (SITE_SECRET); without it, one made once and kept in the platform's schema. */
  secret?: string;
  /** E-mails to one address a day, every area together (null: no limit, the journeys' SITE_RATE_LIMITS=off). */
  mailPerDay?: number | null;
  /** The clock of the signed links, in milliseconds (tests). */
  now?: () => number;
  /** Tests of an area's own mails (tooling/platform/testing.cjs): no address waits for its confirmation. */
  everyAddressConfirmed?: boolean;
  /** The staff side's audit log (server/src/staff): given to every area as `platform.audit`. */
  audit?: Platform['audit'];
}): SitePlatform {
  /** area -> the backend of its newest build (the one the outbox hands jobs to) */
  const backends = new Map<string, AreaBackend>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let signer: Signer | undefined;
  let preparing: Promise<void> | undefined;
  /** The platform's schema made (once) and the links' signer ready. */
  function ready(): Promise<void> {
    preparing ??= prepareSite(database, secret).then(
      (key) => {
        signer = createSigner(key, now);
      },
      (error) => {
        preparing = undefined;
        throw error;
      },
    );
    return preparing;
  }
  const signerOf = (): Signer => {
    if (!signer) throw new Error('The platform is not ready: attach a backend (or await ready()) first.');
    return signer;
  };

  /** The Platform one area's backend is given. */
  function forArea(area: string): Platform {
    const schema = schemaOf(area);
    /** Transactions that queued a job wake the outbox once they commit. */
    async function transaction<T>(work: (tx: PlatformTx) => Promise<T>): Promise<T> {
      let queued = false;
      const result = await database.transaction(
        (tx) =>
          work({
            query: (sql, params) => checkedQuery(() => tx.query(sql, params), params),
            exec: (sql: string) => tx.exec(sql),
            markQueued: () => {
              queued = true;
            },
          }),
        { schema },
      );
      if (queued) kickSoon();
      return result;
    }
    const platform: Platform = {
      area,
      siteOrigin,
      db: {
        query: <Row>(sql: string, params?: unknown[]) => transaction((tx) => tx.query<Row>(sql, params)),
        transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
          transaction((tx) =>
            work({ query: tx.query, markQueued: tx.markQueued, exec: tx.exec } as PlatformTx),
          ),
      },
      submitOnce(submission, work) {
        // Refused whole before any work: a submission is stored with all its fields or not at all.
        if (holdsNul(submission.fields) || holdsNul(submission.key)) {
          return Promise.reject(new InvalidInputError());
        }
        if (!submission.key) return platform.db.transaction(work);
        const id = submissionId(submission);
        return platform.db.transaction(async (tx) => {
          // A second arrival of the same key waits here for the first's transaction, then finds its row.
          const inserted = await tx.query(
            'INSERT INTO _submissions (id, form) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
            [id, submission.form],
          );
          if (inserted.rows.length === 0) {
            const { rows } = await tx.query('SELECT result FROM _submissions WHERE id = $1', [id]);
            log('submission.repeated', { area, form: submission.form });
            return (rows[0]?.result ?? null) as never;
          }
          const result = await work(tx);
          await tx.query('UPDATE _submissions SET result = $2 WHERE id = $1', [
            id,
            JSON.stringify(result ?? null),
          ]);
          return result;
        });
      },
      async enqueue(tx: PlatformTx, kind: string, payload: unknown) {
        if (holdsNul(payload)) throw new InvalidInputError();
        await tx.query('INSERT INTO _outbox (kind, payload) VALUES ($1, $2)', [
          kind,
          JSON.stringify(payload),
        ]);
        tx.markQueued?.();
      },
      async mail(tx: PlatformTx, message) {
        if (holdsNul(message)) throw new InvalidInputError();
        // Ready since the backend was attached (never prepared here: inside the area's transaction, the
        // embedded database's one connection would wait for itself).
        const links = signerOf();
        const verdict = await guardMail(tx, area, message, mailPerDay, everyAddressConfirmed);
        if (verdict === 'limited') {
          log('mail.limited', { area });
          return;
        }
        if (verdict === 'send') {
          const { whenConfirmed, ...sent } = message;
          await platform.enqueue(tx, 'mail', sent);
          if (whenConfirmed) await platform.enqueue(tx, whenConfirmed.kind, whenConfirmed.payload ?? null);
          return;
        }
        // Held until the address confirms: the message waits in the platform's schema (already written);
        // the address gets, at most once a day, the site's confirmation mail instead.
        log('mail.held', { area, asked: verdict === 'held-and-ask' });
        if (verdict === 'held-and-ask') {
          const link = confirmLink(links, siteOrigin, message.to, message.locale);
          const confirmation = confirmationMail(message.to, message.locale, link);
          // A newsletter's sign-up: its confirmation can be refused in one click too (RFC 8058).
          if (message.headers) confirmation.headers = message.headers;
          await platform.enqueue(tx, 'mail', confirmation);
        }
      },
      async mayMail(address) {
        if (!limits) return true;
        const verdict = await limits.take('recipient', recipientKey(address));
        if (!verdict.allowed) log('mail.limited', { area });
        return verdict.allowed;
      },
      link(purpose, data, { path: page, days = 30, locale }) {
        return linkUrl(siteOrigin, page, locale, signerOf().sign(`${area}:${purpose}`, data, days));
      },
      readLink: (purpose, token) => signerOf().read(`${area}:${purpose}`, token),
      env: (name) => env[name],
      log: (event: string, fields: Record<string, unknown> = {}) => log(event, { area, ...fields }),
      // Issue 44: an area's staff changes written to the site's audit log, in the area's transaction.
      ...(audit ? { audit } : {}),
    };
    return platform;
  }

  /**
   * Starts an area's backend (one build of it): creates it with its platform, brings its schema up to date,
   * and from then on hands it its outbox's jobs. Resolves with the backend.
   */
  async function attach(
    area: string,
    createBackend: (platform: Platform) => AreaBackend,
  ): Promise<AreaBackend> {
    await ready();
    const backend = createBackend(forArea(area));
    await migrate(database, area, backend, log);
    backends.set(area, backend);
    kick();
    return backend;
  }

  /** Per area, the deliveries under way (at most PARALLEL_PER_AREA). */
  const inFlight = new Map<string, Set<Promise<void>>>();

  /** Records what became of one delivery: sent, retried later, or dead-lettered. */
  async function deliverOne(
    area: string,
    backend: AreaBackend,
    row: { id: string; kind: string; payload: unknown; attempts: number },
  ): Promise<void> {
    const schema = schemaOf(area);
    const job = { id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts - 1 };
    try {
      const handler = job.kind === 'mail' ? (j: OutboxJob) => sendMail(area, j) : backend.deliver?.[job.kind];
      if (!handler) throw new Error(`no delivery for ${job.kind}`);
      // Each send with its own deadline: a hung one fails alone, its place freed for the next job.
      const result = await withinDeadline(
        Promise.resolve(handler(job)),
        SEND_DEADLINE_MS,
        `the ${job.kind} job`,
      );
      await database.transaction(
        (tx) =>
          tx.query(
            `UPDATE _outbox SET sent_at = now(), lease_until = NULL, last_error = NULL, result = $2::jsonb
             WHERE id = $1`,
            [job.id, JSON.stringify(result ?? null)],
          ),
        { schema },
      );
      log('outbox.sent', { area, kind: job.kind, job: job.id, attempts: row.attempts });
    } catch (error) {
      const message = String(messageOf(error) ?? error);
      const permanent = isPermanent(job.kind, error);
      if (permanent || row.attempts >= MAX_ATTEMPTS) {
        // Kept, marked, never tried again on its own: counted in /metrics, listed and retried by an operator.
        await database.transaction(
          (tx) =>
            tx.query(
              `UPDATE _outbox SET dead_at = now(), lease_until = NULL, last_error = $2 WHERE id = $1`,
              [job.id, message.slice(0, 500)],
            ),
          { schema },
        );
        log('outbox.dead', {
          area,
          kind: job.kind,
          job: job.id,
          attempts: row.attempts,
          permanent,
          error: message.slice(0, 200),
        });
        return;
      }
      const delay = Math.min(retryBaseMs * 2 ** job.attempts, RETRY_MAX_MS);
      // A send abandoned at its deadline keeps its lease (LEASE_S, past the deadline): no instance sends the
      // job again while this one's connection may still deliver it.
      const keepLease = (error as { timedOut?: boolean })?.timedOut === true;
      await database.transaction(
        (tx) =>
          tx.query(
            `UPDATE _outbox SET lease_until = CASE WHEN $4 THEN lease_until END, last_error = $2,
             next_at = now() + make_interval(secs => $3) WHERE id = $1`,
            [job.id, message.slice(0, 500), delay / 1000, keepLease],
          ),
        { schema },
      );
      log('outbox.failed', {
        area,
        kind: job.kind,
        job: job.id,
        attempts: row.attempts,
        retryInMs: delay,
        error: message.slice(0, 200),
      });
    }
  }

  /**
   * Leases as many due jobs of an area as it has free places, and starts each; resolves once they are started,
   * with their deliveries (which settle within SEND_DEADLINE_MS).
   */
  async function startDue(area: string, backend: AreaBackend): Promise<Promise<void>[]> {
    const running = inFlight.get(area) ?? new Set<Promise<void>>();
    inFlight.set(area, running);
    const free = PARALLEL_PER_AREA - running.size;
    if (free <= 0) return [];
    const { rows } = await database.transaction(
      (tx) =>
        tx.query<{ id: string; kind: string; payload: unknown; attempts: number }>(
          `UPDATE _outbox SET attempts = attempts + 1, lease_until = now() + make_interval(secs => $1)
           WHERE id IN (
             SELECT id FROM _outbox
             WHERE sent_at IS NULL AND dead_at IS NULL AND next_at <= now()
               AND (lease_until IS NULL OR lease_until < now())
             ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING id, kind, payload, attempts`,
          [LEASE_S, free],
        ),
      { schema: schemaOf(area) },
    );
    return rows.map((row) => {
      const delivery: Promise<void> = deliverOne(area, backend, row)
        .catch((error: unknown) => log('outbox.error', { area, error: String(messageOf(error) ?? error) }))
        .finally(() => {
          running.delete(delivery);
          // Its place is free: the next due job goes now, not at the next poll.
          if (!stopped) kick();
        });
      running.add(delivery);
      return delivery;
    });
  }

  /** Starts what is due in every area (none waits for another's sends); resolves with the deliveries. */
  async function startAll(): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    for (const [area, backend] of backends) {
      try {
        started.push(...(await startDue(area, backend)));
      } catch (error) {
        log('outbox.error', { area, error: messageOf(error) });
      }
    }
    return started;
  }

  /** Sends every job that is due, in every area, and waits for those sends; resolves with how many were tried. */
  async function runOutbox() {
    const started = await startAll();
    await Promise.all(started);
    return started.length;
  }

  /**
   * Runs the outbox a moment after a commit that queued a job: the jobs of a burst of submissions go in one
   * batch instead of one run each.
   */
  let soon: NodeJS.Timeout | null = null;
  function kickSoon() {
    if (soon || stopped || !timer) return;
    soon = setTimeout(() => {
      soon = null;
      kick();
    }, BATCH_WAIT_MS);
    soon.unref();
  }

  /**
   * Starts what is due now (or again right after the start under way). It does not wait for the sends: each
   * frees its place when it settles, and kicks again.
   */
  function kick() {
    if (stopped || !timer) return;
    if (running) {
      again = true;
      return;
    }
    running = startAll()
      .then((started) => started.length)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  /**
   * The backends' periodic work (AreaBackend.every), per area and name: when each last started, and the run
   * under way (never two of one at once here; another instance's runs are the backend's own concern).
   */
  const periodic = new Map<string, { startedAt: number; running?: Promise<void> }>();
  const periodicRuns = new Set<Promise<void>>();

  /** Starts each backend's periodic work that is due (first a moment after start); waits for none of it. */
  function runPeriodic(at = Date.now()): Promise<void>[] {
    const started: Promise<void>[] = [];
    for (const [area, backend] of backends) {
      for (const work of backend.every ?? []) {
        const key = `${area}:${work.name}`;
        const state = periodic.get(key) ?? { startedAt: Number.NEGATIVE_INFINITY };
        periodic.set(key, state);
        const everyMs = Math.max(1000, work.minutes * 60_000);
        if (state.running || at - state.startedAt < everyMs || stopped) continue;
        state.startedAt = at;
        const run: Promise<void> = Promise.resolve()
          .then(() => work.run())
          .then(
            (result) => log('periodic.done', { area, name: work.name, result }),
            (error: unknown) =>
              log('periodic.failed', { area, name: work.name, error: String(messageOf(error) ?? error) }),
          )
          .finally(() => {
            state.running = undefined;
            periodicRuns.delete(run);
          });
        state.running = run;
        periodicRuns.add(run);
        started.push(run);
      }
    }
    return started;
  }

  /**
   * Sends the outbox's jobs in the background: at once after a commit that queued one, and every second; and
   * starts the backends' periodic work when due.
   */
  function startOutbox({ pollMs = POLL_MS }: { pollMs?: number } = {}) {
    stopped = false;
    timer = setInterval(() => {
      kick();
      runPeriodic();
    }, pollMs);
    timer.unref();
    kick();
    runPeriodic();
  }

  async function stop() {
    stopped = true;
    if (soon) clearTimeout(soon);
    soon = null;
    if (timer) clearInterval(timer);
    timer = null;
    await running;
    // The sends under way, for a few seconds: one still hanging then keeps its lease, and is sent again by
    // another instance (or this one once restarted) after it.
    const underWay = [...inFlight.values()].flatMap((set) => [...set]);
    if (underWay.length)
      await withinDeadline(Promise.all(underWay), STOP_WAIT_MS, 'the outbox').catch(() => {});
    if (periodicRuns.size)
      await withinDeadline(Promise.all(periodicRuns), STOP_WAIT_MS, 'periodic work').catch(() => {});
  }

  /** Whether the database answers (readiness): resolves, or rejects with the reason. */
  const ping = () => database.transaction((tx) => tx.query('SELECT 1'));

  async function readConfirmationOf(token: string | null | undefined) {
    await ready();
    return readConfirmation(signerOf(), token);
  }

  async function confirm(token: string | null | undefined) {
    const reading = await readConfirmationOf(token);
    if (reading.status !== 'valid') return reading;
    const { released, areas } = await confirmAddress(database, reading.data.a, schemaOf);
    log('mail.confirmed', { released, areas });
    if (released > 0) kick();
    return { released };
  }

  return {
    forArea,
    attach,
    runOutbox,
    runPeriodic: async (at?: number) => {
      await Promise.all(runPeriodic(at));
    },
    startOutbox,
    stop,
    backends,
    ping,
    ready,
    readConfirmation: readConfirmationOf,
    confirm,
  };
}

/** The areas that have a schema in this database. */
async function areasIn(database: Database): Promise<string[]> {
  const { rows } = await database.transaction((tx) =>
    tx.query<{ schema_name: string }>(
      `SELECT schema_name FROM information_schema.schemata WHERE schema_name LIKE 'area\\_%' ORDER BY 1`,
    ),
  );
  return rows.map((row) => row.schema_name.slice('area_'.length));
}

/** Whether the platform's own schema exists (a database no instance started on yet has none). */
async function siteSchemaExists(database: Database): Promise<boolean> {
  const { rows } = await database.transaction((tx) =>
    tx.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [SITE_SCHEMA]),
  );
  return rows.length > 0;
}

/** What an area declares it keeps (its _kept table). */
async function keptOf(database: Database, area: string) {
  const schema = schemaOf(area);
  const { rows } = await database.transaction(
    (tx) =>
      tx.query<{
        kind: string;
        table_name: string;
        received_column: string;
        keep_days: number;
        purpose: string;
      }>('SELECT kind, table_name, received_column, keep_days, purpose FROM _kept ORDER BY kind'),
    { schema },
  );
  return rows;
}

/**
 * Deletes what is older than each kind's retention, and the platform's own old rows, in every area (or one).
 * Resolves with the number of rows deleted per area and kind.
 */
async function purge(
  database: Database,
  {
    area,
    now = new Date(),
    mailDir,
  }: {
    area?: string;
    now?: Date;
    /** The folder e-mails are written to without SMTP: its .eml files past their retention are deleted too. */
    mailDir?: string;
  } = {},
): Promise<Record<string, Record<string, number>>> {
  const areas = area ? [area] : await areasIn(database);
  const deleted: Record<string, Record<string, number>> = {};
  for (const name of areas) {
    const schema = schemaOf(name);
    deleted[name] = {};
    for (const kept of await keptOf(database, name)) {
      const { affectedRows } = await database.transaction(
        (tx) =>
          tx.query(
            `DELETE FROM ${identifier(kept.table_name)} WHERE ${identifier(kept.received_column)} < $1::timestamptz - make_interval(days => $2)`,
            [now.toISOString(), kept.keep_days],
          ),
        { schema },
      );
      deleted[name][kept.kind] = affectedRows;
    }
    const platformRows = await database.transaction(
      async (tx) => ({
        submissionKeys: (
          await tx.query(
            `DELETE FROM _submissions WHERE received_at < $1::timestamptz - make_interval(days => $2)`,
            [now.toISOString(), SUBMISSION_KEY_DAYS],
          )
        ).affectedRows,
        sentJobs: (
          await tx.query(`DELETE FROM _outbox WHERE sent_at < $1::timestamptz - make_interval(days => $2)`, [
            now.toISOString(),
            SENT_JOB_DAYS,
          ])
        ).affectedRows,
        ...(await purgeUnsentJobs(tx, now)),
      }),
      { schema },
    );
    Object.assign(deleted[name], platformRows);
  }
  if (mailDir) deleted.mailFiles = { eml: purgeMailFiles(mailDir, now) };
  if (!area && (await siteSchemaExists(database))) deleted.site = await purgeAddresses(database, now);
  return deleted;
}

/**
 * The outbox's jobs that were never sent and are past their retention: dead ones thirty days after they died,
 * the others (neither sent nor dead: an area no longer deployed, a kind nobody delivers) thirty days after they
 * were queued. Their payload is a resident's e-mail or request: kept no longer than a sent one.
 */
async function purgeUnsentJobs(tx: Tx, now: Date): Promise<{ deadJobs: number; unsentJobs: number }> {
  const at = now.toISOString();
  const dead = await tx.query(
    `DELETE FROM _outbox WHERE sent_at IS NULL AND dead_at < $1::timestamptz - make_interval(days => $2)`,
    [at, DEAD_JOB_DAYS],
  );
  const unsent = await tx.query(
    `DELETE FROM _outbox WHERE sent_at IS NULL AND dead_at IS NULL
       AND created_at < $1::timestamptz - make_interval(days => $2)`,
    [at, UNSENT_JOB_DAYS],
  );
  return { deadJobs: dead.affectedRows ?? 0, unsentJobs: unsent.affectedRows ?? 0 };
}

/** The e-mail files the platform writes (createMailer): "<area>-<job>.eml", and their unfinished ".tmp". */
const MAIL_FILE = /^[a-z0-9_]+-\d+\.eml(?:\.tmp)?$/;

/**
 * Deletes the e-mail files in `mailDir` written more than MAIL_FILE_DAYS ago (each is a whole message to a
 * resident, with what they typed). Only the platform's own file names; a folder that does not exist is empty.
 */
function purgeMailFiles(mailDir: string, now: Date): number {
  let names: string[];
  try {
    names = fs.readdirSync(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const before = now.getTime() - MAIL_FILE_DAYS * 86_400_000;
  let deleted = 0;
  for (const name of names) {
    if (!MAIL_FILE.test(name)) continue;
    const file = path.join(mailDir, name);
    try {
      const stat = fs.lstatSync(file);
      if (!stat.isFile() || stat.mtimeMs >= before) continue;
      fs.unlinkSync(file);
      deleted += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return deleted;
}

/** The dead-lettered jobs of every area (or one), counted by kind, for operators and /metrics. */
async function deadJobs(
  database: Database,
  { area }: { area?: string } = {},
): Promise<{ area: string; kind: string; count: number; lastError: string | null }[]> {
  const areas = area ? [area] : await areasIn(database);
  const counts: { area: string; kind: string; count: number; lastError: string | null }[] = [];
  for (const name of areas) {
    const { rows } = await database.transaction(
      (tx) =>
        tx.query<{ kind: string; count: number; last_error: string | null }>(
          `SELECT kind, count(*)::int AS count,
             (array_agg(last_error ORDER BY dead_at DESC))[1] AS last_error
           FROM _outbox WHERE dead_at IS NOT NULL AND sent_at IS NULL GROUP BY kind ORDER BY kind`,
        ),
      { schema: schemaOf(name) },
    );
    for (const row of rows)
      counts.push({ area: name, kind: row.kind, count: row.count, lastError: row.last_error });
  }
  return counts;
}

/**
 * Puts dead-lettered jobs back in the outbox (an operator fixed what refused them): each is due at once, with
 * its attempts counted afresh. Resolves with how many, per area.
 */
async function retryDeadJobs(
  database: Database,
  { area, kind }: { area?: string; kind?: string } = {},
): Promise<Record<string, number>> {
  const areas = area ? [area] : await areasIn(database);
  const retried: Record<string, number> = {};
  for (const name of areas) {
    const { affectedRows } = await database.transaction(
      (tx) =>
        tx.query(
          `UPDATE _outbox SET dead_at = NULL, attempts = 0, next_at = now(), lease_until = NULL
           WHERE dead_at IS NOT NULL AND sent_at IS NULL AND ($1::text IS NULL OR kind = $1)`,
          [kind ?? null],
        ),
      { schema: schemaOf(name) },
    );
    retried[name] = affectedRows ?? 0;
  }
  return retried;
}

/** Every record of an area received since `since`, by kind, for staff (npm run submissions -- export). */
async function exportRecords(
  database: Database,
  { area, since }: { area: string; since: Date },
): Promise<Record<string, Record<string, unknown>[]>> {
  const schema = schemaOf(area);
  const result: Record<string, Record<string, unknown>[]> = {};
  for (const kept of await keptOf(database, area)) {
    const { rows } = await database.transaction(
      (tx) =>
        tx.query(
          `SELECT * FROM ${identifier(kept.table_name)} WHERE ${identifier(kept.received_column)} >= $1::timestamptz ORDER BY ${identifier(kept.received_column)}`,
          [since.toISOString()],
        ),
      { schema },
    );
    result[kept.kind] = rows;
  }
  return result;
}

export {
  createPlatform,
  migrate,
  purge,
  deadJobs,
  retryDeadJobs,
  OUTBOX,
  PLATFORM_KEPT,
  exportRecords,
  areasIn,
  keptOf,
  schemaOf,
  submissionId,
  jsonLog,
  PLATFORM_MIGRATIONS,
  addressKey,
};
