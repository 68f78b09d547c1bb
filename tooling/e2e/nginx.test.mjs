// A real cache in front (issue 27): nginx, with the configuration a city runs (deploy/nginx/nginx.conf.template),
// in front of two instances of the site. Pages are kept by their Cache-Control and forms never; the shell's build
// files come from disk in their Brotli copies; server code and source maps are never served. Under load, an
// instance killed, then a rolling restart of both, lose no request; with both down, the pages nginx holds are
// still served. Runs on the production build (npm run test:e2e builds it first), on ports and folders of its own.
// Skipped only when nginx is not installed and CI is not set.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import autocannon from 'autocannon';
import { nginxPath, startNginx } from '../nginx.mjs';
import { instancesBehind } from '../site-process.mjs';

const OFFSETS = [600, 700];
const NGINX_PORT = 8690;
const ORIGIN = `http://localhost:${NGINX_PORT}`;

const skip =
  !nginxPath() && !process.env.CI
    ? 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static); CI runs this test'
    : false;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
const { allApps, sites } = instancesBehind({ origin: ORIGIN, offsets: OFFSETS, folder });
const shellDist = path.join(allApps[0].root, 'shell', 'dist');
/** The running instances (undefined while one is stopped). */
const running = [undefined, undefined];
let nginx;

/** Pages of the load: nginx holds them after the first request. */
const PAGES = ['/', '/news', '/events', '/government', '/programs', '/departments'];

/**
 * Starts instance i and has it render every page of the load once, straight from it (its own address is one of
 * SITE_HOSTS): the load then meets no first render, which takes seconds on a busy machine.
 */
