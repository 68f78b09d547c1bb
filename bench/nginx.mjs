// The cache in front (issue 27), measured side by side on one machine at 50 connections: (a) a build file nginx
// sends from disk (main.js, its Brotli copy: the reference), (b) pages through nginx once it holds them, (c) the
// same pages from the two instances without a cache: each of the client's two threads loads one instance (both
// cores used by the instances, nothing between), and (c') through nginx with its cache off, for what nginx's
// proxying adds. Targets: through the cache at least 90 % of the file's requests per second with p99 <= 20 ms;
// without it at least 50 %, p99 <= 50 ms; no error anywhere.
// Run alone with `node bench/nginx.mjs` (or `npm run bench -- --nginx-only`); `npm run bench` runs it
// after the submissions, in its own process, on ports of its own (instances on offsets 800 and 900, nginx on
// 8990; SITE_PORT_OFFSET moves them). Then (render.mjs) one instance's render capacity for the pages no cache can hold; with
// --render-only, that alone. Writes bench/results/nginx.json and render.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { measureRenderCapacity, printRenderCapacity } from './render.mjs';
import { issue42, writeResults } from './results.mjs';
import { nginxPath, startNginx } from '../tooling/nginx.mjs';
import { instancesBehind, ltsNode } from '../tooling/site-process.mjs';

const require = createRequire(import.meta.url);
const { runWrk, wrkPath } = require('./wrk.cjs');

/** SITE_PORT_OFFSET moves the bench's ports too (another checkout's bench on the same machine). */
const SHIFT = Number(process.env.SITE_PORT_OFFSET || 0);
const OFFSETS = [800 + SHIFT, 900 + SHIFT];
const NGINX_PORT = 8990 + SHIFT;
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

async function measureWithAutocannon(
  url,
  paths,
  { connections = CONNECTIONS, seconds = SECONDS, headers } = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    reconnectRate: RECONNECT_EVERY,
    headers: { ...HEADERS, ...headers },
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
 * The instances loaded at once with nothing between, as the site's host (`host`) names them: wrk's two threads
 * one instance each, 25 connections apiece; autocannon (one thread) as two clients at once, their figures added
 * up (the slower p50 and p99).
 */
async function measureDirect(instances, paths, host, seconds = SECONDS) {
  const headers = { Host: host };
  const viaWrk = wrkPath()
    ? await runWrk({
        url: instances[0],
        paths,
        connections: CONNECTIONS,
        seconds,
        threads: instances.length,
        headers: { ...HEADERS, ...headers },
        addresses: instances.map((instance) => new URL(instance).host),
      })
    : undefined;
  const each = await Promise.all(
    instances.map((instance) =>
      measureWithAutocannon(instance, paths, {
        connections: CONNECTIONS / instances.length,
        seconds,
        headers,
      }),
    ),
  );
  const sum = (key) => each.reduce((total, r) => total + r[key], 0);
  const slowest = (key) => Math.max(...each.map((r) => r[key]));
  const viaAutocannon = {
    requestsPerSecond: sum('requestsPerSecond'),
    latencyP50Ms: slowest('latencyP50Ms'),
    latencyP99Ms: slowest('latencyP99Ms'),
    requests: sum('requests'),
    errors: sum('errors'),
    non2xx: sum('non2xx'),
  };
  return viaWrk ? { ...viaWrk, autocannon: viaAutocannon } : viaAutocannon;
}

/**
 * Every path on every instance (the cache fills, each instance renders and keeps each page: nginx sends the
 * requests to the instances in turn, so each path is asked for four times), then the measured run: the
 * targets are for warm pages, and a page one instance had not rendered yet made every request for it wait on
 * that render in the measured run (p99 764 ms through wrk, one instance alone 15 ms).
 */
async function warmThenMeasure(url, paths) {
  await warm(url, paths, 2 * OFFSETS.length);
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

/** Each of `paths` on `url`, `rounds` times over, each answering 200. */
async function warm(url, paths, rounds) {
  for (let round = 0; round < rounds; round += 1) {
    for (const route of paths) {
      const response = await fetch(`${url}${route}`, { headers: HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    }
  }
}

/** The four measures, with two instances and nginx started and stopped around them. */
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

    // Each instance answers for the site's own host (SITE_ORIGIN) and its own; loaded at 127.0.0.1, named
    // by the site's host.
    const direct = allApps.map((apps) => `http://127.0.0.1:${apps.shell.port}`);
    console.log('the two instances, no cache, nothing between…');
    for (const apps of allApps) await warm(`http://localhost:${apps.shell.port}`, ROUTES, 2);
    await measureDirect(direct, ROUTES, new URL(origin).host, 2);
    results.direct = await measureDirect(direct, ROUTES, new URL(origin).host);

    nginx = await startNginx({
      upstreams,
      port: NGINX_PORT,
      shellDist,
      folder: path.join(folder, 'uncached'),
      cache: false,
    });
    console.log("nginx: pages from the two instances, cache off (c')…");
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
  const { file, cached, direct, uncached } = results;
  const clean = (r) => r.errors === 0 && r.non2xx === 0;
  const ok = (met) => (met ? '(ok)' : '(NOT MET)');
  const figures = (r) =>
    `${String(r.requestsPerSecond).padStart(6)} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, ${r.requests} requests, errors ${r.errors}, non-2xx ${r.non2xx}`;
  /** One client's lines: (b), (c) and (c') against that client's own (a); (c') for information. */
  const report = (a, b, c, cNginx, indent) => {
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
    console.log(
      `${indent}${"(c') the same through nginx".padEnd(34)} ${figures(cNginx)}: ${Math.round(share(cNginx) * 100)} % of (a) (nginx's proxying on the same two cores)`,
    );
  };
  console.log(
    `\nnginx in front of two instances (${results.connections} connections, ${results.seconds} s each, pages ${results.routes.join(' ')}; load average ${results.loadAverageBefore.toFixed(1)} before, ${results.loadAverageAfter.toFixed(1)} after, on ${os.availableParallelism()} cores, instances on Node ${results.instanceNode}; client: ${results.client}):`,
  );
  report(file, cached, direct, uncached, '  ');
  if (file.autocannon) {
    console.log('  the same with autocannon (one Node thread; its own waits count in its latencies):');
    report(file.autocannon, cached.autocannon, direct.autocannon, uncached.autocannon, '    ');
  }
  const { throughNginxShareOfFile: share } = issue42();
  const percent = (x) => `${Math.round(x * 100)} %`;
  console.log(
    `  (b) / (a) now ${percent(cached.requestsPerSecond / file.requestsPerSecond)}; issue 42, before the one page cache ${percent(share.before.median)}, after ${percent(share.after.median)} (bench/results/issue-42-before-after.json)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = (name, results) => console.log(`written: ${writeResults(name, results)}`);
  const renderOnly = process.argv.includes('--render-only');
  const main = async () => {
    if (renderOnly) {
      // Only the render capacity below.
    } else if (!nginxPath()) {
      console.warn(
        'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static): not measured.',
      );
    } else {
      const results = await measureNginx();
      printNginx(results);
      write('nginx', results);
    }
    if (!wrkPath())
      return console.warn('wrk is not installed (apt-get install wrk): render capacity not measured.');
    const capacity = await measureRenderCapacity();
    printRenderCapacity(capacity);
    write('render', capacity);
  };
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
