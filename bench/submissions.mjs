// Submissions under load (issue 25), on the embedded database and on a PostgreSQL server side by side: 1,000
// mixed form submissions (feedback, newsletter sign-ups, event registrations, service requests) at 50
// connections against the production build, a tenth of them sent twice with the same one-time key (a double
// tap), after a warm-up of 20 of each form that is not measured. Afterwards every submission the server confirmed must be stored once: "lost" counts confirmed ones
// missing, "duplicated" records stored more than once. Run alone with `node bench/submissions.mjs`
// (or `npm run bench -- --submissions-only`); `npm run bench` runs it last, in its own process (its ports are
// moved by SITE_PORT_OFFSET, which the site's modules read when loaded).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { siteProcess } from '../tooling/site-process.mjs';
import { writeResults } from './results.mjs';

const OFFSET = 400 + Number(process.env.SITE_PORT_OFFSET || 0);
process.env.SITE_PORT_OFFSET = String(OFFSET);
const require = createRequire(import.meta.url);
const apps = require('@springfield/tooling/apps');
const { openDatabase } = require('@springfield/server/database');
const { exportRecords } = require('@springfield/server/platform');
const { startPostgres, postgresAvailable } = require('../tooling/platform/postgres-server.cjs');

const SITE = `http://localhost:${apps.shell.port}`;
const TOTAL = 1000;
const CONNECTIONS = 50;
export const TARGET_P99_MS = 100;

const token = (i) => `[bench ${i}]`;
const keyOf = (i) => `bench-${i}`.padEnd(32, '0');

/**
 * The forms, each with the area and kind its records are exported under, and its fields for submission i.
 * Registrations go to the events with the most places left, so few are refused as full.
 */
const FORMS = [
  {
    area: 'community',
    kind: 'feedback',
    path: '/feedback',
    fields: (i) => ({
      category: 'general',
      subject: `Bench ${token(i)}`,
      message: `Feedback sent by the benchmark ${token(i)}.`,
      anonymous: 'on',
    }),
  },
  {
    area: 'news_events',
    kind: 'newsletter-subscription',
    path: '/news',
    fields: (i) => ({ email: `bench-${i}@example.com` }),
    token: (row) => /bench-(\d+)@example\.com/.exec(JSON.stringify(row)),
  },
  {
    area: 'news_events',
    kind: 'event-registration',
    // Spread over four events with 470 places between them, so that nearly all are taken.
    path: '/events/1/register',
    pathOf: (i) => `/events/${[1, 4, 8, 5][Math.floor(i / 4) % 4]}/register`,
    fields: (i) => ({
      name: `Resident ${token(i)}`,
      email: `resident-${i}@example.com`,
      phone: '(555) 123-4567',
      organization: '',
      notes: '',
    }),
  },
  {
    area: 'services_payments',
    kind: 'service-request',
    path: '/services/pothole-report',
    fields: (i) => ({
      location: `${100 + (i % 800)} Oak Street`,
      description: `Pothole reported by the benchmark ${token(i)}.`,
      severity: 'Medium',
      contact: '',
    }),
  },
];

/** The submissions in the order they are sent: each tenth repeats the one before (same key, same fields). */
function plan() {
  const sends = [];
  for (let n = 0, i = 0; n < TOTAL; n += 1) {
    const repeat = n % 10 === 9 && sends.length > 0;
    sends.push(repeat ? sends.at(-1) : { i, form: FORMS[i % FORMS.length] });
    if (!repeat) i += 1;
  }
  return sends;
}