async function start(i) {
  running[i] = await sites[i].start();
  for (const page of PAGES) {
    let response;
    try {
      response = await fetch(`${sites[i].url}${page}`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
    } catch (error) {
      throw new Error(`instance ${i} did not render ${page} (${error.message}): ${running[i].errors()}`);
    }
    assert.equal(response.status, 200, `${page} from instance ${i}: ${running[i].errors()}`);
  }
}

before(async () => {
  if (skip) return;
  await Promise.all([start(0), start(1)]);
  nginx = await startNginx({
    upstreams: allApps.map((apps) => `127.0.0.1:${apps.shell.port}`),
    port: NGINX_PORT,
    shellDist,
    folder: path.join(folder, 'nginx'),
  });
});

after(async () => {
  // Everything is stopped even when a step failed, nginx first (its workers end with it).
  await nginx?.stop();
  await Promise.all(running.map((server) => server?.kill()));
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A GET through nginx, body read; `headers` adds request headers. */
async function get(pathname, headers = {}) {
  const response = await fetch(`${ORIGIN}${pathname}`, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** A GET whose body is kept as sent (fetch would decode a Brotli body). */
function rawGet(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    // The path as it is written (a URL would resolve "/./" and the like before sending it).
    const { hostname, port } = new URL(ORIGIN);
    const options = { hostname, port, path: pathname, headers, timeout: 30_000 };
    const request = http.get(options, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`${pathname} did not answer within 30 s`)));
    request.on('error', reject);
  });
}

/** nginx's access log lines that match `pattern`, once `count` of them are there (it is written every second). */
async function logged(pattern, count) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = nginx
      .accessLog()
      .split('\n')
      .filter((line) => pattern.test(line));
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many requests instance `i` answered with a 200 through nginx, by nginx's access log. */
function answeredBy(i) {
  const last = new RegExp(`127\\.0\\.0\\.1:${allApps[i].shell.port} upstream_status=(?:\\S+, )*200 `);
  return nginx
    .accessLog()
    .split('\n')
    .filter((line) => last.test(line)).length;
}

/**
 * Resolves once nginx has sent instance `i` requests again (a restarted instance is left out until its
 * fail_timeout has passed and a request to it succeeded): what an operator waits for before stopping the next.
 */
async function answeringAgain(i) {
  const before = answeredBy(i);
  const deadline = Date.now() + 20_000;
  while (answeredBy(i) === before) {
    if (Date.now() > deadline) throw new Error(`nginx sent instance ${i} no request after its restart`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A load through nginx at 20 connections: the pages nginx holds and, one request in seven, a page it does not
 * (an unknown query parameter each time: a new key for nginx, the same page for the instances), so that the
 * instances answer a share of the load while they are killed or restarted, as they would behind a cache.
 * Resolves with autocannon's result once `whileRunning` has finished and at least `seconds` have passed, and
 * a second more.
 */
async function load(seconds, whileRunning) {
  let n = 0;
  const uncached = (request) => ({ ...request, path: `${PAGES[n % PAGES.length]}?load=${n++}` });
  const instance = autocannon({
    url: ORIGIN,
    connections: 20,
    duration: 120,
    // Each connection is opened anew every 500 requests, before nginx closes it at its 1,000th
    // (keepalive_requests): autocannon, unlike a browser, sends its next request on a connection the server
    // said it closes, and would count the reset as a failure.
    reconnectRate: 500,
    requests: [
      ...PAGES.map((page) => ({ method: 'GET', path: page })),
      { method: 'GET', setupRequest: uncached },
    ],
  });
  const started = Date.now();
  try {
    await whileRunning();
    const left = Math.max(1000, started + seconds * 1000 - Date.now());
    await new Promise((resolve) => setTimeout(resolve, left));
  } finally {
    instance.stop();
  }
  return instance;
}

/** Requests, failures and answers other than 2xx of a load, with a message for the assertions. */
function outcome(result) {
  // A request that timed out counts among the errors too.
  const failed = result.errors;
  // What nginx logged of the answers other than 2xx and 3xx (status, upstreams, their statuses), counted.
  const counts = new Map();
  for (const line of nginx.accessLog().split('\n')) {
    const match = /" ([45]\d\d) \d+ \S+ (upstream=.*?) upstream_time/.exec(line);
    const what = match && `${match[1]} ${match[2]}`;
    if (what) counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  const answers = [...counts].map(([what, n]) => `\n  ${n} x ${what}`).join('');
  return {
    failed,
    non2xx: result.non2xx,
    total: result.requests.total,
    message: `${result.requests.total} requests, ${failed} failed, ${result.non2xx} not 2xx${answers}`,
  };
}

test(
  'pages through nginx are kept by their Cache-Control, forms never; build files come from disk in Brotli, server code and source maps never',
  { skip },
  async () => {
    const first = await get('/news');
    assert.equal(first.status, 200);
    assert.match(first.body, /<h1[^>]*>/);
    assert.equal(first.headers.get('x-cache-status'), 'MISS');
    assert.match(
      first.headers.get('content-security-policy') ?? '',
      /script-src/,
      'the instance sent the page',
    );
    const second = await get('/news');
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('x-cache-status'), 'HIT');
    assert.equal(second.body, first.body);
    // The same page kept once, whatever compression the visitor takes (nginx decompresses for one without gzip).
    const plain = await rawGet('/news', { 'Accept-Encoding': 'identity' });
    assert.equal(plain.headers['x-cache-status'], 'HIT');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), first.body);

    // Forms: sent to an instance every time, never kept, never answered from the cache.
    const post = (i) =>
      fetch(`${ORIGIN}/feedback`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
        body: new URLSearchParams({
          category: 'general',
          subject: `Through nginx ${i}`,
          message: `A message sent through the cache, number ${i}.`,
          anonymous: 'on',
          'submission-key': `nginx-e2e-${i}`.padEnd(32, '0'),
        }),
      });
    await get('/feedback');
    for (const i of [1, 2]) {
      const response = await post(i);
      assert.equal(response.status, 303, `feedback ${i} was taken`);
      assert.equal(response.headers.get('location'), '/feedback/thank-you');
      assert.ok(
        [null, 'MISS', 'BYPASS'].includes(response.headers.get('x-cache-status')),
        `a POST is not answered from the cache: ${response.headers.get('x-cache-status')}`,
      );
    }
    const posts = await logged(/"POST \/feedback HTTP\/1\.1" 303 .*upstream=127\.0\.0\.1:\d+ /, 2);
    assert.equal(posts.length, 2, `both forms reached an instance:\n${nginx.accessLog()}`);
    const form = await get('/feedback');
    assert.equal(form.status, 200, 'the form page is still the form, not a stored answer to a POST');
    assert.equal(form.headers.get('x-cache-status'), 'HIT');

    // A lookup of a resident's own citation: rendered for each request, kept by no cache, and the plate and
    // last name are not in nginx's log.
    const lookup = '/pay-fines?citation=PK-2024-777&plate=ZZT9999&last-name=Quimby';
    for (const i of [1, 2]) {
      const own = await get(lookup);
      assert.equal(own.status, 200);
      assert.equal(own.headers.get('cache-control'), 'private, no-store');
      assert.notEqual(own.headers.get('x-cache-status'), 'HIT', `lookup ${i} is not answered from the cache`);
    }
    assert.equal((await logged(/"GET \/pay-fines HTTP\/1\.1" 200 /, 2)).length, 2, nginx.accessLog());
    assert.doesNotMatch(nginx.accessLog(), /Quimby|ZZT9999/, 'no personal data in the access log');

    // Not pages from disk: the list and index.html come from an instance (the page's policy is set there).
    assert.ok((await get('/remotes.json')).headers.has('x-cache-status'));
    const index = await get('/index.html');
    assert.ok(index.headers.has('x-cache-status'));
    assert.match(index.headers.get('content-security-policy') ?? '', /script-src/);

    // The shell's files: from disk (no X-Cache-Status), their Brotli copy to a browser that takes it, cached as the
    // site's server caches them.
    const main = await rawGet('/main.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(main.status, 200);
    assert.equal(main.headers['content-encoding'], 'br');
    assert.match(main.headers['content-type'], /javascript/);
    assert.equal(main.headers['cache-control'], 'no-cache');
    assert.equal(main.headers['x-cache-status'], undefined);
    assert.ok(main.body.equals(fs.readFileSync(path.join(shellDist, 'main.js.br'))));
    const hashed = fs.readdirSync(shellDist).find((name) => /^design-system\.[0-9a-f]{10}\.css$/.test(name));
    const css = await rawGet(`/${hashed}`, { 'Accept-Encoding': 'br' });
    assert.equal(css.headers['content-encoding'], 'br');
    assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(css.headers['x-content-type-options'], 'nosniff');
    assert.equal(css.headers['content-security-policy'], "default-src 'none';frame-ancestors 'none'");

    // What a build holds that is not for browsers.
    const map = fs.readdirSync(shellDist).find((name) => name.endsWith('.js.map'));
    // And the instances' metrics, which they show to a request from their own machine, as nginx's are.
    for (const pathname of [
      '/server/render.js',
      `/${map}`,
      '/mf-stats.json',
      '/mf-stats.json.br',
      '/main.js.br',
      '/metrics',
      '/metrics/',
      '/METRICS',
      '/Metrics?x',
      '//server/render.js',
      '/Server/render.js',
      '/%2Fserver/render.js',
      '/./server/render.js',
    ]) {
      assert.equal((await rawGet(pathname)).status, 404, `${pathname} is not served`);
    }
  },
);

test(
  'a burst of POSTs from one address: past the burst nginx answers 429 with Retry-After itself',
  { skip },
  async () => {
    // Refused by the instances without counting them against the forms' limit (a form from another site: 403),
    // so that every 429 here is nginx's own. All at once: more than the burst of 30 the zone lets through.
    const burst = await Promise.all(
      Array.from({ length: 60 }, () =>
        fetch(`${ORIGIN}/feedback`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
          body: 'message=hello',
          signal: AbortSignal.timeout(30_000),
        }).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          cacheControl: response.headers.get('cache-control'),
          body: await response.text(),
        })),
      ),
    );
    const refused = burst.filter((answer) => answer.status === 429);
    const passed = burst.filter((answer) => answer.status === 403);
    assert.equal(refused.length + passed.length, burst.length, JSON.stringify(burst.map((a) => a.status)));
    assert.ok(passed.length >= 30, `the burst reached the instances: ${passed.length}`);
    assert.ok(refused.length >= 1, `nginx refused what came past the burst: ${refused.length}`);
    for (const answer of refused) {
      assert.equal(answer.retryAfter, '60');
      assert.equal(answer.cacheControl, 'no-store');
      assert.match(answer.body, /^Too many requests from your address/);
    }
    // Answered by nginx: those requests never reached an instance.
    const answered = await logged(/"POST \/feedback HTTP\/1\.1" 429 .*upstream=- /, refused.length);
    assert.equal(answered.length, refused.length, nginx.accessLog());
    // A GET is never counted: pages are still served to that address.
    assert.equal((await get('/news')).status, 200);
  },
);

