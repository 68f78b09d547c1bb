// Nothing confirmed is lost, and nothing is stored twice (issue 25): the site's server, with its embedded
// database, is killed with SIGKILL in the middle of a load of feedback submissions, then started again. Every
// submission the server confirmed (303) is stored, once; those cut off in flight and sent again with the same
// one-time key (as a resident's retry does) are stored once; nothing appears twice. Runs on the production
// build (npm run test:e2e builds it first), on ports of its own and with its own data folder.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const OFFSET = 300;
process.env.SITE_PORT_OFFSET = String(OFFSET);
const require = createRequire(import.meta.url);
const apps = require('../apps.cjs');
const { openDatabase } = require('../platform/database.cjs');
const { exportRecords } = require('../platform/platform.cjs');

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
const site = `http://localhost:${apps.shell.port}`;
const remotesFile = path.join(folder, 'remotes.json');
fs.writeFileSync(remotesFile, JSON.stringify(apps.remotesJson()));
const env = {
  ...process.env,
  SITE_PORT_OFFSET: String(OFFSET),
  SITE_DATA_DIR: path.join(folder, 'data'),
  SITE_MAIL_DIR: path.join(folder, 'mail'),
  SITE_REMOTES_FILE: remotesFile,
  NODE_ENV: 'production',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;

let server;

function startSite() {
  const child = spawn(process.execPath, [path.join(apps.root, 'tooling', 'start.mjs'), '--no-build'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.errors = () => errors;
  return child;
}

/** Resolves once the site answers its feedback page (the community backend has started by then). */
async function ready(child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${child.errors()}`);
    try {
      const response = await fetch(`${site}/feedback`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start: ${child.errors()}`);
}

const token = (i) => `[durability ${i}]`;
const keyOf = (i) => `durability-key-${i}`.padEnd(32, '0');

/** Sends feedback number i with its one-time key; resolves with the status, or 0 when the connection failed. */
async function send(i) {
  const body = new URLSearchParams({
    category: 'general',
    subject: `Feedback ${token(i)}`,
    message: `A message to check that nothing confirmed is lost ${token(i)}.`,
    anonymous: 'on',
    'submission-key': keyOf(i),
  });
  try {
    const response = await fetch(`${site}/feedback`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { Origin: site, 'Content-Type': 'application/x-www-form-urlencoded' },
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

after(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await server.exited;
  }
  fs.rmSync(folder, { recursive: true, force: true });
});

test('a server killed in the middle of a load of submissions loses none it confirmed, and stores none twice', async () => {
  server = startSite();
  await ready(server);

  const confirmed = new Set();
  const cutOff = new Set();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const i = next++;
      const status = await send(i);
      if (status === 303) confirmed.add(i);
      else if (status === 0) cutOff.add(i);
      else assert.fail(`feedback ${i} answered ${status}`);
      if (!killed && confirmed.size >= 60) {
        killed = true;
        server.kill('SIGKILL');
      }
      if (killed) return;
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  assert.deepEqual(await server.exited, { code: null, signal: 'SIGKILL' });
  assert.ok(confirmed.size >= 60, `confirmed ${confirmed.size}`);

  // Started again on the same data: the database recovers from the kill.
  server = startSite();
  await ready(server);
  // Residents whose answer never came send again (same key): each is taken, or answered as already taken.
  for (const i of cutOff) assert.equal(await send(i), 303, `feedback ${i} sent again`);
  // Some confirmed ones arrive again too (a double tap, Back and send): answered, not stored again.
  for (const i of [...confirmed].slice(0, 10)) assert.equal(await send(i), 303);

  server.kill('SIGTERM');
  assert.equal((await server.exited).code, 0);

  const database = await openDatabase({ dir: env.SITE_DATA_DIR });
  try {
    const { feedback } = await exportRecords(database, { area: 'community', since: new Date(0) });
    const stored = new Map();
    for (const row of feedback) {
      const found = /\[durability (\d+)\]/.exec(JSON.stringify(row));
      assert.ok(found, 'every stored feedback is one of this test');
      const i = Number(found[1]);
      stored.set(i, (stored.get(i) ?? 0) + 1);
    }
    for (const i of confirmed) assert.equal(stored.get(i), 1, `confirmed feedback ${i} stored once`);
    for (const i of cutOff) assert.equal(stored.get(i), 1, `feedback ${i}, sent again, stored once`);
    assert.equal(feedback.length, confirmed.size + cutOff.size);
  } finally {
    await database.close();
  }
});
