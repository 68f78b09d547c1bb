// The site's one database (issue 25): PostgreSQL everywhere. Embedded by default (PGlite: PostgreSQL compiled to
// WebAssembly, its data in a folder, nothing to install), or a PostgreSQL server when DATABASE_URL is set
// (several instances of the site share it). Both answer the same SQL; the rest of the platform sees one
// interface: `transaction(work, { schema })`, where `work(tx)` gets `tx.query(sql, params)` (rows and the
// number of rows changed) and `tx.exec(sql)` (several statements), and runs with the schema as search path.
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '@springfield/shared/contract';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PoolClient, QueryResultRow } from 'pg';
import { isObject } from '../narrow';

/** A connection inside a transaction: the contract's query, and several statements at once. */
export interface Tx extends Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; affectedRows: number }>;
  exec(sql: string): Promise<void>;
}

/** The site's database: PGlite (embedded) or a PostgreSQL server, one transaction at a time per call. */
export interface Database {
  kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Tx) => Promise<T>, options?: { schema?: string }): Promise<T>;
  close(): Promise<void>;
}

/** A schema name as an SQL identifier: only lower-case letters, digits and "_" ever reach it. */
function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a schema name: ${name}`);
  return `"${name}"`;
}

/** PGlite's transaction as the platform's Tx (PGlite counts changed rows as `affectedRows`). */
const fromPglite = (tx: Transaction): Tx => ({
  async query<Row>(sql: string, params: unknown[] = []) {
    const result = await tx.query<Row>(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  },
  async exec(sql: string) {
    await tx.exec(sql);
  },
});

/** A PostgreSQL server's connection in a transaction as the platform's Tx (pg counts them as `rowCount`). */
const fromPg = (connection: PoolClient): Tx => ({
  async query<Row>(sql: string, params: unknown[] = []) {
    // The caller names the row it selected, as with PGlite (pg's rows are objects of columns).
    const result = await connection.query<Row & QueryResultRow>(sql, params);
    return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
  },
  // pg runs several statements in one simple query (no parameters).
  async exec(sql: string) {
    await connection.query(sql);
  },
});

/** Whether process `pid` runs (a zombie, killed and not yet reaped by its parent, does not). */
function running(pid: number) {
  if (!pid) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** This machine's boot (Linux): a lock written before the last boot names a process of another boot. */
function bootId(): string {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * When process `pid` started, in clock ticks since the boot (Linux, /proc/<pid>/stat's 22nd field), or '' where
 * it cannot be read. A PID is reused: in a container the site is PID 1 after every restart, so the PID alone
 * cannot say whether the lock's writer is this process or the one killed before it.
 */
function startTimeOf(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command (2nd field) is in parentheses and may hold spaces: the fields after its last ")".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** What a lock file says of its writer: its PID, the boot and its start time (a plain PID in older files). */
function holderOf(text: string): { pid: number; boot?: string; started?: string } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isObject(parsed)) {
      return {
        pid: Number(parsed.pid),
        boot: String(parsed.boot ?? ''),
        started: String(parsed.started ?? ''),
      };
    }
    return { pid: Number(parsed) };
  } catch {
    return { pid: Number(text) };
  }
}

/**
 * Whether a lock's writer still holds it: its process runs, in this boot, and is the process that wrote it (the
 * same start time). A lock of a killed process whose PID is now another's (PID 1 in a container after
 * `kill -9`, this very process included) is stale; so is a lock written before the last boot.
 */
function held(holder: { pid: number; boot?: string; started?: string }): boolean {
  if (!running(holder.pid)) return false;
  // A lock of an older version (a plain PID): its writer cannot be told apart from this process by its PID.
  if (holder.boot === undefined) return holder.pid !== process.pid;
  if (holder.boot && bootId() && holder.boot !== bootId()) return false;
  const started = startTimeOf(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

/** How long a start waits for the process before it (stopping, or a restart's old process) to let go. */
const LOCK_WAIT_MS = 15_000;

/**
 * Only one process may open an embedded database's folder: a second would corrupt it. The lock file names the
 * process holding it; one left by a process that no longer runs (killed) is taken over, and one held by a
 * process that is still stopping is waited for a few seconds.
 */
async function lockFolder(dir: string) {
  const file = path.join(dir, '.springfield-lock');
  const mine = JSON.stringify({ pid: process.pid, boot: bootId(), started: startTimeOf(process.pid) });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch {
      const holder = holderOf(fs.readFileSync(file, 'utf8'));
      if (!held(holder)) {
        // Stale: its process is gone, is another process now, or ran before the last boot.
        fs.writeFileSync(file, mine);
        break;
      }
      if (holder.pid === process.pid || Date.now() > deadline) {
        throw new Error(
          `${dir} is used by process ${holder.pid}: the embedded database serves one process. Run several instances with DATABASE_URL (a PostgreSQL server).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}

async function openEmbedded(dir: string | undefined): Promise<Database> {
  // No folder: in memory (tests).
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const unlock = dir ? await lockFolder(dir) : () => {};
  let db: PGlite;
  try {
    // Loaded only for the embedded database (a deployment on a PostgreSQL server never loads it).
    const { PGlite }: typeof import('@electric-sql/pglite') = require('@electric-sql/pglite');
    db = dir ? await PGlite.create(dir) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    // PGlite is one connection: its transactions queue, one at a time.
    transaction(work, { schema }: { schema?: string } = {}) {
      return db.transaction(async (tx) => {
        if (schema) await tx.exec(`SET LOCAL search_path TO ${identifier(schema)}`);
        return work(fromPglite(tx));
      });
    },
    async close() {
      await db.close();
      unlock();
    },
  };
}

async function openServer(url: string, { max = 10 }: { max?: number } = {}): Promise<Database> {
  const { Pool }: typeof import('pg') = require('pg');
  const pool = new Pool({ connectionString: url, max });
  // A connection that breaks while idle is an event to log, not a crash of the site.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    async transaction(work, { schema }: { schema?: string } = {}) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        if (schema) await connection.query(`SET LOCAL search_path TO ${identifier(schema)}`);
        const result = await work(fromPg(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the database: the PostgreSQL server at `url` (DATABASE_URL) when given, else the embedded one in `dir`.
 */
function openDatabase({
  url,
  dir,
  memory = false,
  max,
}: { url?: string; dir?: string; memory?: boolean; max?: number } = {}): Promise<Database> {
  if (url) return openServer(url, { max });
  if (!dir && !memory)
    throw new Error('openDatabase needs DATABASE_URL or a folder for the embedded database');
  return openEmbedded(memory ? undefined : dir);
}

export { openDatabase, identifier };
