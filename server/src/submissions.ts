// Staff commands on what residents submitted (issue 25), reading the areas' tables through what each area
// declares it keeps (its `kept` records, in its schema's _kept table), so they need none of the areas' code:
//
//   npm run submissions -- export --area community --since 2026-01-01 [--format json|csv] [--kind feedback]
//   npm run submissions -- purge [--area community]      deletes what is older than each kind's retention
//   npm run submissions -- kinds                         what each area keeps, and for how long
//   npm run submissions -- outbox                        dead-lettered jobs, counted by area and kind
//   npm run submissions -- outbox retry [--area a] [--kind k]   puts them back in the outbox, due at once
//   npm run submissions -- open311-key issue <name>      a new key for an Open311 client (shown once)
//   npm run submissions -- open311-key list              the keys: id, name, created, revoked
//   npm run submissions -- open311-key revoke <id>       the key stops working at once
//   npm run submissions -- audit [--limit 200]           the staff audit log, newest first (issue 44)
//
// The database is the site's: DATABASE_URL, else the embedded one in .site/data (or SITE_DATA_DIR), which only
// one process may open: stop the local server first, or use DATABASE_URL. Exports go to standard output; they
// hold personal data: keep them only as long as the task needs.
//
// Open311 keys (issue 43): POST Service Request on /open311/v2/requests.json needs an `api_key`, one per client
// (a partner's app, the city's own tools). The keys live in the services_payments area's schema (its table
// open311_keys, migration 3 of mfe-services-payments/src/server/migrations.ts), which keeps only each key's
// SHA-256: the key is printed once, when it is issued, and cannot be shown again (issue a new one instead).
import crypto from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';

import * as apps from './apps.cjs';
import { openDatabase, type Database } from './platform/database';
import { fieldOf, messageOf } from './narrow';
import {
  areasIn,
  deadJobs,
  exportRecords,
  keptOf,
  PLATFORM_KEPT,
  purge,
  retryDeadJobs,
  schemaOf,
} from './platform/platform';
import { createStaffStore, migrateStaff } from './staff/store';

const USAGE = `usage:
  npm run submissions -- export --area <area> --since <yyyy-mm-dd> [--format json|csv] [--kind <kind>]
  npm run submissions -- purge [--area <area>]
  npm run submissions -- kinds
  npm run submissions -- outbox [retry] [--area <area>] [--kind <kind>]
  npm run submissions -- open311-key issue <name>
  npm run submissions -- open311-key list
  npm run submissions -- open311-key revoke <id>
  npm run submissions -- audit [--limit <n>]`;

/** The area that serves Open311 and keeps its clients' keys (table open311_keys). */
const OPEN311_AREA = 'services_payments';

/** A key's digest as the area stores and checks it: SHA-256 of the key's text, in hex. */
export const open311KeyDigest = (key: string): string =>
  crypto.createHash('sha256').update(key, 'utf8').digest('hex');