/** Sends one submission outside the measurement; resolves with its status. */
async function sendOne({ i, form }) {
  const response = await fetch(`${SITE}${form.pathOf?.(i) ?? form.path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields(i), 'submission-key': keyOf(i) }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Submissions numbered from here warm the server up (its code compiled, its caches filled) before the load. */
const WARM_UP_FROM = 100_000;
const WARM_UP_EACH = 20;
const WARM_UP_ARTICLE = '/news/federal-grant-infrastructure';

/**
 * The floor under these figures: the same page server answering the same number of form posts at the same
 * concurrency through the same route-action path, for the lightest form: a Quick Pay payment, which records one
 * row (no outbox, no e-mail) and can be paid any number of times. What the submissions cost above it is theirs.
 */
async function floor() {
  await sendOne({ i: 0, form: FLOOR_FORM });
  const result = await autocannon({
    url: SITE,
    connections: CONNECTIONS,
    amount: TOTAL,
    requests: [
      {
        method: 'POST',
        path: FLOOR_FORM.path,
        headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(FLOOR_FORM.fields()).toString(),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    redirects: result['3xx'],
  };
}

const FLOOR_FORM = {
  path: '/pay-fines/pay/traffic',
  fields: () => ({ method: 'credit' }),
};

async function load() {
  const sends = plan();
  let next = 0;
  const confirmed = new Map(FORMS.map((form) => [form.kind, new Set()]));
  // Warm-up, not measured (its submissions are audited with the others). First a news article: the server loads
  // jsdom (its sanitiser's DOM, some 1.5 s of compiling that blocks it) on the first page that needs it.
  await (await fetch(`${SITE}${WARM_UP_ARTICLE}`)).arrayBuffer();
  for (let round = 0; round < WARM_UP_EACH; round += 1) {
    await Promise.all(
      FORMS.map(async (form, f) => {
        const i = WARM_UP_FROM + round * FORMS.length + f;
        if ((await sendOne({ i, form })) === 303) confirmed.get(form.kind).add(i);
      }),
    );
  }
  const answers = {};
  const result = await autocannon({
    url: SITE,
    connections: CONNECTIONS,
    amount: TOTAL,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const send = sends[next++ % sends.length];
          context.send = send;
          return {
            ...request,
            path: send.form.pathOf?.(send.i) ?? send.form.path,
            headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              ...send.form.fields(send.i),
              'submission-key': keyOf(send.i),
            }).toString(),
          };
        },
        onResponse(status, body, context) {
          answers[status] = (answers[status] ?? 0) + 1;
          if (status === 303) confirmed.get(context.send.form.kind).add(context.send.i);
        },
      },
    ],
  });
  return { result, confirmed, answers };
}

/** Confirmed submissions missing from the store, and records stored more than once, per kind. */
async function audit(database, confirmed) {
  const byArea = {};
  const report = {};
  for (const form of FORMS) {
    byArea[form.area] ??= await exportRecords(database, { area: form.area, since: new Date(0) });
    const rows = byArea[form.area][form.kind] ?? [];
    const seen = new Map();
    for (const row of rows) {
      const found = (form.token ?? ((r) => /\[bench (\d+)\]/.exec(JSON.stringify(r))))(row);
      if (!found) continue;
      seen.set(Number(found[1]), (seen.get(Number(found[1])) ?? 0) + 1);
    }
    const lost = [...confirmed.get(form.kind)].filter((i) => !seen.has(i)).length;
    const duplicated = [...seen.values()].filter((count) => count > 1).length;
    report[form.kind] = { confirmed: confirmed.get(form.kind).size, stored: rows.length, lost, duplicated };
  }
  return report;
}

async function runOn(name, databaseUrl) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-submissions-'));
  const site = siteProcess({
    apps,
    folder,
    offset: OFFSET,
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  });
  const server = await site.start();
  try {
    const { result, confirmed, answers } = await load();
    const floorFigures = await floor();
    await server.stop();
    const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dir: site.env.SITE_DATA_DIR });
    let kinds;
    try {
      kinds = await audit(database, confirmed);
    } finally {
      await database.close();
    }
    const totals = Object.values(kinds).reduce(
      (sum, kind) => ({ lost: sum.lost + kind.lost, duplicated: sum.duplicated + kind.duplicated }),
      { lost: 0, duplicated: 0 },
    );
    return {
      database: name,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      answers,
      kinds,
      floor: floorFigures,
      ...totals,
    };
  } finally {
    await server.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Both databases, one after the other on the same build and machine. */
export async function measureSubmissions() {
  const results = [await runOn('PGlite (embedded)')];
  if (postgresAvailable()) {
    const postgres = await startPostgres();
    try {
      results.push(await runOn('PostgreSQL server', postgres.url));
    } finally {
      await postgres.stop();
    }
  } else {
    console.warn('PostgreSQL is not installed: submissions measured on PGlite only.');
  }
  return results;
}

export function printSubmissions(results) {
  console.log(
    `\nSubmissions (${TOTAL} mixed form posts, ${CONNECTIONS} connections, a tenth sent twice with the same key):`,
  );
  for (const r of results) {
    const ok = r.lost === 0 && r.duplicated === 0 && r.errors === 0 && r.latencyP99Ms <= TARGET_P99_MS;
    const answers = Object.entries(r.answers)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `  ${r.database.padEnd(20)} ${r.requestsPerSecond} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms (target ≤ ${TARGET_P99_MS}), answers ${answers}, errors ${r.errors}, lost ${r.lost}, duplicated ${r.duplicated} ${ok ? '(ok)' : '(NOT MET)'}`,
    );
    console.log(
      `    floor (the same posts through the same path, storing nothing): ${r.floor.requestsPerSecond} req/s, p50 ${r.floor.latencyP50Ms} ms, p99 ${r.floor.latencyP99Ms} ms`,
    );
    for (const [kind, k] of Object.entries(r.kinds)) {
      console.log(
        `    ${kind.padEnd(24)} confirmed ${k.confirmed}, stored ${k.stored}, lost ${k.lost}, duplicated ${k.duplicated}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureSubmissions().then(
    (results) => {
      printSubmissions(results);
      console.log(`written: ${writeResults('submissions', results)}`);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
