// The abuse suite (issue 43): one production instance with its limits on, as a deployment runs it, flooded by
// one client while a second client browses. The flooding client sends 1,000 Open311 POSTs (with an api_key
// issued by `npm run submissions -- open311-key issue`, so they pass authentication and meet the limits), 1,000
// form posts (feedback asking for a follow-up, so each accepted one queues an e-mail) and 10,000 search URLs
// never asked before, all interleaved, every e-mail to one of two victims' addresses. The browsing client asks
// for ordinary pages one after another, in a thread of its own (its own event loop, as a second client has),
// first with the site quiet, then during the flood. Afterwards:
//   - what was accepted, by status (201 / 303 accepted, 429 limited, 400 refused, 503 shed), per kind;
//   - the e-mails written per recipient (the instance's .eml folder, once its outbox has sent them);
//   - the browsing client's p50/p99, quiet and during the flood;
//   - the instance's memory (its process's resident set, render threads included, read from /proc).
// Each of issue 43's done-when is printed PASS or FAIL with its figure, and everything is written to
// bench/results/abuse.json. Bounded in time: the flood stops at FLOOD_S (what was not sent by then is counted),
// the whole run takes about four minutes.
//   node bench/abuse.mjs [--flood-seconds=180] [--quiet-seconds=20]   (or npm run bench -- --abuse)
// The instance runs on offset 970 (plus SITE_PORT_OFFSET), in a temporary folder of its own, with the site's
// default settings: limits on (never SITE_RATE_LIMITS=off), no payment processor, the embedded database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { appsAt, ltsNode, siteProcess } from '../tooling/site-process.mjs';
import { buildServer } from '../build/server-build.mjs';
import { writeResults } from './results.mjs';

const require = createRequire(import.meta.url);
const OFFSET = 970 + Number(process.env.SITE_PORT_OFFSET || 0);

const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
/** How long the browsing client measures the quiet site, and the longest the flood may last. */
const QUIET_S = option('quiet-seconds', 20);
const FLOOD_S = option('flood-seconds', 180);
/** What the flooding client sends. */
const COUNTS = { open311: 1000, forms: 1000, searches: 10000 };
/** The flooding client's connections at once (one client: one address, many sockets, as a script would). */
const FLOOD_CONNECTIONS = 32;
/** The two addresses every e-mail is sent to: the victims of a mail-bombing. */
const VICTIMS = ['victim-1@example.org', 'victim-2@example.org'];
/** The browsing client's ordinary pages (the page cache holds them, as production's would). */
const BROWSE = [
  '/',
  '/news',
  '/events',
  '/government',
  '/programs',
  '/services',
  '/departments',
  '/volunteer',
];
/** A request that takes longer than this is counted as a timeout. */
const REQUEST_TIMEOUT_MS = 30_000;

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};
const mb = (kb) => Math.round((kb / 1024) * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident set of a process in KB (render threads included: they are threads of the same process). */
function rssKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every half second; `mark(label)` names the phase the next samples belong to. */
function memorySampler(pid) {
  const samples = [];
  let phase = 'start';
  const timer = setInterval(() => samples.push({ t: Date.now(), phase, kb: rssKb(pid) }), 500);
  return {
    mark: (label) => (phase = label),
    stop: () => clearInterval(timer),
    of: (label) => samples.filter((s) => s.phase === label).map((s) => s.kb),
    samples,
  };
}

/** One request; resolves with its status ('error' or 'timeout' when there was none) and its time in ms. */
async function send(url, init = {}) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...init,
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: error.name === 'TimeoutError' ? 'timeout' : 'error', ms: performance.now() - started };
  }
}