test('an instance killed under load: no request fails', { skip }, async () => {
  for (const page of PAGES) assert.equal((await get(page)).status, 200);
  let result;
  try {
    result = outcome(
      await load(8, async () => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await running[0].kill();
        running[0] = undefined;
      }),
    );
  } finally {
    // Started again whatever happened: the next test restarts both.
    if (!running[0]) await start(0);
  }
  assert.equal(result.failed, 0, result.message);
  assert.equal(result.non2xx, 0, result.message);
  assert.ok(result.total > 1000, result.message);
  // The killed instance had been answering its share until it was killed.
  assert.ok(answeredBy(0) > 0, 'the first instance answered part of the load');
});

test(
  'a rolling restart (SIGTERM, start, then the other) under load: no request fails',
  { skip },
  async () => {
    const stopped = [];
    const result = outcome(
      await load(3, async () => {
        for (const i of [0, 1]) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          stopped.push(await running[i].stop());
          running[i] = undefined;
          await start(i);
          await answeringAgain(i);
        }
      }),
    );
    assert.deepEqual(
      stopped.map((exit) => exit.code),
      [0, 0],
      'each instance stopped cleanly',
    );
    assert.equal(result.failed, 0, result.message);
    assert.equal(result.non2xx, 0, result.message);
    assert.ok(result.total > 1000, result.message);
  },
);

