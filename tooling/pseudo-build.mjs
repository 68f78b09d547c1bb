// The pseudo-locale build (pseudo-locale.cjs): the whole site built from a copy of the repository in
// .pseudo-build/ (git-ignored; the repository itself is never changed) with SF_PSEUDO_LOCALE=es, so its Spanish
// pages show every translated text accented and 40 % longer. Used by the pseudo-locale journey
// (shell/e2e/pseudo-locale.spec.ts), and by hand to look at it:
//   node tooling/pseudo-build.mjs && (cd .pseudo-build && SITE_PORT_OFFSET=100 node tooling/start.mjs --no-build)
//   -> http://localhost:8180/es
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apps = require('./apps.cjs');

export const PSEUDO_ROOT = path.join(apps.root, '.pseudo-build');
/** Where the pseudo site listens: the site's ports moved by this offset (apps.cjs SITE_PORT_OFFSET). */
export const PSEUDO_PORT_OFFSET = 100;

// The server too: its apps.cjs names the root the site serves from (its builds, its .site folder and the list it
// writes there); a server taken from the repository would serve the repository's builds and overwrite its list.
const PACKAGES = [
  'shared',
  'build',
  'tooling',
  'server',
  apps.shell.dir,
  ...apps.remotes.map((remote) => remote.dir),
];

export function pseudoBuild() {
  fs.rmSync(PSEUDO_ROOT, { recursive: true, force: true });
  for (const relative of [...PACKAGES, 'tsconfig.base.json', 'package.json']) {
    fs.cpSync(path.join(apps.root, relative), path.join(PSEUDO_ROOT, relative), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist|test-results|\.site)$/.test(source),
    });
  }
  // The workspace's own packages are the copies; every other package resolves from the repository's
  // node_modules, one folder up; the server's from its own too, where npm nested a version of its own (its
  // lru-cache: the repository's hoisted one is another major). Not the apps' own node_modules: they hold the
  // real builds' webpack caches, which the pseudo build must not share.
  const nested = path.join(apps.root, 'server', 'node_modules');
  if (fs.existsSync(nested)) fs.symlinkSync(nested, path.join(PSEUDO_ROOT, 'server', 'node_modules'), 'dir');
  for (const pkg of PACKAGES) {
    const { name } = JSON.parse(fs.readFileSync(path.join(PSEUDO_ROOT, pkg, 'package.json'), 'utf8'));
    const link = path.join(PSEUDO_ROOT, 'node_modules', ...name.split('/'));
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(PSEUDO_ROOT, pkg), link, 'dir');
  }
  const result = spawnSync(
    process.execPath,
    [path.join(PSEUDO_ROOT, 'tooling', 'start.mjs'), '--build-only'],
    {
      cwd: PSEUDO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, SF_PSEUDO_LOCALE: 'es' },
    },
  );
  if (result.status !== 0) throw new Error(`pseudo-build: the build exited with ${result.status}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  pseudoBuild();
  console.log(`built the pseudo-locale site into ${path.relative(apps.root, PSEUDO_ROOT)}`);
}
