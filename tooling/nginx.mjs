// nginx in front of the site's instances, as a city runs it (deploy/nginx/nginx.conf.template), for the tests
// and the bench: the template filled in for the given instances, port and folders, and Debian's nginx started
// on it as a child process, with its pid file, logs, temporary files and cache all inside one folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const TEMPLATE = new URL('../deploy/nginx/nginx.conf.template', import.meta.url);

/** The nginx program on this machine (PATH, or Debian's /usr/sbin), or undefined when it is not installed. */
export function nginxPath() {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin'];
  for (const dir of dirs) {
    try {
      fs.accessSync(path.join(dir, 'nginx'), fs.constants.X_OK);
      return path.join(dir, 'nginx');
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/**
 * The template with its ${NAME}s filled in. `upstreams`: the instances' addresses ("127.0.0.1:8680");
 * `cache: false` passes every page to them.
 * @param {{ upstreams: string[], listen: string, runDir: string, cacheDir: string, shellDist: string,
 *   cache?: boolean, user?: string }} options
 */
export function renderConfig({ upstreams, listen, runDir, cacheDir, shellDist, cache = true, user }) {
  const values = {
    NGINX_USER: user ?? os.userInfo().username,
    NGINX_RUN_DIR: runDir,
    NGINX_LISTEN: listen,
    NGINX_CACHE_DIR: cacheDir,
    NGINX_PAGE_CACHE: cache ? 'site_pages' : 'off',
    SHELL_DIST: path.resolve(shellDist),
    SITE_UPSTREAM_SERVERS: upstreams
      .map((address) => `server ${address} max_fails=3 fail_timeout=5s;`)
      .join('\n        '),
  };
  // Comments are left as they are: they name the placeholders.
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name) => {
            if (!(name in values))
              throw new Error(`the nginx template names ${placeholder}, which nothing fills in`);
            return values[name];
          }),
    )
    .join('\n');
}

/** Resolves once something accepts connections on host:port, or rejects after `ms`. */
async function listening(host, port, child, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error('nginx stopped as it started');
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${host}:${port} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx in front of `upstreams` on 127.0.0.1:`port`, serving `shellDist`'s files itself, with its
 * configuration, pid file, logs, temporary files and page cache in `folder` (created; removed by the caller).
 * Resolves once it listens, with its URL, the page cache's folder, its logs, and stop() (a fast shutdown:
 * SIGTERM, which also ends its worker processes; resolves once it has exited).
 * @param {{ upstreams: string[], port: number, shellDist: string, folder: string, cache?: boolean }} options
 */
export async function startNginx({ upstreams, port, shellDist, folder, cache = true }) {
  const nginx = nginxPath();
  if (!nginx)
    throw new Error('nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)');
  const cacheDir = path.join(folder, 'cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const config = path.join(folder, 'nginx.conf');
  fs.writeFileSync(
    config,
    renderConfig({ upstreams, listen: `127.0.0.1:${port}`, runDir: folder, cacheDir, shellDist, cache }),
  );
  const args = ['-p', `${folder}/`, '-c', config];
  // Checked first: a mistake in the configuration is reported as nginx words it.
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  try {
    await listening('127.0.0.1', port, child);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    throw new Error(`${error.message}: ${errors}${readIfThere(path.join(folder, 'error.log'))}`);
  }
  return {
    url: `http://localhost:${port}`,
    cacheDir,
    errorLog: () => readIfThere(path.join(folder, 'error.log')),
    accessLog: () => readIfThere(path.join(folder, 'access.log')),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

function readIfThere(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