/** The browsing client: ordinary pages one after another until `until()` is false; their times in ms. */
async function browse(site, until) {
  const times = [];
  const statuses = {};
  for (let i = 0; until(); i += 1) {
    const { status, ms } = await send(`${site}${BROWSE[i % BROWSE.length]}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    statuses[status] = (statuses[status] ?? 0) + 1;
    times.push(ms);
  }
  return {
    requests: times.length,
    statuses,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    worstMs: Math.round(Math.max(...times)),
  };
}

/**
 * The browsing client in a thread of its own: a second client with its own event loop, as a resident's browser is
 * (in the flooding client's loop, each page's time also counted the wait behind the flood's own responses: 32
 * connections of search pages to read and decompress). It browses until `stop()`, or until `untilMs`.
 */
function browsingClient(site, untilMs = 0) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { browse: site, untilMs } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { stop: () => worker.postMessage('stop'), result: result.finally(() => worker.terminate()) };
}

/**
 * The flooding client in a thread of its own, below the others' priority (nice 10): on this one machine it stands
 * for another machine, an attacker's, whose own work (reading and decompressing 10,000 search pages) would
 * otherwise take the server's cores; the server's work for it (renders, compression, limits) is the same.
 */
function floodingClient(plan, deadline) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { flood: plan, deadline } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

if (!isMainThread && workerData?.flood) {
  try {
    os.setPriority(10);
  } catch {
    // Not allowed here: the client floods at the same priority.
  }
  parentPort.postMessage(await flood(workerData.flood, workerData.deadline));
}

if (!isMainThread && workerData?.browse) {
  let going = true;
  parentPort.on('message', () => (going = false));
  const { browse: site, untilMs } = workerData;
  parentPort.postMessage(await browse(site, () => going && (!untilMs || Date.now() < untilMs)));
}

/** The flooding client's requests, interleaved: a POST of each kind every tenth search. */
function floodPlan(site, apiKey) {
  const form = { Origin: site, 'Content-Type': 'application/x-www-form-urlencoded' };
  const open311 = (i) => ({
    kind: 'open311',
    url: `${site}/open311/v2/requests.json`,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        api_key: apiKey,
        service_code: 'pothole-report',
        address_string: `${100 + i} Main Street`,
        description: `Abuse suite request ${i}: pay now at https://evil.example/pay`,
        'attribute[severity]': 'High',
        email: VICTIMS[i % VICTIMS.length],
        first_name: 'Abuse',
        last_name: `Suite ${i}`,
      }).toString(),
    },
  });
  const feedback = (i) => ({
    kind: 'forms',
    url: `${site}/feedback`,
    init: {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        name: `Abuse suite ${i}`,
        email: VICTIMS[i % VICTIMS.length],
        category: 'general',
        subject: `Abuse suite ${i}`,
        message: `Feedback ${i} from the abuse suite: pay now at https://evil.example/pay`,
        followUp: 'on',
        'submission-key': `abuse-${i}`.padEnd(32, '0'),
      }).toString(),
    },
  });
  const search = (i) => ({ kind: 'searches', url: `${site}/search?q=park+abuse+${i}`, init: {} });
  const plan = [];
  const every = COUNTS.searches / Math.max(COUNTS.open311, COUNTS.forms);
  for (let i = 0; i < COUNTS.searches; i += 1) {
    plan.push(search(i));
    if (i % every === 0) {
      const n = i / every;
      if (n < COUNTS.open311) plan.push(open311(n));
      if (n < COUNTS.forms) plan.push(feedback(n));
    }
  }
  return plan;
}

/** Sends the plan on FLOOD_CONNECTIONS connections until it is done or the deadline passes. */
async function flood(plan, deadline) {
  const byKind = Object.fromEntries(Object.keys(COUNTS).map((kind) => [kind, { sent: 0, statuses: {} }]));
  let next = 0;
  async function worker() {
    while (next < plan.length && Date.now() < deadline) {
      const { kind, url, init } = plan[next++];
      const { status } = await send(url, init);
      byKind[kind].sent += 1;
      byKind[kind].statuses[status] = (byKind[kind].statuses[status] ?? 0) + 1;
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, worker));
  for (const [kind, figures] of Object.entries(byKind)) figures.notSent = COUNTS[kind] - figures.sent;
  return { seconds: Math.round((Date.now() - started) / 100) / 10, byKind };
}

/** The .eml files in `dir`, counted by recipient (their To: header). */
function mailsByRecipient(dir) {
  const counts = {};
  if (!fs.existsSync(dir)) return counts;
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.eml'))) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? 'unknown';
    const address = /<([^>]+)>/.exec(to)?.[1] ?? to;
    counts[address.toLowerCase()] = (counts[address.toLowerCase()] ?? 0) + 1;
  }
  return counts;
}

