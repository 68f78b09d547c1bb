// A real PostgreSQL server for tests and the benchmark (issue 25): Debian's `postgresql` package (installed by
// .ci/run), started in a temporary folder on a free port, and removed when stopped. PostgreSQL refuses to run as
// root: as root, initdb and pg_ctl run as the `postgres` user.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

/** The folder of initdb and pg_ctl (Debian keeps them per version under /usr/lib/postgresql). */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function run(bin, program, args) {
  const file = path.join(bin, program);
  if (asRoot()) return execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  return execFileSync(file, args, { stdio: 'pipe' });
}

/** Whether a real PostgreSQL server can be started here. */
const postgresAvailable = () => postgresBin() !== undefined;

/**
 * Starts a throw-away PostgreSQL server. Resolves with { url, stop }.
 */
async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'springfield-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  run(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

module.exports = { startPostgres, postgresAvailable };
