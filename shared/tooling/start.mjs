// `npm start`: builds whichever of the five apps is missing or older than its sources, then serves all five.
//   --no-build    serve what is built
//   --build-only  build what is stale, then exit (used by the tests)
//   --force       rebuild all five
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apps = require('./apps.cjs');
const { startServers } = require('./serve.cjs');

const args = new Set(process.argv.slice(2));
const all = [apps.shell, ...apps.remotes];
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

function isStale(app) {
  const stamp = path.join(
    apps.root,
    app.dir,
    'dist',
    app.name === 'shell' ? 'index.html' : 'mf-manifest.json',
  );
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(apps.root, app.dir)),
    newestMtime(path.join(apps.root, 'shared', 'src')),
    newestMtime(path.join(apps.root, 'shared', 'tooling')),
    newestMtime(path.join(apps.root, 'package-lock.json')),
  );
  return sources > built;
}

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(apps.root, app.dir),
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${app.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`building ${app.dir} failed (exit ${code})`));
    });
  });
}

/** Builds in two lanes: this machine has two cores. */
async function buildAll(list, lanes = 2) {
  const queue = [...list];
  await Promise.all(
    Array.from({ length: Math.min(lanes, queue.length) }, async () => {
      while (queue.length) await build(queue.shift());
    }),
  );
}

async function main() {
  if (!args.has('--no-build')) {
    const stale = args.has('--force') ? all : all.filter(isStale);
    if (stale.length) {
      console.log(`building ${stale.map((a) => a.dir).join(', ')}`);
      await buildAll(stale);
    } else {
      console.log('all five apps are built and up to date');
    }
  }
  if (args.has('--build-only')) return;
  await startServers();
  console.log(`\nThe City of Springfield website: http://localhost:${apps.shell.port}`);
  for (const remote of apps.remotes) {
    console.log(`  ${remote.dir.padEnd(24)} http://localhost:${remote.port} (manifest: /mf-manifest.json)`);
  }
  console.log('Press Ctrl+C to stop.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