/** Waits until the mail folder has not changed for three seconds (the outbox has sent what it holds), at most 45 s. */
async function mailSettled(dir) {
  let last = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const count = Object.values(mailsByRecipient(dir)).reduce((a, b) => a + b, 0);
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 3000) break;
    await sleep(500);
  }
}

/** Issues an Open311 key on the stopped instance's database, as staff would; returns the key. */
function issueKey(root, env) {
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'submissions', '--', 'open311-key', 'issue', 'abuse suite'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  const key = /^\s{2}(\S+)\s*$/m.exec(run.stdout ?? '')?.[1];
  if (run.status !== 0 || !key) throw new Error(`open311-key issue failed: ${run.stdout}${run.stderr}`);
  return key;
}

export async function measureAbuse() {
  const apps = appsAt(OFFSET);
  // The server as its sources are now: the limits are read from its build.
  buildServer();
  const { LIMITS } = require(path.join(apps.root, 'server', 'dist', 'limits.js'));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-abuse-'));
  const node = ltsNode(apps.root) ?? process.execPath;
  // Limits on, as a deployment has them (siteProcess turns them off unless told).
  const site = siteProcess({ apps, folder, offset: OFFSET, node, env: { SITE_RATE_LIMITS: 'on' } });
  // The site's default: no payment processor (the env object is the one the instance starts with).
  delete site.env.PAYMENT_PROCESSOR;
  const env = site.env;
  const mailDir = env.SITE_MAIL_DIR;
  let instance;
  let sampler;
  try {
    // Once to create the tables (its migrations), stopped to issue the key (the embedded database has one
    // process at a time), then again for the run.
    console.log('abuse: starting the instance once (its tables), issuing an Open311 key…');
    await (await site.start()).stop();
    const apiKey = issueKey(apps.root, env);
    instance = await site.start();
    const pid = instance.child.pid;
    sampler = memorySampler(pid);
    for (const page of BROWSE) for (let i = 0; i < 2; i += 1) await send(`${site.url}${page}`);

    console.log(`abuse: the browsing client alone for ${QUIET_S} s…`);
    sampler.mark('quiet');
    const quiet = await browsingClient(site.url, Date.now() + QUIET_S * 1000).result;

    console.log(
      `abuse: the flood (${COUNTS.open311} Open311 POSTs, ${COUNTS.forms} form posts, ${COUNTS.searches} searches on ${FLOOD_CONNECTIONS} connections, at most ${FLOOD_S} s) while the browsing client browses…`,
    );
    sampler.mark('flood');
    const during = browsingClient(site.url);
    const flooded = await floodingClient(floodPlan(site.url, apiKey), Date.now() + FLOOD_S * 1000);
    during.stop();
    const browsing = await during.result;

    sampler.mark('after');
    await mailSettled(mailDir);
    await sleep(2000);
    sampler.stop();
    const mails = mailsByRecipient(mailDir);
    const floodSamples = sampler.of('flood');
    const memory = {
      quietPeakMb: mb(Math.max(...sampler.of('quiet'))),
      floodPeakMb: mb(Math.max(...floodSamples)),
      // Half-way through the flood, to tell a plateau from a climb.
      floodMidMb: mb(floodSamples[Math.floor(floodSamples.length / 2)] ?? 0),
      floodLastMb: mb(sampler.of('flood').at(-1) ?? 0),
      afterMb: mb(sampler.of('after').at(-1) ?? 0),
      samples: sampler.samples.length,
    };
    return {
      limits: { forms: LIMITS.forms, open311: LIMITS.open311, recipient: LIMITS.recipient },
      counts: COUNTS,
      floodConnections: FLOOD_CONNECTIONS,
      quietSeconds: QUIET_S,
      floodSecondsMax: FLOOD_S,
      instanceNode: spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim(),
      flood: flooded,
      browsing: { pages: BROWSE, quiet, during: browsing },
      mails: { victims: VICTIMS, byRecipient: mails },
      memory,
      instanceErrors: instance.errors().slice(-2000),
    };
  } finally {
    sampler?.stop();
    await instance?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Issue 43's done-when, each with its figure. */
export function verdicts(results) {
  const accepted = (kind, statuses) =>
    statuses.reduce((sum, status) => sum + (results.flood.byKind[kind].statuses[status] ?? 0), 0);
  const open311Limit = results.limits.open311[0].points;
  const formsLimit = results.limits.forms[0].points;
  const recipientLimit = results.limits.recipient[0].points;
  const mostMails = Math.max(0, ...Object.values(results.mails.byRecipient));
  const { quiet, during } = results.browsing;
  const { quietPeakMb, floodPeakMb, floodMidMb, floodLastMb } = results.memory;
  return [
    {
      check: 'Open311 POSTs accepted from one client',
      figure: accepted('open311', [201]),
      limit: `at most ${open311Limit} (LIMITS.open311, per client per ${results.limits.open311[0].seconds / 60} min)`,
      pass: accepted('open311', [201]) <= open311Limit,
    },
    {
      check: 'form posts accepted from one client',
      figure: accepted('forms', [303, 200, 201]),
      limit: `at most ${formsLimit} (LIMITS.forms, per client per ${results.limits.forms[0].seconds / 60} min)`,
      pass: accepted('forms', [303, 200, 201]) <= formsLimit,
    },
    {
      check: 'e-mails to one recipient',
      figure: mostMails,
      limit: `at most ${recipientLimit} a day (LIMITS.recipient)`,
      pass: mostMails <= recipientLimit,
    },
    {
      check: "browsing client's p99 during the flood",
      figure: `${during.p99Ms} ms (quiet ${quiet.p99Ms} ms, ${Math.round((during.p99Ms / quiet.p99Ms) * 10) / 10}x)`,
      limit: 'within 2x of quiet',
      pass: during.p99Ms <= 2 * quiet.p99Ms,
    },
    {
      check: "server's memory (RSS)",
      figure: `peak ${floodPeakMb} MB during the flood (quiet ${quietPeakMb} MB), ${floodMidMb} MB half-way, ${floodLastMb} MB at its end`,
      limit:
        "bounded: peak at most 2x the quiet peak, and no climb in the flood's second half (end at most 1.1x half-way)",
      pass: floodPeakMb <= 2 * quietPeakMb && floodLastMb <= 1.1 * floodMidMb,
    },
  ];
}

export function printAbuse(results, checks) {
  console.log(
    `\nabuse suite: one client flooding for ${results.flood.seconds} s on ${results.floodConnections} connections (instance on Node ${results.instanceNode}, ${os.availableParallelism()} cores)`,
  );
  for (const [kind, r] of Object.entries(results.flood.byKind)) {
    const statuses = Object.entries(r.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `  ${kind.padEnd(8)} sent ${r.sent} of ${results.counts[kind]} (not sent ${r.notSent}): ${statuses}`,
    );
  }
  const mails = Object.entries(results.mails.byRecipient);
  console.log(
    `  e-mails written per recipient: ${mails.length ? mails.map(([to, n]) => `${to} ${n}`).join(', ') : 'none'}`,
  );
  const { quiet, during } = results.browsing;
  console.log(
    `  browsing client, quiet:  ${quiet.requests} pages, p50 ${quiet.p50Ms} ms, p99 ${quiet.p99Ms} ms, worst ${quiet.worstMs} ms, ${JSON.stringify(quiet.statuses)}`,
  );
  console.log(
    `  browsing client, flood:  ${during.requests} pages, p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms, worst ${during.worstMs} ms, ${JSON.stringify(during.statuses)}`,
  );
  const m = results.memory;
  console.log(
    `  server RSS: quiet peak ${m.quietPeakMb} MB, flood peak ${m.floodPeakMb} MB, half-way ${m.floodMidMb} MB, at the flood's end ${m.floodLastMb} MB, after ${m.afterMb} MB`,
  );
  console.log('');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.check}: ${c.figure} (${c.limit})`);
}

if (isMainThread && import.meta.url === `file://${process.argv[1]}`) {
  measureAbuse().then(
    (results) => {
      const checks = verdicts(results);
      printAbuse(results, checks);
      console.log(`\nwritten: ${writeResults('abuse', { ...results, verdicts: checks })}`);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
