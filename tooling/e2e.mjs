// `npm run test:e2e` after the build: every package's journeys in ONE Playwright run (the root
// playwright.config.ts: one project per package, one server, both workers busy to the end), then the tooling's
// own end-to-end tests (node --test: the production install, nginx, durability, heap), whose counts go to
// .test-results/node-tooling-e2e.xml for tooling/test-summary.mjs. Both run even if the first fails; the exit
// code is non-zero if either failed.
//   node tooling/e2e.mjs [playwright arguments]   e.g. --project=mfe-government
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
const run = (command, args, cwd = root) =>
  spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;

const journeys = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
fs.mkdirSync(results, { recursive: true });
const tooling = run(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=junit',
    `--test-reporter-destination=${path.join(results, 'node-tooling-e2e.xml')}`,
    // The files by name: Node 22 and later read `--test`'s arguments as globs, and a folder no longer lists its
    // tests ("Cannot find module .../tooling/e2e" on Node 24).
    ...fs
      .readdirSync(path.join(root, 'tooling', 'e2e'))
      .filter((file) => file.endsWith('.test.mjs'))
      .map((file) => path.join('e2e', file)),
  ],
  path.join(root, 'tooling'),
);
process.exit(journeys || tooling);
