// An instance's render capacity for the pages no cache can hold: a search with a query never asked before, a
// resident's payment lookup (personal: kept by no cache), and a form's answer (a POST whose fields are not
// valid, answered with the page and its problems: nothing stored). One instance (start.mjs --no-build, its own
// render threads), loaded directly with wrk for each kind in turn; what the instance's process used of the
// processor (its threads included, read from /proc) gives renders per second per core, beside the requests per
// second and p50/p99. Run alone with `node bench/render.mjs` (or `npm run bench -- --nginx-only`, which
// runs it after the cache's figures); the instance on offset 850 (plus SITE_PORT_OFFSET). Writes bench/results/render.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { appsAt, ltsNode, siteProcess } from '../tooling/site-process.mjs';
import { issue42, writeResults } from './results.mjs';

const require = createRequire(import.meta.url);
const { runWrk, wrkPath } = require('./wrk.cjs');

const OFFSET = 850 + Number(process.env.SITE_PORT_OFFSET || 0);
/** Enough connections to keep every render thread busy, few enough that the queue does not hide the p99. */
const CONNECTIONS = 8;
const SECONDS = 10;
const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };

/** Each kind of page no cache holds: a Lua `request` function (counter `n`, one new page per request). */
export const KINDS = {
  search: {
    what: 'search results, a new query each request',
    request: `request = function()
  n = n + 1
  return wrk.format("GET", "/search?q=park+" .. n, headers)
end`,
  },
  lookup: {
    what: 'a payment lookup (personal, no-store)',
    request: `request = function()
  n = n + 1
  return wrk.format("GET", "/pay-fines?citation=CT-" .. (900000 + n) .. "&plate=&last-name=", headers)
end`,
  },
  form: {
    what: "a form's answer (POST /feedback, 422 with its problems)",
    request: `request = function()
  n = n + 1
  local form = { ["Content-Type"] = "application/x-www-form-urlencoded", ["Sec-Fetch-Site"] = "same-origin", ["Accept-Encoding"] = headers["Accept-Encoding"] }
  return wrk.format("POST", "/feedback", form, "category=general&subject=&message=bench+" .. n)
end`,
  },
};

/** The processor time (user + system, seconds) a process and all its threads have used so far. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  // utime and stime are the 14th and 15th fields; fields[0] here is the 3rd (state).
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}

/** Each kind measured on one instance started for it (and stopped). */
export async function measureRenderCapacity({ seconds = SECONDS, kinds = Object.keys(KINDS) } = {}) {
  if (!wrkPath()) throw new Error('wrk is not installed (apt-get install wrk)');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  const apps = appsAt(OFFSET);
  const root = path.resolve(new URL('..', import.meta.url).pathname);
  const node = ltsNode(root) ?? process.execPath;
  const site = siteProcess({ apps, folder, offset: OFFSET, node });
  const instance = await site.start();
  const url = `http://localhost:${apps.shell.port}`;
  const results = {
    connections: CONNECTIONS,
    seconds,
    cores: os.availableParallelism(),
    loadAverageBefore: os.loadavg()[0],
    instanceNode: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim(),
    kinds: {},
  };
  try {
    for (const kind of kinds) {
      const { request, what } = KINDS[kind];
      // Warmed (the areas' modules, the render threads' first pages), then measured.
      await runWrk({ url, paths: ['/'], connections: CONNECTIONS, seconds: 2, headers: HEADERS, request });
      const before = cpuSeconds(instance.child.pid);
      const figures = await runWrk({
        url,
        paths: ['/'],
        connections: CONNECTIONS,
        seconds,
        headers: HEADERS,
        request,
      });
      const cpu = cpuSeconds(instance.child.pid) - before;
      results.kinds[kind] = {
        what,
        ...figures,
        cpuSeconds: Math.round(cpu * 100) / 100,
        rendersPerCoreSecond: Math.round((figures.requests / cpu) * 10) / 10,
      };
    }
    results.loadAverageAfter = os.loadavg()[0];
    return results;
  } finally {
    await instance.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function printRenderCapacity(results) {
  console.log(
    `\nrender capacity of one instance, pages no cache holds (${results.connections} connections, ${results.seconds} s each, wrk; load average ${results.loadAverageBefore.toFixed(1)} before, ${results.loadAverageAfter.toFixed(1)} after, ${results.cores} cores, Node ${results.instanceNode}):`,
  );
  for (const [kind, r] of Object.entries(results.kinds)) {
    console.log(
      `  ${kind.padEnd(7)} ${String(r.rendersPerCoreSecond).padStart(6)} renders/s per core (${r.requests} in ${r.cpuSeconds} s of processor), ${String(r.requestsPerSecond).padStart(5)} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}: ${r.what}`,
    );
  }
  const { renderCapacity } = issue42();
  console.log('  issue 42, before and after the one page cache (bench/results/issue-42-before-after.json):');
  for (const kind of Object.keys(results.kinds)) {
    const { before, after } = renderCapacity[kind] ?? {};
    if (!before) continue;
    const figures = (r) => `${r.perCore} per core, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`;
    console.log(`    ${kind.padEnd(7)} before ${figures(before)}; after ${figures(after)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.find((arg) => arg.startsWith('--kinds='));
  measureRenderCapacity(only ? { kinds: only.slice('--kinds='.length).split(',') } : {}).then(
    (results) => {
      printRenderCapacity(results);
      console.log(`written: ${writeResults('render', results)}`);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
