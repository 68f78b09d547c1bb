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
  MailMessage,
  Migration,
  OutboxJob,
  Platform,
  Queryable,
  Submission,
} from '@springfield/shared/contract';
import type { Log } from '../types';
import { recipientKey, type Limits } from '../limits';

/** The platform of the site's server: each area's Platform, its backend's start, and the outbox. */
export interface SitePlatform {
  forArea(area: string): Platform;
  attach(area: string, createBackend: (platform: Platform) => AreaBackend): Promise<AreaBackend>;
  runOutbox(): Promise<number>;
  startOutbox(options?: { pollMs?: number }): void;
  stop(): Promise<void>;
  backends: Map<string, AreaBackend>;
  /** Whether the database answers (readiness). */
  ping(): Promise<unknown>;
}

/** A job's delivery of an e-mail: SMTP, an .eml file, or a test's. */
type SendMail = (area: string, job: Pick<OutboxJob, 'id' | 'payload'>) => Promise<unknown>;

/** A transaction of the platform's: the contract's query, and a mark that a job was queued in it. */
type PlatformTx = Tx & { markQueued?: () => void };
import { log } from '../log';

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
];

/** Submission keys are kept two days (long enough for any retry), sent outbox jobs thirty. */
const SUBMISSION_KEY_DAYS = 2;
const SENT_JOB_DAYS = 30;
/** The first retry of a failed job after this, doubling each time up to RETRY_MAX_MS. */
const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 10 * 60 * 1000;
/** A job being sent is leased for this long: another instance takes it over only after that. */
const LEASE_S = 120;
const POLL_MS = 1000;
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
  const nodemailer = require('nodemailer');
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return async function send(area, job) {
    const { to, subject, text } = job.payload as MailMessage;
    const message = {
      from,
      to,
      subject,
      text,
      messageId: `<${area}.${job.id}@${from.replace(/^.*@/, '').replace(/>.*$/, '')}>`,
    };
    if (transport) {
      const info = await transport.sendMail(message);
      return { messageId: info.messageId };
    }
    const MailComposer = require('nodemailer/lib/mail-composer');
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
  /** The staff side's audit log (server/src/staff): given to every area as `platform.audit`. */
  audit?: Platform['audit'];
}): SitePlatform {
  /** area -> the backend of its newest build (the one the outbox hands jobs to) */
  const backends = new Map<string, AreaBackend>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

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
      mail(tx, message) {
        return platform.enqueue(tx, 'mail', message);
      },
      async mayMail(address) {
        if (!limits) return true;
        const verdict = await limits.take('recipient', recipientKey(address));
        if (!verdict.allowed) log('mail.limited', { area });
        return verdict.allowed;
      },
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
    const backend = createBackend(forArea(area));
    await migrate(database, area, backend, log);
    backends.set(area, backend);
    kick();
    return backend;
  }

  async function deliverDue(area: string, backend: AreaBackend): Promise<number> {
    const schema = schemaOf(area);
    const { rows } = await database.transaction(
      (tx) =>
        tx.query<{ id: string; kind: string; payload: unknown; attempts: number }>(
          `UPDATE _outbox SET attempts = attempts + 1, lease_until = now() + make_interval(secs => $1)
           WHERE id IN (
             SELECT id FROM _outbox
             WHERE sent_at IS NULL AND next_at <= now() AND (lease_until IS NULL OR lease_until < now())
             ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
           RETURNING id, kind, payload, attempts`,
          [LEASE_S],
        ),
      { schema },
    );
    // The batch is delivered at once, and what went is recorded in one statement.
    const sent: { id: number; result: string }[] = [];
    await Promise.all(
      rows.map(async (row) => {
        const job = { id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts - 1 };
        try {
          const handler =
            job.kind === 'mail' ? (j: OutboxJob) => sendMail(area, j) : backend.deliver?.[job.kind];
          if (!handler) throw new Error(`no delivery for ${job.kind}`);
          const result = await handler(job);
          sent.push({ id: job.id, result: JSON.stringify(result ?? null) });
          log('outbox.sent', { area, kind: job.kind, job: job.id, attempts: row.attempts });
        } catch (error) {
          const delay = Math.min(retryBaseMs * 2 ** job.attempts, RETRY_MAX_MS);
          await database.transaction(
            (tx) =>
              tx.query(
                `UPDATE _outbox SET lease_until = NULL, last_error = $2,
                 next_at = now() + make_interval(secs => $3) WHERE id = $1`,
                [job.id, String(error?.message ?? error).slice(0, 500), delay / 1000],
              ),
            { schema },
          );
          log('outbox.failed', {
            area,
            kind: job.kind,
            job: job.id,
            attempts: row.attempts,
            retryInMs: delay,
            error: String(error?.message ?? error).slice(0, 200),
          });
        }
      }),
    );
    if (sent.length) {
      await database.transaction(
        (tx) =>
          tx.query(
            `UPDATE _outbox AS o SET sent_at = now(), lease_until = NULL, last_error = NULL, result = v.result
             FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::jsonb[]) AS result) AS v WHERE o.id = v.id`,
            [sent.map((job) => job.id), sent.map((job) => job.result)],
          ),
        { schema },
      );
    }
    return rows.length;
  }

  /** Sends every job that is due, in every area; resolves with how many were tried. */
  async function runOutbox() {
    let tried = 0;
    for (const [area, backend] of backends) {
      try {
        tried += await deliverDue(area, backend);
      } catch (error) {
        log('outbox.error', { area, error: error.message });
      }
    }
    return tried;
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

  /** Runs the outbox now (or again right after the run under way). */
  function kick() {
    if (stopped || !timer) return;
    if (running) {
      again = true;
      return;
    }
    running = runOutbox().finally(() => {
      running = null;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  /** Sends the outbox's jobs in the background: at once after a commit that queued one, and every second. */
  function startOutbox({ pollMs = POLL_MS }: { pollMs?: number } = {}) {
    stopped = false;
    timer = setInterval(kick, pollMs);
    timer.unref();
    kick();
  }

  async function stop() {
    stopped = true;
    if (soon) clearTimeout(soon);
    soon = null;
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  }

  /** Whether the database answers (readiness): resolves, or rejects with the reason. */
  const ping = () => database.transaction((tx) => tx.query('SELECT 1'));

  return { forArea, attach, runOutbox, startOutbox, stop, backends, ping };
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
  { area, now = new Date() }: { area?: string; now?: Date } = {},
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
      }),
      { schema },
    );
    Object.assign(deleted[name], platformRows);
  }
  return deleted;
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
  exportRecords,
  areasIn,
  keptOf,
  schemaOf,
  submissionId,
  jsonLog,
  PLATFORM_MIGRATIONS,
};
