// The site's one database (issue 25): PostgreSQL everywhere. Embedded by default (PGlite: PostgreSQL compiled to
// WebAssembly, its data in a folder, nothing to install), or a PostgreSQL server when DATABASE_URL is set
// (several instances of the site share it). Both answer the same SQL; the rest of the platform sees one
// interface: `transaction(work, { schema })`, where `work(tx)` gets `tx.query(sql, params)` (rows and the
// number of rows changed) and `tx.exec(sql)` (several statements), and runs with the schema as search path.
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '@springfield/shared/contract';

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

const wrap = (tx): Tx => ({
  async query(sql: string, params: unknown[] = []) {
    const result = await tx.query(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? result.rowCount ?? 0 };
  },
  async exec(sql: string) {
    if (typeof tx.exec === 'function') await tx.exec(sql);
    else await tx.query(sql);
  },
});

/** Whether process `pid` runs (a zombie, killed and not yet reaped by its parent, does not). */
function running(pid) {
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

/** How long a start waits for the process before it (stopping, or a restart's old process) to let go. */
const LOCK_WAIT_MS = 15_000;

/**
 * Only one process may open an embedded database's folder: a second would corrupt it. The lock file names the
 * process holding it; one left by a process that no longer runs (killed) is taken over, and one held by a
 * process that is still stopping is waited for a few seconds.
 */
async function lockFolder(dir) {
  const file = path.join(dir, '.springfield-lock');
  const mine = String(process.pid);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch {
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (!running(holder)) {
        fs.writeFileSync(file, mine);
        break;
      }
      if (holder === process.pid || Date.now() > deadline) {
        throw new Error(
          `${dir} is used by process ${holder}: the embedded database serves one process. Run several instances with DATABASE_URL (a PostgreSQL server).`,
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
  let db;
  try {
    const { PGlite } = require('@electric-sql/pglite');
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
        return work(wrap(tx));
      });
    },
    async close() {
      await db.close();
      unlock();
    },
  };
}

async function openServer(url: string, { max = 10 }: { max?: number } = {}): Promise<Database> {
  const { Pool } = require('pg');
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
        const result = await work(wrap(connection));
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