export interface Open311Key {
  id: string;
  name: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** Runs `work` in the Open311 area's schema; a database the area never started in says so. */
async function inOpen311Area<T>(
  database: Database,
  work: Parameters<Database['transaction']>[0],
): Promise<T> {
  try {
    return (await database.transaction(work, { schema: schemaOf(OPEN311_AREA) })) as T;
  } catch (error) {
    if (fieldOf(error, 'code') === '42P01') {
      throw new Error(
        `this database has no Open311 keys table yet: start the site once with this build (its migrations create it)`,
      );
    }
    throw error;
  }
}

/** Issues a key for the client `name`: resolves with its id and the key itself (shown only now). */
export async function issueOpen311Key(
  database: Database,
  name: string,
): Promise<Open311Key & { key: string }> {
  const clean = name.trim();
  if (clean.length < 1 || clean.length > 200) throw new Error('a key needs a name of 1 to 200 characters');
  // 32 random bytes; the prefix tells a reader (or a secret scanner) what a leaked key is.
  const key = `sf311_${crypto.randomBytes(32).toString('base64url')}`;
  const { rows } = await inOpen311Area<{ rows: Open311Key[] }>(database, (tx) =>
    tx.query(
      `INSERT INTO open311_keys (name, key_sha256) VALUES ($1, $2)
       RETURNING id::text AS id, name, created_at, revoked_at`,
      [clean, open311KeyDigest(key)],
    ),
  );
  return { ...rows[0], key };
}

/** Every key ever issued, oldest first (never the key: it is not kept). */
export async function listOpen311Keys(database: Database): Promise<Open311Key[]> {
  const { rows } = await inOpen311Area<{ rows: Open311Key[] }>(database, (tx) =>
    tx.query('SELECT id::text AS id, name, created_at, revoked_at FROM open311_keys ORDER BY id'),
  );
  return rows;
}

/** Revokes key `id` (from then on its POSTs get 403); undefined when there is no such key. */
export async function revokeOpen311Key(database: Database, id: string): Promise<Open311Key | undefined> {
  if (!/^\d{1,18}$/.test(id))
    throw new Error(`"${id}" is not a key's id (npm run submissions -- open311-key list)`);
  const { rows } = await inOpen311Area<{ rows: Open311Key[] }>(database, (tx) =>
    tx.query(
      `UPDATE open311_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1::bigint
       RETURNING id::text AS id, name, created_at, revoked_at`,
      [id],
    ),
  );
  return rows[0];
}

/** npm run submissions -- open311-key issue <name> | list | revoke <id> */
async function open311KeyCommand(database: Database, [action, ...args]: string[]): Promise<void> {
  if (action === 'issue' && args.length > 0) {
    const issued = await issueOpen311Key(database, args.join(' '));
    console.log(`key ${issued.id} issued for ${issued.name}:\n\n  ${issued.key}\n`);
    console.log('Give it to the client now: only its digest is kept, it cannot be shown again.');
    return;
  }
  if (action === 'list' && args.length === 0) {
    for (const key of await listOpen311Keys(database)) {
      const state = key.revoked_at ? `revoked ${key.revoked_at.toISOString()}` : 'active';
      console.log(`${key.id}\t${key.name}\tcreated ${key.created_at.toISOString()}\t${state}`);
    }
    return;
  }
  if (action === 'revoke' && args.length === 1) {
    const revoked = await revokeOpen311Key(database, args[0]);
    if (!revoked) throw new Error(`no key ${args[0]} (npm run submissions -- open311-key list)`);
    console.log(`key ${revoked.id} (${revoked.name}) revoked ${revoked.revoked_at?.toISOString()}`);
    return;
  }
  throw new Error(USAGE);
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; objects as JSON, dates as ISO. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV block per kind, each after a line "# <kind>", a header row, then its rows. */
export function toCsv(records: Record<string, Record<string, unknown>[]>): string {
  const blocks: string[] = [];
  for (const [kind, rows] of Object.entries(records)) {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const lines = [`# ${kind}`, columns.map(csvField).join(',')];
    for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
    blocks.push(lines.join('\r\n'));
  }
  return `${blocks.join('\r\n\r\n')}\r\n`;
}

/** The folder the server writes e-mails to without SMTP_URL (serve.ts openPlatform's). */
const siteMailDir = () => process.env.SITE_MAIL_DIR || path.join(apps.root, '.site', 'outbox', 'mail');

/**
 * npm run submissions -- outbox: the dead-lettered jobs by area and kind, with the last refusal (no personal
 * data: the platform records only statuses and reasons); `outbox retry`: back in the outbox, due at once (the
 * next instance's poll sends them, within a second).
 */
export async function outboxCommand(
  database: Database,
  [action]: string[],
  { area, kind }: { area?: string; kind?: string },
  print: (line: string) => void = console.log,
): Promise<void> {
  if (area !== undefined && !(await areasIn(database)).includes(area)) {
    throw new Error(`no area "${area}" keeps data here (npm run submissions -- kinds lists them)`);
  }
  if (action === undefined) {
    const dead = (await deadJobs(database, area ? { area } : {})).filter((row) => !kind || row.kind === kind);
    if (dead.length === 0) print('no dead-lettered jobs');
    for (const row of dead)
      print(`${row.area}\t${row.kind}\t${row.count} dead\tlast: ${row.lastError ?? ''}`);
    return;
  }
  if (action === 'retry') {
    const retried = await retryDeadJobs(database, { ...(area ? { area } : {}), ...(kind ? { kind } : {}) });
    for (const [name, count] of Object.entries(retried))
      if (count > 0) print(`${name}\t${count} back in the outbox`);
    if (Object.values(retried).every((count) => count === 0)) print('no dead-lettered jobs');
    return;
  }
  throw new Error(USAGE);
}

/** The site's database, as the server opens it. */
const siteDatabase = () =>
  openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dir: process.env.SITE_DATA_DIR || path.join(apps.root, '.site', 'data'),
  });

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === 'open311-key') {
    const database = await siteDatabase();
    try {
      await open311KeyCommand(database, rest);
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'audit') {
    // The staff audit log (issue 44): who read or changed what, when; one JSON line per row, newest first.
    const { values: options } = parseArgs({
      args: rest,
      options: { limit: { type: 'string', default: '200' } },
    });
    const database = await siteDatabase();
    try {
      await migrateStaff(database);
      const rows = await createStaffStore(database).auditLog({ limit: Number(options.limit) || 200 });
      for (const row of rows) console.log(JSON.stringify(row));
    } finally {
      await database.close();
    }
    return;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: command === 'outbox',
    options: {
      area: { type: 'string' },
      since: { type: 'string' },
      format: { type: 'string', default: 'json' },
      kind: { type: 'string' },
    },
  });
  if (!['export', 'purge', 'kinds', 'outbox'].includes(command)) throw new Error(USAGE);
  const database = await siteDatabase();
  try {
    if (command === 'kinds') {
      for (const area of await areasIn(database)) {
        for (const kept of await keptOf(database, area)) {
          console.log(`${area}\t${kept.kind}\tkept ${kept.keep_days} days\t${kept.purpose}`);
        }
      }
      // What the platform keeps in every area besides (its outbox, the e-mail files).
      for (const kept of PLATFORM_KEPT) {
        console.log(`(every area)\t${kept.kind}\tkept ${kept.days} days\t${kept.purpose}`);
      }
      return;
    }
    if (command === 'outbox') {
      await outboxCommand(database, positionals, values);
      return;
    }
    if (command === 'purge') {
      const deleted = await purge(database, { area: values.area, mailDir: siteMailDir() });
      console.log(JSON.stringify(deleted, null, 2));
      return;
    }
    if (!values.area || !values.since) throw new Error(USAGE);
    const since = new Date(`${values.since}T00:00:00Z`);
    if (Number.isNaN(since.getTime())) throw new Error(`--since ${values.since} is not a date (yyyy-mm-dd)`);
    if (!(await areasIn(database)).includes(values.area)) {
      throw new Error(`no area "${values.area}" keeps data here (npm run submissions -- kinds lists them)`);
    }
    let records = await exportRecords(database, { area: values.area, since });
    if (values.kind) records = { [values.kind]: records[values.kind] ?? [] };
    if (values.format === 'csv') process.stdout.write(toCsv(records));
    else if (values.format === 'json') process.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
    else throw new Error(`--format ${values.format}: json or csv`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(2);
  });
}
