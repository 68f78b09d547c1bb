// How often anyone may send the site something (issue 43): forms, Open311 service requests, browsers' reports,
// and e-mails to one address. Counted with rate-limiter-flexible in the site's database (RateLimiterPostgres: one
// table, `site_rate_limits`), so every instance behind the balancer shares the counts; an instance whose
// database does not answer counts in its own memory meanwhile (the library's insurance limiter) rather than
// refusing or letting everything through. rate-limiter-flexible because it is the ecosystem's limiter with a
// PostgreSQL store that works over any client answering `query({ text, values })`: here the platform's own
// database interface (one transaction per count), the same on PostgreSQL and on the embedded PGlite.
import crypto from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from './platform/database';

/** One window of a limit: at most `points` in `seconds`. */
export interface Window {
  points: number;
  seconds: number;
}

/**
 * Every limit of the site, in one place (docs/deployment.md "Limits" gives the same figures). Per client (its
 * address as the trusted proxy gives it, see SITE_TRUST_PROXY) for what it sends; per recipient for e-mails.
 */
export const LIMITS = {
  /** Any form sent to a page (POST to a page path): 10 per 10 minutes, 100 a day. */
  forms: [
    { points: 10, seconds: 10 * 60 },
    { points: 100, seconds: 24 * 60 * 60 },
  ],
  /** POST /open311/v2/requests.json (GeoReport v2 clients, scripts): as many as forms. */
  open311: [
    { points: 10, seconds: 10 * 60 },
    { points: 100, seconds: 24 * 60 * 60 },
  ],
  /** POST /telemetry: a page sends a few reports (Web Vitals, an error); 60 a minute is a busy resident. */
  telemetry: [{ points: 60, seconds: 60 }],
  /** POST /page-feedback ("Was this page helpful?"): an answer and a text per page; 20 per 10 minutes, 100 a day. */
  pageFeedback: [
    { points: 20, seconds: 10 * 60 },
    { points: 100, seconds: 24 * 60 * 60 },
  ],
  /**
   * E-mails the areas queue to one address: 3 a day. `platform.mail` counts them itself, in the transaction
   * that queues each (platform/addresses.ts, from this figure); `mayMail` counts here for builds that still ask.
   */
  recipient: [{ points: 3, seconds: 24 * 60 * 60 }],
} satisfies Record<string, Window[]>;

export type LimitName = keyof typeof LIMITS;

/** The answer of a count: allowed, or refused with the seconds after which to try again. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterS: number };

/** The site's limiters: `take(name, key)` counts one against each window of the limit `name`. */
export interface Limits {
  take(name: LimitName, key: string): Promise<Verdict>;
  /**
   * Where the counts are kept: 'postgres' (shared by the instances of one database) or 'memory'; 'off' when
   * SITE_RATE_LIMITS=off turned them off (the journeys, which send hundreds of forms from one address).
   */
  store: 'postgres' | 'memory' | 'off';
}

/** The table every limiter counts in (keys are prefixed with the limit's name and window). */
const TABLE = 'site_rate_limits';

/**
 * The platform's database as the client RateLimiterPostgres calls (`query({ text, values })`, `rowCount`):
 * each query its own transaction; a bigint (the expiry, which PGlite reads as a BigInt) as a number.
 */
function storeClient(database: Database) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await database.transaction((tx) => tx.query(text, values ?? []));
      const rows = result.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [
            name,
            typeof value === 'bigint' || (name === 'expire' && typeof value === 'string')
              ? Number(value)
              : value,
          ]),
        ),
      );
      return { rows, rowCount: result.rows.length || result.affectedRows };
    },
  };
}

/** A limiter of one window, in the database (with a limiter in memory for when it does not answer). */
async function postgresLimiter(database: Database, keyPrefix: string, window: Window) {
  const options = { keyPrefix, points: window.points, duration: window.seconds };
  let limiter: RateLimiterPostgres | undefined;
  await new Promise<void>((resolve, reject) => {
    limiter = new RateLimiterPostgres(
      {
        ...options,
        storeClient: storeClient(database),
        storeType: 'pool',
        tableName: TABLE,
        // Created once by createLimits, under a lock: the library's own CREATE TABLE IF NOT EXISTS races when
        // two instances (or two windows of one) start together ("type site_rate_limits already exists").
        tableCreated: true,
        insuranceLimiter: new RateLimiterMemory(options),
        // A key whose window is spent is refused from this instance's memory until the window ends, without
        // asking the database again: a script's 990 refused posts cost no query each (issue 43's abuse suite,
        // where they took the server's thread from the residents browsing meanwhile). The count stays shared:
        // only a key the database already found spent is blocked here.
        inMemoryBlockOnConsumed: window.points,
      },
      (error?: Error) => (error ? reject(error) : resolve()),
    );
  });
  return limiter as RateLimiterPostgres;
}

/** Counts one against each of `limiters`: refused with the longest wait of the windows that are full. */
async function takeFrom(limiters: RateLimiterAbstract[], key: string): Promise<Verdict> {
  let retryAfterMs = 0;
  for (const limiter of limiters) {
    try {
      await limiter.consume(key);
    } catch (refused) {
      // A RateLimiterRes: over this window; anything else is the store failing with no insurance left.
      if (!(refused instanceof RateLimiterRes)) throw refused;
      retryAfterMs = Math.max(retryAfterMs, refused.msBeforeNext);
    }
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : { allowed: true };
}

/** The site's limits counted in this process's memory: one instance (tests, the embedded default's own). */
export function memoryLimits(limits: Partial<Record<LimitName, Window[]>> = {}): Limits {
  const figures: Record<LimitName, Window[]> = { ...LIMITS, ...limits };
  const limiters = new Map(
    (Object.entries(figures) as [LimitName, Window[]][]).map(([name, windows]) => [
      name,
      windows.map(
        (window) =>
          new RateLimiterMemory({
            keyPrefix: `${name}_${window.seconds}s`,
            points: window.points,
            duration: window.seconds,
          }),
      ),
    ]),
  );
  return { store: 'memory', take: (name, key) => takeFrom(limiters.get(name) ?? [], key) };
}

/**
 * The site's limits: in `database` (every instance on it shares the counts), else in this process's memory
 * (tests, or a single process without a database). `limits` overrides the figures (tests).
 */
export async function createLimits({
  database,
  limits = {},
}: {
  database?: Database;
  limits?: Partial<Record<LimitName, Window[]>>;
} = {}): Promise<Limits> {
  if (!database) return memoryLimits(limits);
  const figures: Record<LimitName, Window[]> = { ...LIMITS, ...limits };
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['springfield:limits-table']);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    );
  });
  const limiters = new Map<LimitName, RateLimiterAbstract[]>();
  for (const [name, windows] of Object.entries(figures) as [LimitName, Window[]][]) {
    limiters.set(
      name,
      await Promise.all(
        windows.map((window) => postgresLimiter(database, `${name}_${window.seconds}s`, window)),
      ),
    );
  }
  return { store: 'postgres', take: (name, key) => takeFrom(limiters.get(name) ?? [], key) };
}

/** No limits: every request allowed (SITE_RATE_LIMITS=off; never in a deployment). */
export const noLimits: Limits = { store: 'off', take: async () => ({ allowed: true }) };

/** The key of an e-mail address: a digest of it in lower case, so the store never holds the address. */
export const recipientKey = (address: string): string =>
  crypto.createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');