/**
 * Moves a page's entry in nginx's cache `seconds` into the past, as if the page had been kept that long: the test
 * cannot wait for a page's minute to pass. The entry is the file named by the MD5 of its key
 * ($scheme$host$request_uri) in the folders levels=1:2 make of it; its header is ngx_http_file_cache_header_t
 * (version 5), whose second field is the time the entry is fresh until.
 */
function age(pathname, seconds) {
  const key = `httplocalhost${pathname}`;
  const md5 = crypto.createHash('md5').update(key).digest('hex');
  const file = path.join(nginx.cacheDir, md5.slice(-1), md5.slice(-3, -1), md5);
  const content = fs.readFileSync(file);
  assert.ok(content.includes(`\nKEY: ${key}\n`), `${file} is the entry of ${pathname}`);
  assert.equal(content.readBigUInt64LE(0), 5n, 'the cache entry has the layout this test knows');
  const validUntil = Number(content.readBigInt64LE(8));
  assert.ok(Math.abs(validUntil - (Date.now() / 1000 + 60)) < 120, 'the entry was fresh for a minute');
  const field = Buffer.alloc(8);
  field.writeBigInt64LE(BigInt(Math.floor(Date.now() / 1000) - seconds));
  const fd = fs.openSync(file, 'r+');
  try {
    fs.writeSync(fd, field, 0, 8, 8);
  } finally {
    fs.closeSync(fd);
  }
}

/** X-Cache-Status of `pathname` once it is `status` (a background update finishes after its response). */
async function cacheStatusBecomes(pathname, status) {
  const deadline = Date.now() + 5000;
  let last;
  while (Date.now() < deadline) {
    last = (await get(pathname)).headers.get('x-cache-status');
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return last;
}

test(
  'a page past its minute is revalidated in the background; with every instance down, the pages nginx holds are still served',
  { skip },
  async () => {
    // Within stale-while-revalidate: the kept page at once, and a fresh one fetched behind it. Each entry is
    // fresh (a HIT) before it is aged, so that no update of its own writes over the aged one.
    assert.equal(await cacheStatusBecomes('/events', 'HIT'), 'HIT');
    age('/events', 10);
    const stale = await get('/events');
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get('x-cache-status'), 'STALE');
    assert.equal(await cacheStatusBecomes('/events', 'HIT'), 'HIT');

    // Past stale-while-revalidate (ten minutes) and within stale-if-error (a day): the page is fetched anew
    // while an instance answers, and the kept one served while none does.
    assert.equal(await cacheStatusBecomes('/programs', 'HIT'), 'HIT');
    age('/programs', 700);
    assert.match((await get('/programs')).headers.get('x-cache-status'), /^(?:EXPIRED|REVALIDATED)$/);
    assert.equal(await cacheStatusBecomes('/programs', 'HIT'), 'HIT');
    age('/programs', 700);
    await Promise.all(running.map((server) => server.stop()));
    running.fill(undefined);

    const down = await get('/programs');
    assert.equal(down.status, 200);
    assert.equal(down.headers.get('x-cache-status'), 'STALE');
    assert.match(down.body, /<h1[^>]*>/);
    for (const page of PAGES) {
      const kept = await get(page);
      assert.equal(kept.status, 200, `${page} is still served`);
    }
    // A page nginx never held cannot be served.
    assert.ok([502, 504].includes((await get('/contact')).status));
  },
);
