// The staff side's own tables (issue 44), in the platform's schema `site_staff`, not in any area's: the
// sessions of signed-in staff (only the SHA-256 of each session id is kept; the id itself is in the cookie
// only) and the audit log (one row per read of personal data and per change, append-only: a trigger refuses
// every UPDATE and DELETE, so neither staff nor an area's code can edit what was recorded).
import crypto from 'node:crypto';
import type { Database, Tx } from '../platform/database';
import type { Queryable, StaffMember, StaffRole, StaffRoles } from '@springfield/shared/contract';
import { isObject } from '../narrow';
import { STAFF_ROLES } from './roles';

/** Whether `value` is one of the roles. */
const isRole = (value: unknown): value is StaffRole => STAFF_ROLES.some((role) => role === value);

/**
 * A session's roles as the database gives them back: jsonb, an object; or its text, from a driver that leaves
 * it so (read as JSON, only its roles kept).
 */
function rolesOf(value: StaffRoles | string): StaffRoles {
  if (typeof value !== 'string') return value;
  const parsed: unknown = JSON.parse(value);
  if (!isObject(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, StaffRole] => isRole(entry[1])),
  );
}

export const STAFF_SCHEMA = 'site_staff';

/** Idle timeout: a session unused this long is over. */
export const IDLE_MS = 30 * 60 * 1000;
/** Absolute timeout: a session this old is over, however busy. */
export const ABSOLUTE_MS = 10 * 60 * 60 * 1000;

const MIGRATIONS = [
  {
    version: 1,
    sql: `
      CREATE TABLE IF NOT EXISTS sessions (
        id_sha256 text PRIMARY KEY CHECK (id_sha256 ~ '^[0-9a-f]{64}$'),
        subject text NOT NULL,
        name text NOT NULL,
        email text,
        roles jsonb NOT NULL,
        csrf text NOT NULL,
        id_token text,
        created_at timestamptz NOT NULL,
        seen_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sessions_seen ON sessions (seen_at);
      CREATE TABLE IF NOT EXISTS audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        subject text NOT NULL,
        name text NOT NULL,
        area text NOT NULL,
        action text NOT NULL,
        record text,
        detail jsonb
      );
      CREATE INDEX IF NOT EXISTS audit_at ON audit (at);
      CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the audit log is append-only';
      END $$;
      DROP TRIGGER IF EXISTS audit_append_only ON audit;
      CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit
        FOR EACH ROW EXECUTE FUNCTION audit_append_only();
      CREATE TABLE IF NOT EXISTS idp_keys (
        name text PRIMARY KEY,
        value jsonb NOT NULL
      );
    `,
  },
];

/** One row of the audit log. */
export interface AuditEntry {
  subject: string;
  name: string;
  area: string;
  /** "viewed", "status-changed", "note-added", "assigned", "signed-in" … */
  action: string;
  /** The record's id within its area (a service request's number), or the page's path. */
  record?: string;
  detail?: Record<string, unknown>;
}

export interface AuditRow extends AuditEntry {
  id: string;
  at: string;
}

