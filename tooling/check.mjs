// `npm run check`: what a team runs before it ships a change, in minutes rather than CI's whole run. For the
// packages it names, or else for those the branch changed (against origin/main, or main, with what is not yet
// committed), and for the packages that depend on them:
//   1. lint (ESLint, Stylelint, Prettier) and types (each package's own tsc program),
//   2. their unit tests,
//   3. the build of what changed and of what is missing (tooling/start.mjs --build-only: an app whose build is
//      older than its sources; the others' builds are reused as they are),
//   4. the journeys of the changed packages only: their projects of the root playwright.config.ts, one server.
// A change to shared or tooling (or to the root's files: the lockfile, the configurations) concerns every package:
// that is CI's whole run, `npm test`.
//   npm run check                        the packages changed since origin/main (or main)
//   npm run check -- mfe-government      that package (and its dependents), however it changed
//   npm run check -- --base=HEAD~1       changed since another commit
//   npm run check -- --no-e2e            steps 1 and 2 only
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mfe-news-events', 'mfe-services-payments', 'mfe-government', 'mfe-community'];
const APPS = ['shell', ...REMOTES];
const PACKAGES = ['shared', 'build', 'tooling', 'bench', ...APPS];
/** Who depends on whom: every app is built with build, tested with tooling and imports shared; the apps meet only at run time. */
const DEPENDENTS = {
  shared: APPS,
  build: ['shared', 'tooling', 'bench', ...APPS],
  tooling: ['shared', 'bench', ...APPS],
};

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const named = args.filter((arg) => !arg.startsWith('--'));

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();

/** The branch's changed files: since where it left the base, and what is not committed yet. */
function changedFiles() {
  const base =
    option('base') ??
    ['origin/main', 'main'].find((ref) => {
      try {
        git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
        return true;
      } catch {
        return false;
      }
    });
  if (!base) throw new Error('check: no origin/main or main to compare with; name the packages or --base=');
  const since = git('merge-base', base, 'HEAD');
  const lines = [git('diff', '--name-only', since), git('ls-files', '--others', '--exclude-standard')].join(
    '\n',
  );
  console.log(`changed since ${base} (${since.slice(0, 8)}):`);
  return [...new Set(lines.split('\n').filter(Boolean))];
}

/** The package a file belongs to; a file outside the packages (the root's) concerns them all. */
function packagesOf(files) {
  const found = new Set();
  for (const file of files) {
    const top = file.split('/')[0];
    if (PACKAGES.includes(top)) found.add(top);
    // Documentation and the repository's own notes change no package.
    else if (top === 'docs' || /\.md$/.test(file) || top === '.ci' || top === 'deploy') continue;
    else for (const pkg of PACKAGES) found.add(pkg);
  }
  return found;
}

const changed = named.length ? new Set(named) : packagesOf(changedFiles());
for (const pkg of changed) {
  if (!PACKAGES.includes(pkg)) throw new Error(`check: ${pkg} is not a package (${PACKAGES.join(', ')})`);
}
const concerned = new Set([...changed, ...[...changed].flatMap((pkg) => DEPENDENTS[pkg] ?? [])]);
const ordered = PACKAGES.filter((pkg) => concerned.has(pkg));
if (!ordered.length) {
  console.log('nothing to check: no package changed');
  process.exit(0);
}
console.log(`checking ${ordered.join(', ')}`);

const started = Date.now();
const steps = [];
function step(name, command, commandArgs, env = {}) {
  console.log(`\n== ${name}\n$ ${[command, ...commandArgs].join(' ')}`);
  const begun = Date.now();
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: merged });
  steps.push(`${name.padEnd(40)} ${((Date.now() - begun) / 1000).toFixed(0).padStart(5)} s`);
  if (status !== 0) {
    console.error(`\ncheck: ${name} failed`);
    console.log(steps.join('\n'));
    process.exit(status ?? 1);
  }
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const cssGlobs = ordered
  .filter((pkg) => fs.existsSync(path.join(root, pkg, 'src')))
  .map((pkg) => `${pkg}/src/**/*.css`);

step('lint', bin('eslint'), ['--max-warnings', '0', ...ordered]);
if (cssGlobs.length) step('stylelint', bin('stylelint'), ['--allow-empty-input', ...cssGlobs]);
step('prettier', bin('prettier'), ['--check', ...ordered]);
for (const pkg of ordered) step(`types of ${pkg}`, bin('tsc'), ['--noEmit', '-p', `${pkg}/tsconfig.json`]);
step('unit tests', bin('lerna'), [
  'run',
  'test',
  '--concurrency',
  '2',
  ...ordered.flatMap((pkg) => ['--scope', `@springfield/${pkg}`]),
]);

// The journeys of the apps concerned: a remote's own when only it changed, every app's when shared or tooling did.
const journeys = APPS.filter((app) => concerned.has(app));
if (!args.includes('--no-e2e') && journeys.length) {
  step('build (what changed or is missing)', process.execPath, ['tooling/start.mjs', '--build-only']);
  step(`journeys of ${journeys.join(', ')}`, bin('playwright'), [
    'test',
    ...journeys.flatMap((app) => ['--project', app]),
  ]);
}

console.log(`\n${steps.join('\n')}\ncheck took ${((Date.now() - started) / 1000).toFixed(0)} s`);
