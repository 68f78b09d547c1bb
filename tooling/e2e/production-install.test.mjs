// A production install (issue 27): in a clean folder, exactly what the image gets (the Dockerfile's runtime
// stage: the package files, the server's build (server/dist) and the five built dist folders, no sources and
// nothing of tooling), installed with `npm ci --omit=dev` and started with `node server/dist/start.js`, serves
// every area's pages
// rendered on the server, answers its health checks, writes nothing outside its data folders (the image's root
// file system is read-only) and stops cleanly on SIGTERM. Runs on the production build (npm run test:e2e
// builds it first), on ports and with data folders of its own.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../build/server-build.mjs';
import { promisify } from 'node:util';

const OFFSET = 650;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'production-install-'));
// The image's /app, and its volume.
const app = path.join(folder, 'app');
const data = path.join(folder, 'data');
const site = `http://localhost:${8080 + OFFSET}`;

/** One page of each area, and its heading as the server renders it. */
const PAGES = [
  ['/', 'Welcome to the City of Springfield'],
  // An article's body is sanitised on the server with jsdom, a runtime dependency loaded only then.
  [
    '/news/federal-grant-infrastructure',
    'Springfield Receives $500,000 Federal Grant for Infrastructure Improvements',
  ],
  ['/services/pothole-report', 'Report a Pothole'],
  ['/government', 'Government'],
  ['/feedback', 'Submit Feedback'],
];

/** What the Dockerfile's runtime stage copies into /app, from the checkout with its five apps built. */
function copyImageFiles() {
  const copy = (relative) =>
    fs.cpSync(path.join(root, relative), path.join(app, relative), { recursive: true });
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) copy(file);
  // Each workspace's package.json alone: npm ci installs the workspaces' dependencies, not their sources.
  for (const workspace of workspaces) copy(path.join(workspace, 'package.json'));
  // COPY server/dist: the server as it was compiled (built now if its sources are newer).
  buildServer();
  copy(path.join('server', 'dist'));
  for (const dir of [
    'shell',
    'mfe-news-events',
    'mfe-services-payments',
    'mfe-government',
    'mfe-community',
  ]) {
    assert.ok(fs.existsSync(path.join(root, dir, 'dist')), `${dir} is built (npm run build)`);
    copy(path.join(dir, 'dist'));
  }
}

/** This environment, without what a parent npm or the developer's shell would pass on to the install. */
function cleanEnv() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_OPTIONS'),
  );
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'SITE_ORIGIN', 'SITE_HOSTS', 'SITE_LISTEN_HOST'])
    delete env[key];
  return env;
}

/** Every file and folder under `dir` changed after `since` (ms). */
function changedSince(dir, since) {
  const changed = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (fs.lstatSync(file).mtimeMs > since) changed.push(path.relative(dir, file));
  }
  return changed;
}

let child;
after(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The bytes of the files under a folder (what `du --apparent-size` counts), links not followed. */
function sizeOf(folder) {
  let bytes = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) bytes += sizeOf(file);
    else if (entry.isFile()) bytes += fs.statSync(file).size;
  }
  return bytes;
}

// On the Node the image runs (24 LTS, the site's `engines`): CI runs it on Node 24 (.ci/run). This machine's
// Node 20 is past its support; the same install on it would only take CI's time again.
const LTS = Number(process.versions.node.split('.')[0]) >= 24;

test(
  'npm ci --omit=dev and server/dist/start.js serve the built site, with nothing but the runtime dependencies',
  {
    skip: !LTS && `Node ${process.versions.node} is not the image's: .ci/run runs this on Node 24`,
  },
  async (t) => {
    copyImageFiles();
    const started = Date.now();
    await promisify(execFile)(
      'npm',
      ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
      { cwd: app, env: cleanEnv(), maxBuffer: 16 * 1024 * 1024 },
    );
    t.diagnostic(`npm ci --omit=dev took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Proof that the install left out what only builds and tests need.
    // The build's tools (webpack, TypeScript, the federation plugin and the rspack it brings) are development
    // dependencies: the apps and the server declare only the federation runtime.
    const devOnlyPackages = ['jest', '@playwright/test', 'lerna', 'eslint', 'webpack', 'typescript'];
    for (const devOnly of [...devOnlyPackages, '@module-federation/enhanced', '@rspack/core']) {
      assert.ok(!fs.existsSync(path.join(app, 'node_modules', devOnly)), `${devOnly} is not installed`);
    }
    const megabytes = sizeOf(path.join(app, 'node_modules')) / 1024 / 1024;
    t.diagnostic(`the production install is ${megabytes.toFixed(0)} MB`);
    assert.ok(
      megabytes <= 250,
      `the production install is ${megabytes.toFixed(0)} MB, over its 250 MB budget`,
    );

    // The list the deployment mounts (SITE_REMOTES_FILE): the five origins on this test's ports.
    process.env.SITE_PORT_OFFSET = String(OFFSET);
    const remotesFile = path.join(data, 'remotes.json');
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(
      remotesFile,
      JSON.stringify(createRequire(path.join(app, 'server', 'dist', 'start.js'))('./apps.cjs').remotesJson()),
    );

    const installed = Date.now();
    child = spawn(process.execPath, [path.join('server', 'dist', 'start.js')], {
      cwd: app,
      env: {
        ...cleanEnv(),
        NODE_ENV: 'production',
        // Warnings and errors only: the access log of the polls below would drown a failure's message.
        LOG_LEVEL: 'warn',
        SITE_PORT_OFFSET: String(OFFSET),
        SITE_DATA_DIR: path.join(data, 'db'),
        SITE_MAIL_DIR: path.join(data, 'mail'),
        SITE_MODULES_DIR: path.join(data, 'server-modules'),
        SITE_REMOTES_FILE: remotesFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What it printed (its log's warnings and errors included), for the messages of a failure.
    let errors = '';
    child.stdout.on('data', (chunk) => (errors += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

    // Alive: it listens once its database is open and its list read (it can take a while on a busy machine).
    const poll = async (pathname, seconds) => {
      const deadline = Date.now() + seconds * 1000;
      let answer = 'no answer';
      while (Date.now() < deadline) {
        assert.equal(child.exitCode, null, `the server stopped: ${errors}`);
        answer = await fetch(`${site}${pathname}`, { signal: AbortSignal.timeout(5000) }).then(
          async (response) => `${response.status} ${await response.text()}`,
          (error) => error.message,
        );
        if (answer.startsWith('200 ')) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.fail(`${pathname} did not answer 200 within ${seconds} s (${answer}): ${errors}`);
    };
    await poll('/healthz', 90);
    t.diagnostic(`the server answered ${((Date.now() - installed) / 1000).toFixed(1)} s after its start`);
    // Ready, soon after: the list is loaded and the database answers.
    await poll('/readyz', 10);

    for (const [pathname, heading] of PAGES) {
      const response = await fetch(`${site}${pathname}`);
      const html = await response.text();
      assert.equal(response.status, 200, `${pathname}: ${errors}`);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        .replace(/<[^>]+>/g, '')
        .trim();
      assert.equal(h1, heading, `${pathname} is rendered on the server: ${errors}`);
    }

    child.kill('SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null }, errors);
    assert.deepEqual(changedSince(app, installed), [], 'the server wrote nothing in its install folder');
  },
);
