// wrk (https://github.com/wg/wrk, Debian's `wrk` package) as the benchmarks' load client where it is installed:
// a C client on its own threads, so that what is measured is the server's latency and not the client's own
// event loop. autocannon, a Node client on one thread, shares the same two cores and adds its own waits to
// every latency it reports (docs/deployment.md has the two side by side).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The wrk program on PATH, or undefined. */
function wrkPath() {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || undefined : undefined;
}

/**
 * The Lua script wrk runs: the paths in turn on every connection, the headers on each request, and at the end
 * one line of JSON with the counts and the latency percentiles in microseconds. With `addresses` ("host:port"),
 * the threads connect to those servers in turn instead of the URL's (thread 1 to the first, thread 2 to the
 * second…): several instances loaded at once without a balancer between. wrk still checks that the URL's
 * server answers before it starts; a Host of `headers` names the site whichever server answers.
 */
function script(paths, headers, addresses = [], request = undefined) {
  const quoted = (text) => JSON.stringify(String(text));
  const servers = addresses.map((address) => {
    const at = address.lastIndexOf(':');
    return `{ ${quoted(address.slice(0, at))}, ${quoted(address.slice(at + 1))} }`;
  });
  const setup = servers.length
    ? `local servers = { ${servers.join(', ')} }
local started = 0
setup = function(thread)
  local server = servers[(started % #servers) + 1]
  started = started + 1
  thread.addr = wrk.lookup(server[1], server[2])[1]
end
`
    : '';
  return `${setup}local paths = { ${paths.map(quoted).join(', ')} }
local headers = { ${Object.entries(headers)
    .map(([name, value]) => `[${quoted(name)}] = ${quoted(value)}`)
    .join(', ')} }
local n = 0
${
  request ??
  `request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1], headers)
end`
}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.timeout, e.status))
end
`;
}

/** The figures of wrk's output (the script's last line), as the benchmarks report them. */
function parseWrk(output) {
  const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(line.slice('WRK_RESULT '.length));
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    requestsPerSecond: Math.round(r.requests / (r.durationUs / 1e6)),
    latencyP50Ms: ms(r.p50Us),
    latencyP99Ms: ms(r.p99Us),
    requests: r.requests,
    // As autocannon counts them: connections refused or reset and requests timed out are errors; answers
    // other than 2xx and 3xx are counted apart.
    errors: r.connect + r.read + r.write + r.timeout,
    non2xx: r.status,
  };
}

/**
 * wrk with `threads` threads and `connections` connections for `seconds` against `paths` on `url` (in turn);
 * with `addresses`, each thread against one of those servers (see script); with `request`, that Lua `request`
 * function instead (it may use `paths`, `headers` and the counter `n`).
 * @returns {Promise<ReturnType<typeof parseWrk>>}
 */
async function runWrk({
  url,
  paths,
  connections,
  seconds,
  threads = 2,
  headers = {},
  addresses = [],
  request,
}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-'));
  const file = path.join(folder, 'paths.lua');
  fs.writeFileSync(file, script(paths, headers, addresses, request));
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(
        wrkPath() ?? 'wrk',
        [
          '-t',
          String(threads),
          '-c',
          String(connections),
          '-d',
          `${seconds}s`,
          '--timeout',
          '10s',
          '-s',
          file,
          url,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
      );
    });
    return parseWrk(output);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

module.exports = { wrkPath, runWrk, parseWrk, script };
