// The cache in front (issue 27), measured side by side on one machine at 50 connections: (a) a build file nginx
// sends from disk (main.js, its Brotli copy: the reference), (b) pages through nginx once it holds them, (c) the
// same pages from two instances through nginx with its cache off. Targets: through the cache at least 90 % of the
// file's requests per second with p99 <= 20 ms; without it at least 50 %, p99 <= 50 ms; no error anywhere.
// Run alone with `node tooling/bench-nginx.mjs` (or `npm run bench -- --nginx-only`); `npm run bench` runs it
// after the submissions, in its own process, on ports of its own (instances on offsets 800 and 900, nginx on
// 8990). Writes bench-results/nginx.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { nginxPath, startNginx } from './nginx.mjs';
import { instancesBehind, ltsNode } from './site-process.mjs';

const require = createRequire(import.meta.url);
const { runWrk, wrkPath } = require('./wrk.cjs');

const OFFSETS = [800, 900];
const NGINX_PORT = 8990;
const CONNECTIONS = 50;
const SECONDS = 10;
/** The routes of bench.mjs's load test. */
const ROUTES = ['/', '/news', '/news/federal-grant-infrastructure', '/government', '/programs'];
/** What a browser sends: the file's Brotli copy, the page as the cache holds it (gzip). */
const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };
export const TARGETS = { cachedShare: 0.9, cachedP99Ms: 20, uncachedShare: 0.5, uncachedP99Ms: 50 };

/**
 * Each connection is opened anew every 500 requests, before nginx closes it at its 1,000th (keepalive_requests):
 * autocannon, unlike a browser, sends its next request on a connection the server said it closes.
 */
const RECONNECT_EVERY = 500;

/**
 * CONNECTIONS for SECONDS against `paths` on `url`: requests/s, latency, failures. With wrk where it is
 * installed (the measure: a C client on two threads, whose own waits do not add to the latencies) and with
 * autocannon (a Node client on one thread, the client of the other benchmarks), one after the other.
 */
async function measure(url, paths) {
  const viaWrk = wrkPath()
    ? await runWrk({ url, paths, connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS })
    : undefined;
  const viaAutocannon = await measureWithAutocannon(url, paths);
  return viaWrk ? { ...viaWrk, autocannon: viaAutocannon } : viaAutocannon;
}