/** A session as read: the staff member it is for, and when it began. */
export interface StaffSession {
  staff: StaffMember;
  idToken?: string;
  createdAt: Date;
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** Brings the staff schema up to date, once, under a lock (two instances starting at once). */
export async function migrateStaff(database: Database): Promise<void> {
  await database.transaction(async (tx: Tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['springfield:migrate:site_staff']);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${STAFF_SCHEMA}`);
    await tx.exec(`SET LOCAL search_path TO ${STAFF_SCHEMA}`);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS _migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM _migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO _migrations (version) VALUES ($1)', [migration.version]);
    }
  });
}

/**
 * The staff store: sessions and the audit log. `now` is the clock (a test's fake one); the timeouts are
 * checked against it, never against the database's.
 */
export function createStaffStore(
  database: Database,
  { now = () => new Date(), idleMs = IDLE_MS, absoluteMs = ABSOLUTE_MS } = {},
) {
  const inSchema = <T>(work: (tx: Tx) => Promise<T>) => database.transaction(work, { schema: STAFF_SCHEMA });

  /** A new session for a member who just signed in: its id (for the cookie only) and its CSRF token. */
  async function create(
    member: Omit<StaffMember, 'csrf'>,
    idToken?: string,
  ): Promise<{ id: string; csrf: string }> {
    const id = randomToken();
    const csrf = randomToken();
    const at = now().toISOString();
    await inSchema((tx) =>
      tx.query(
        `INSERT INTO sessions (id_sha256, subject, name, email, roles, csrf, id_token, created_at, seen_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8)`,
        [
          sha256(id),
          member.subject,
          member.name,
          member.email ?? null,
          JSON.stringify(member.roles),
          csrf,
          idToken ?? null,
          at,
        ],
      ),
    );
    return { id, csrf };
  }

  /**
   * The session of a cookie's id, its last use moved to now; undefined when there is none or it is over (idle
   * or absolute timeout: then deleted).
   */
  async function read(id: string | undefined): Promise<StaffSession | undefined> {
    if (!id || !/^[A-Za-z0-9_-]{20,100}$/.test(id)) return undefined;
    const key = sha256(id);
    return inSchema(async (tx) => {
      const { rows } = await tx.query<{
        subject: string;
        name: string;
        email: string | null;
        roles: StaffRoles | string;
        csrf: string;
        id_token: string | null;
        created_at: Date | string;
        seen_at: Date | string;
      }>('SELECT * FROM sessions WHERE id_sha256 = $1', [key]);
      const row = rows[0];
      if (!row) return undefined;
      const at = now();
      const created = new Date(row.created_at);
      const seen = new Date(row.seen_at);
      if (at.getTime() - seen.getTime() > idleMs || at.getTime() - created.getTime() > absoluteMs) {
        await tx.query('DELETE FROM sessions WHERE id_sha256 = $1', [key]);
        return undefined;
      }
      await tx.query('UPDATE sessions SET seen_at = $2 WHERE id_sha256 = $1', [key, at.toISOString()]);
      return {
        staff: {
          subject: row.subject,
          name: row.name,
          ...(row.email ? { email: row.email } : {}),
          roles: rolesOf(row.roles),
          csrf: row.csrf,
        },
        ...(row.id_token ? { idToken: row.id_token } : {}),
        createdAt: created,
      };
    });
  }

  /** Ends a session (sign-out). */
  async function end(id: string | undefined): Promise<void> {
    if (!id) return;
    await inSchema((tx) => tx.query('DELETE FROM sessions WHERE id_sha256 = $1', [sha256(id)]));
  }

  /** Deletes the sessions that are over (run now and then). */
  async function sweep(): Promise<number> {
    const at = now().getTime();
    const result = await inSchema((tx) =>
      tx.query('DELETE FROM sessions WHERE seen_at < $1 OR created_at < $2', [
        new Date(at - idleMs).toISOString(),
        new Date(at - absoluteMs).toISOString(),
      ]),
    );
    return result.affectedRows ?? 0;
  }

  /** Appends one row to the audit log (in its own transaction, or in `tx` when given). */
  async function audit(entry: AuditEntry, tx?: Queryable): Promise<void> {
    const write = (q: Queryable) =>
      q.query(
        `INSERT INTO ${STAFF_SCHEMA}.audit (at, subject, name, area, action, record, detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
        [
          now().toISOString(),
          entry.subject,
          entry.name,
          entry.area,
          entry.action,
          entry.record ?? null,
          entry.detail ? JSON.stringify(entry.detail) : null,
        ],
      );
    if (tx) await write(tx);
    else await inSchema(write);
  }

  /** The audit log, newest first. */
  async function auditLog({ limit = 200 }: { limit?: number } = {}): Promise<AuditRow[]> {
    const { rows } = await inSchema((tx) =>
      tx.query<AuditRow & { at: Date | string; id: string | number }>(
        'SELECT id, at, subject, name, area, action, record, detail FROM audit ORDER BY id DESC LIMIT $1',
        [limit],
      ),
    );
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      ...(row.record === null ? { record: undefined } : {}),
      ...(row.detail === null ? { detail: undefined } : {}),
    }));
  }

  /** A value the embedded provider keeps (its signing keys, its cookie keys), or undefined. */
  async function kept<T>(name: string): Promise<T | undefined> {
    const { rows } = await inSchema((tx) =>
      tx.query<{ value: T }>('SELECT value FROM idp_keys WHERE name = $1', [name]),
    );
    return rows[0]?.value;
  }

  /** Keeps a value once: the first writer's stays (two instances starting at once agree). */
  async function keepOnce<T>(name: string, value: T): Promise<T> {
    await inSchema((tx) =>
      tx.query('INSERT INTO idp_keys (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING', [
        name,
        JSON.stringify(value),
      ]),
    );
    return (await kept<T>(name)) as T;
  }

  return { create, read, end, sweep, audit, auditLog, kept, keepOnce };
}

export type StaffStore = ReturnType<typeof createStaffStore>;
