// Playwright configuration of the site's end-to-end journeys (`<package>/e2e/*.spec.ts`), run against the
// production build served exactly as `npm start` serves it, in Debian's Chromium. Two forms of one set of options:
// - `playwrightConfig(__dirname)`: a package's own `playwright.config.ts` (`npm run e2e -w <package>`), its
//   journeys alone;
// - `siteConfig()`: the root `playwright.config.ts` (`npm run test:e2e`, CI), every package's journeys in one
//   run, one Playwright project per package, against ONE server, with both workers busy until the last journey
//   (five runs one after another each started the site, and each ended on one worker finishing its last file).
const path = require('node:path');
const { defineConfig } = require('@playwright/test');
const apps = require('./apps.cjs');
const chromium = require('./chromium.cjs');

// The journeys send hundreds of forms from one address, which the site's limits would refuse after ten: the
// server started for them (and the second deployments they start) counts nothing. The limits have their own
// tests (server/src/limits.test.ts, and nginx's in tooling/e2e/nginx.test.mjs).
process.env.SITE_RATE_LIMITS ??= 'off';

/** The packages that have journeys, in the order their projects are listed. */
const PACKAGES = [apps.shell.dir, ...apps.remotes.map((remote) => remote.dir)];

/** What a package's journeys are, wherever they run from: its e2e folder, its screenshots, its results. */
function packageProject(dirname) {
  return {
    testDir: path.join(dirname, 'e2e'),
    testMatch: '**/*.spec.ts',
    outputDir: path.join(dirname, 'test-results'),
    // Accepted screenshots (toHaveScreenshot) live beside their spec, one set for every machine: the journeys
    // always run in Debian's Chromium.
    snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
  };
}

/** The options both forms share: browser, workers, time limits, the server. */
function commonOptions() {
  // The shell's port, moved with SITE_PORT_OFFSET as apps.cjs moves it.
  const origin = `http://${apps.host}:${apps.shell.port}`;
  return {
    fullyParallel: true,
    workers: 2,
    // No retries, anywhere: a journey that passes only on a second try is a bug to fix, not to hide.
    retries: 0,
    timeout: 45_000,
    expect: { timeout: 10_000 },
    use: {
      baseURL: origin,
      viewport: { width: 1280, height: 800 },
      browserName: 'chromium',
      // A failed journey keeps its trace: each action with the page's DOM as it was (snapshots), its network
      // and console. Not the screencast: filming every journey doubled the time of them all on two cores (the
      // government dialogs: 324 s of test time with it, 179 s without, 151 s with no trace), and a snapshot
      // shows what the page was.
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
      launchOptions: {
        // Debian's Chromium (Playwright's own browser download is not available on these machines).
        executablePath: chromium.executablePath,
        args: [
          ...chromium.args,
          // SITE_PORT_OFFSET may move a port onto one Chromium refuses (10080, the shell's with offset 2000).
          `--explicitly-allowed-ports=${[apps.shell, ...apps.remotes].map((app) => app.port).join(',')}`,
        ],
      },
    },
    // The production build served exactly as `npm start` serves it (`npm run test:e2e` builds it first; after
    // `node tooling/start.mjs --build-only`, `npm run e2e -w <package>` runs one package's journeys).
    webServer: {
      command: `node ${JSON.stringify(path.join(apps.root, 'tooling', 'start.mjs'))} --no-build`,
      cwd: apps.root,
      url: `${origin}/remotes.json`,
      reuseExistingServer: !process.env.CI,
      // The journeys pay with the test processor's cards (the production start has none by default).
      env: { PAYMENT_PROCESSOR: process.env.PAYMENT_PROCESSOR ?? 'test' },
      timeout: 60_000,
      // Stopped as a process manager stops it: the server closes its embedded database before it exits.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  };
}

/** The JSON results of a run, which tooling/test-summary.mjs adds up: `.test-results/e2e-<name>.json`. */
const reporter = (name) => [
  ['list'],
  ['json', { outputFile: path.join(apps.root, '.test-results', `e2e-${name}.json`) }],
];

/**
 * A package's journeys alone (its `playwright.config.ts`).
 * @param {string} dirname the package folder
 * @param {import('@playwright/test').PlaywrightTestConfig} [overrides] merged over the defaults
 */
function playwrightConfig(dirname, overrides = {}) {
  const name = path.basename(dirname);
  return defineConfig({
    ...commonOptions(),
    ...packageProject(dirname),
    reporter: reporter(name),
    projects: [{ name: 'chromium' }],
    ...overrides,
  });
}

/**
 * Every package's journeys in one run (the root `playwright.config.ts`): one project per package, named by its
 * folder (`--project=mfe-government` runs one), one server, one JSON file of results (`e2e-site.json`).
 * PLAYWRIGHT_PROJECTS=shell,mfe-government (a comma-separated list) keeps only those projects.
 */
function siteConfig() {
  const only = process.env.PLAYWRIGHT_PROJECTS?.split(',').filter(Boolean);
  const packages = only?.length ? PACKAGES.filter((dir) => only.includes(dir)) : PACKAGES;
  return defineConfig({
    ...commonOptions(),
    testDir: apps.root,
    reporter: reporter('site'),
    projects: packages.map((dir) => ({ name: dir, ...packageProject(path.join(apps.root, dir)) })),
  });
}

module.exports = playwrightConfig;
module.exports.siteConfig = siteConfig;
module.exports.PACKAGES = PACKAGES;