async function measureWithAutocannon(url, paths) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    reconnectRate: RECONNECT_EVERY,
    headers: HEADERS,
    requests: paths.map((route) => ({ method: 'GET', path: route })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    // A request that timed out counts among the errors too.
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Every path on every instance (the cache fills, each instance renders and keeps each page: nginx sends the
 * requests to the instances in turn, so each path is asked for four times), then the measured run: the
 * targets are for warm pages, and a page one instance had not rendered yet made every request for it wait on
 * that render in the measured run (p99 764 ms through wrk, one instance alone 15 ms).
 */
async function warmThenMeasure(url, paths) {
  for (let round = 0; round < 2 * OFFSETS.length; round += 1) {
    for (const route of paths) {
      const response = await fetch(`${url}${route}`, { headers: HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    }
  }
  await autocannon({
    url,
    connections: CONNECTIONS,
    duration: 2,
    reconnectRate: RECONNECT_EVERY,
    headers: HEADERS,
    requests: [{ path: paths[0] }],
  });
  return measure(url, paths);
}

/** The three measures, with two instances and nginx started and stopped around them. */
export async function measureNginx() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const origin = `http://localhost:${NGINX_PORT}`;
  // The instances run on the image's Node (24 LTS) where .ci/run installed it: on this machine's Node 20 the
  // young generation's collections took six times as long under this load (docs/deployment.md).
  const node = ltsNode(path.resolve(new URL('..', import.meta.url).pathname)) ?? process.execPath;
  const { allApps, sites } = instancesBehind({ origin, offsets: OFFSETS, folder, node });
  const shellDist = path.join(allApps[0].root, 'shell', 'dist');
  const instances = [];
  let nginx;
  try {
    instances.push(...(await Promise.all(sites.map((site) => site.start()))));
    const upstreams = allApps.map((apps) => `127.0.0.1:${apps.shell.port}`);
    const results = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      routes: ROUTES,
      targets: TARGETS,
      // What else the machine was doing: the figures are only as good as the cores left to nginx and the client.
      loadAverageBefore: os.loadavg()[0],
      instanceNode: spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim(),
      client: wrkPath()
        ? 'wrk, 2 threads (autocannon below, for comparison)'
        : 'autocannon (install wrk for a client whose own waits do not count: apt-get install wrk)',
    };

    nginx = await startNginx({ upstreams, port: NGINX_PORT, shellDist, folder: path.join(folder, 'cached') });
    console.log('nginx: a build file from disk…');
    results.file = { path: '/main.js', ...(await warmThenMeasure(origin, ['/main.js'])) };
    console.log('nginx: pages from its cache…');
    results.cached = await warmThenMeasure(origin, ROUTES);
    await nginx.stop();
    nginx = undefined;

    nginx = await startNginx({
      upstreams,
      port: NGINX_PORT,
      shellDist,
      folder: path.join(folder, 'uncached'),
      cache: false,
    });
    console.log('nginx: pages from the two instances, cache off…');
    results.uncached = await warmThenMeasure(origin, ROUTES);
    results.loadAverageAfter = os.loadavg()[0];
    return results;
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.kill()));
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function printNginx(results) {
  const { file, cached, uncached } = results;
  const clean = (r) => r.errors === 0 && r.non2xx === 0;
  const ok = (met) => (met ? '(ok)' : '(NOT MET)');
  const figures = (r) =>
    `${String(r.requestsPerSecond).padStart(6)} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, ${r.requests} requests, errors ${r.errors}, non-2xx ${r.non2xx}`;
  /** One client's three lines: (b) and (c) against that client's own (a). */
  const report = (a, b, c, indent) => {
    const share = (r) => r.requestsPerSecond / a.requestsPerSecond;
    const verdict = (r, minShare, maxP99) =>
      `: ${Math.round(share(r) * 100)} % of (a) (target >= ${minShare * 100} %), p99 target <= ${maxP99} ms ${ok(clean(r) && share(r) >= minShare && r.latencyP99Ms <= maxP99)}`;
    console.log(`${indent}${`(a) ${file.path} from disk (Brotli)`.padEnd(34)} ${figures(a)} ${ok(clean(a))}`);
    console.log(
      `${indent}${'(b) pages from the cache'.padEnd(34)} ${figures(b)}${verdict(b, TARGETS.cachedShare, TARGETS.cachedP99Ms)}`,
    );
    console.log(
      `${indent}${'(c) pages from the instances'.padEnd(34)} ${figures(c)}${verdict(c, TARGETS.uncachedShare, TARGETS.uncachedP99Ms)}`,
    );
  };
  console.log(
    `\nnginx in front of two instances (${results.connections} connections, ${results.seconds} s each, pages ${results.routes.join(' ')}; load average ${results.loadAverageBefore.toFixed(1)} before, ${results.loadAverageAfter.toFixed(1)} after, on ${os.availableParallelism()} cores, instances on Node ${results.instanceNode}; client: ${results.client}):`,
  );
  report(file, cached, uncached, '  ');
  if (file.autocannon) {
    console.log('  the same with autocannon (one Node thread; its own waits count in its latencies):');
    report(file.autocannon, cached.autocannon, uncached.autocannon, '    ');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!nginxPath()) {
    console.warn(
      'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static): not measured.',
    );
  } else {
    measureNginx().then(
      (results) => {
        printNginx(results);
        const outDir = new URL('../bench-results/', import.meta.url);
        fs.mkdirSync(outDir, { recursive: true });
        fs.writeFileSync(new URL('nginx.json', outDir), `${JSON.stringify(results, null, 2)}\n`);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  }
}
