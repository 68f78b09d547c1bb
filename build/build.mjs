// Building the five apps: which are stale, and building a list of them two at a time (two cores here).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apps = require('./apps.cjs');

export const allApps = [apps.shell, ...apps.remotes];

const SOURCE_EXT = /\.(tsx?|css|json|html|cjs|mjs|js|png|jpe?g|svg|webp|pdf)$/;
const IGNORED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'coverage', 'test-results']);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return SOURCE_EXT.test(target) ? stat.mtimeMs : 0;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (IGNORED_DIRS.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The file whose time is the build's: the shell's index.html, a remote's manifest. */
const stampOf = (app) =>
  path.join(apps.root, app.dir, 'dist', app.name === 'shell' ? 'index.html' : 'mf-manifest.json');

/** An app is stale when its build is missing or older than its sources, shared's, or the lockfile. */
export function isStale(app) {
  const stamp = stampOf(app);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(apps.root, app.dir)),
    newestMtime(path.join(apps.root, 'shared', 'src')),
    newestMtime(path.join(apps.root, 'build')),
    newestMtime(path.join(apps.root, 'tooling')),
    // What the builds read of the server package: the apps' names and ports, the error names a browser reports.
    newestMtime(path.join(apps.root, 'server', 'src', 'apps.cjs')),
    newestMtime(path.join(apps.root, 'server', 'src', 'error-names.json')),
    newestMtime(path.join(apps.root, 'package-lock.json')),
  );
  return sources > built;
}

function buildOne(app, { quiet }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(apps.root, app.dir),
      stdio: quiet ? 'ignore' : 'inherit',
      env: process.env,
    });
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`building ${app.dir} failed (exit ${code})`));
      // webpack leaves a file it would write unchanged as it was (compareBeforeEmit), so a build whose output is
      // the same keeps its old time and would count as stale forever: the stamp says when it was built.
      const now = new Date();
      if (fs.existsSync(stampOf(app))) fs.utimesSync(stampOf(app), now, now);
      if (!quiet) console.log(`built ${app.dir} in ${seconds.toFixed(1)} s`);
      resolve(seconds);
    });
  });
}

/** Builds the apps in two lanes; resolves the wall-clock seconds it took. */
export async function buildApps(list, { lanes = 2, quiet = false } = {}) {
  const started = Date.now();
  const queue = [...list];
  await Promise.all(
    Array.from({ length: Math.min(lanes, queue.length) }, async () => {
      while (queue.length) await buildOne(queue.shift(), { quiet });
    }),
  );
  return (Date.now() - started) / 1000;
}

/** Removes every app's webpack cache, for a cold build. */
export function clearBuildCaches() {
  for (const app of allApps) {
    fs.rmSync(path.join(apps.root, app.dir, 'node_modules', '.cache', 'webpack'), {
      recursive: true,
      force: true,
    });
  }
}
