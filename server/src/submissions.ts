// Staff commands on what residents submitted (issue 25), reading the areas' tables through what each area
// declares it keeps (its `kept` records, in its schema's _kept table), so they need none of the areas' code:
//
//   npm run submissions -- export --area community --since 2026-01-01 [--format json|csv] [--kind feedback]
//   npm run submissions -- purge [--area community]      deletes what is older than each kind's retention
//   npm run submissions -- kinds                         what each area keeps, and for how long
//
// The database is the site's: DATABASE_URL, else the embedded one in .site/data (or SITE_DATA_DIR), which only
// one process may open: stop the local server first, or use DATABASE_URL. Exports go to standard output; they
// hold personal data: keep them only as long as the task needs.
import path from 'node:path';
import { parseArgs } from 'node:util';

import * as apps from './apps.cjs';
import { openDatabase } from './platform/database';
import { areasIn, exportRecords, keptOf, purge } from './platform/platform';

const USAGE = `usage:
  npm run submissions -- export --area <area> --since <yyyy-mm-dd> [--format json|csv] [--kind <kind>]
  npm run submissions -- purge [--area <area>]
  npm run submissions -- kinds`;

/** A CSV field: quoted when it holds a comma, a quote or a line break; objects as JSON, dates as ISO. */
function csvField(value) {
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

async function main(argv) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      area: { type: 'string' },
      since: { type: 'string' },
      format: { type: 'string', default: 'json' },
      kind: { type: 'string' },
    },
  });
  if (!['export', 'purge', 'kinds'].includes(command)) throw new Error(USAGE);
  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dir: process.env.SITE_DATA_DIR || path.join(apps.root, '.site', 'data'),
  });
  try {
    if (command === 'kinds') {
      for (const area of await areasIn(database)) {
        for (const kept of await keptOf(database, area)) {
          console.log(`${area}\t${kept.kind}\tkept ${kept.keep_days} days\t${kept.purpose}`);
        }
      }
      return;
    }
    if (command === 'purge') {
      const deleted = await purge(database, { area: values.area });
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
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
}
