// `npm run cluster`: the site as a city runs it, on this machine, to try before deploying (docs/deployment.md):
//   - a CDN on http://localhost:8070 that serves each remote's build from a folder of its own
//     (/mfe-government/v1/…) and the remotes list every instance reads (http://localhost:8070/remotes.json);
//   - two stateless instances of the site's server (http://localhost:8180 and :8280) that read that list
//     (REMOTES_URL), share one PostgreSQL (Debian's, started in a temporary folder: two processes cannot share
//     the embedded one) and serve no remote themselves (SITE_REMOTE_SERVERS=off);
//   - nginx with the repository's configuration (deploy/nginx/nginx.conf.template) on http://localhost:8090.
// An instance that stops is started again a second later, as a process manager would. Everything it writes is
// under .site/cluster/ (each instance's log there). Ctrl+C stops it all. Needs the builds (npm run build),
// nginx and PostgreSQL (apt-get install -y nginx libnginx-mod-http-brotli-static postgresql), or DATABASE_URL.
//   --no-cache   nginx passes every page to the instances (to watch them take the load, or lose one)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { nginxPath, startNginx } from './nginx.mjs';

const require = createRequire(import.meta.url);
const apps = require('./apps.cjs');
const { createRemoteApp } = require('@springfield/server/serve');
const { startPostgres, postgresAvailable } = require('./platform/postgres-server.cjs');

const CDN_PORT = 8070;
const NGINX_PORT = 8090;
const OFFSETS = [100, 200];
const SITE = `http://localhost:${NGINX_PORT}`;
const CDN = `http://localhost:${CDN_PORT}`;
const folder = path.join(apps.root, '.site', 'cluster');
const cdnDir = path.join(folder, 'cdn');
const listFile = path.join(cdnDir, 'remotes.json');
const shellDist = path.join(apps.root, 'shell', 'dist');

function fail(message) {
  console.error(message);
  process.exit(1);
}

const built = [apps.shell, ...apps.remotes].every((app) =>
  fs.existsSync(path.join(apps.root, app.dir, 'dist', app === apps.shell ? 'server/render.js' : 'area.json')),
);
if (!built) fail('The five apps are not built: run `npm run build` first.');
if (!nginxPath()) fail('nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static');
if (!process.env.DATABASE_URL && !postgresAvailable()) {
  fail('The two instances share one PostgreSQL: apt-get install -y postgresql, or set DATABASE_URL.');
}

/** Each remote's build published as version v1 on the CDN, and the list naming those addresses. */
function publish() {
  fs.rmSync(cdnDir, { recursive: true, force: true });
  const list = apps.remotesJson();
  for (const remote of apps.remotes) {
    const version = path.join(cdnDir, remote.dir, 'v1');
    fs.cpSync(path.join(apps.root, remote.dir, 'dist'), version, { recursive: true });
    list.remotes[remote.name].entry = `${CDN}/${remote.dir}/v1/mf-manifest.json`;
  }
  fs.writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);
}

function listen(app, port) {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, 'localhost', () => resolve(server));
    server.once('error', reject);
  });
}

async function readyAt(url, child, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

let stopping = false;

/** Instance i: started, and started again whenever it stops while the cluster runs. */
function instance(i, databaseUrl) {
  const offset = OFFSETS[i];
  const url = `http://localhost:${apps.shell.port + offset}`;
  const own = path.join(folder, `instance-${i + 1}`);
  fs.mkdirSync(own, { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SITE_PORT_OFFSET: String(offset),
    SITE_ORIGIN: SITE,
    // Its own address too, for a look at one instance (curl http://localhost:8180/remotes.json).
    SITE_HOSTS: OFFSETS.map((o) => `localhost:${apps.shell.port + o}`).join(','),
    REMOTES_URL: `${CDN}/remotes.json`,
    SITE_REMOTE_SERVERS: 'off',
    DATABASE_URL: databaseUrl,
    // Two instances on this machine's cores: one render thread each.
    SITE_RENDER_WORKERS: process.env.SITE_RENDER_WORKERS ?? '1',
    SITE_DATA_DIR: path.join(own, 'data'),
    SITE_MODULES_DIR: path.join(own, 'server-modules'),
    SITE_MAIL_DIR: path.join(folder, 'mail'),
  };
  const state = { url, child: undefined };
  const start = async () => {
    const log = fs.openSync(path.join(own, 'log'), 'a');
    const child = spawn(process.execPath, [path.join(apps.root, 'tooling', 'start.mjs'), '--no-build'], {
      env,
      stdio: ['ignore', log, log],
    });
    state.child = child;
    child.once('exit', (code, signal) => {
      fs.closeSync(log);
      if (stopping) return;
      console.log(
        `instance ${i + 1} (pid ${child.pid}) stopped (${signal ?? `exit ${code}`}); starting it again`,
      );
      setTimeout(() => start().catch((error) => console.error(error.message)), 1000);
    });
    if (await readyAt(url, child)) console.log(`instance ${i + 1}: ${url} (pid ${child.pid}) is ready`);
  };
  state.start = start;
  return state;
}

async function main() {
  fs.mkdirSync(folder, { recursive: true });
  publish();
  const cdn = await listen(createRemoteApp({ dist: cdnDir }), CDN_PORT);
  const postgres = process.env.DATABASE_URL ? undefined : await startPostgres();
  const databaseUrl = process.env.DATABASE_URL ?? postgres.url;
  const instances = OFFSETS.map((_, i) => instance(i, databaseUrl));
  // One after the other: the first creates the database's tables, the second finds them.
  for (const one of instances) await one.start();
  const nginx = await startNginx({
    upstreams: instances.map((one) => one.url.replace('localhost', '127.0.0.1').replace('http://', '')),
    port: NGINX_PORT,
    shellDist,
    folder: path.join(folder, 'nginx'),
    cache: !process.argv.includes('--no-cache'),
  });
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping…');
    await nginx.stop();
    await Promise.all(
      instances.map(
        (one) =>
          new Promise((resolve) => {
            if (!one.child || one.child.exitCode !== null || one.child.signalCode !== null) return resolve();
            one.child.once('exit', resolve);
            one.child.kill('SIGTERM');
          }),
      ),
    );
    cdn.close();
    await postgres?.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`
The City of Springfield website, as a city runs it: ${SITE}
  nginx ${SITE} (${process.argv.includes('--no-cache') ? 'page cache off' : 'its cache'}, logs and configuration in .site/cluster/nginx/)
  instances ${instances.map((one) => `${one.url} (pid ${one.child.pid})`).join(', ')}, logs in .site/cluster/instance-N/log
  the CDN ${CDN}: the remotes' builds (/mfe-…/v1/) and the list the instances read (${CDN}/remotes.json,
    the file ${path.relative(apps.root, listFile)})
  PostgreSQL ${postgres ? 'in a temporary folder (removed when this stops)' : 'at DATABASE_URL'}; e-mails in .site/cluster/mail/
Press Ctrl+C to stop it all.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
