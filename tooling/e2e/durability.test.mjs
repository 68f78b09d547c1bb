// Nothing confirmed is lost, and nothing is stored twice (issue 25): the site's server, with its embedded
// database, is killed with SIGKILL in the middle of a load of feedback submissions, then started again. Every
// submission the server confirmed (303) is stored, once; those cut off in flight and sent again with the same
// one-time key (as a resident's retry does) are stored once; nothing appears twice. Runs on the production
// build (npm run test:e2e builds it first), on ports of its own and with its own data folder.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { siteProcess } from '../site-process.mjs';

const OFFSET = 300;
process.env.SITE_PORT_OFFSET = String(OFFSET);
const require = createRequire(import.meta.url);
const apps = require('../apps.cjs');
const { openDatabase } = require('@springfield/server/database');
const { exportRecords } = require('@springfield/server/platform');

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));

/** The city's mail server, as the site sees it (SMTP_URL): every message it receives. */
const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk) => (data += chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});
const SMTP_PORT = 2525 + OFFSET;
before(() => new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve)));

const site = siteProcess({
  apps,
  folder,
  offset: OFFSET,
  env: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
});
let server;

/**
 * The message sent to `to` (matching `pattern`), once it has arrived (the outbox sends it after the commit). A
 * minute at most: on a loaded CI machine the outbox's poll and send took longer than 20 s (it arrives in about
 * a second on a quiet one; the wait ends as soon as it is there).
 */
async function mailTo(to, pattern = /./) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const message = received.find((m) => m.to.includes(to) && pattern.test(m.data));
    if (message) return message.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail reached ${to}`);
}

/** A message's text with quoted-printable undone (soft line breaks, =XX). */
const decoded = (data) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Confirms an address as its owner does (issue 43): the confirmation mail's link opened, then its Confirm
 * button pressed (a POST from the site's own page).
 */
async function confirmAddressOf(to) {
  const mail = decoded(await mailTo(to, /Subject: Confirm your e-mail address/));
  const link = /http:\/\/\S+\/mail\/confirm\?token=\S+/.exec(mail)[0].replace(/^http:\/\/[^/]+/, site.url);
  assert.equal((await fetch(link)).status, 200);
  const confirmed = await fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: '',
    redirect: 'manual',
  });
  assert.equal(confirmed.status, 303);
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
    const response = await fetch(`${site.url}/feedback`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

after(async () => {
  await server?.kill();
  await new Promise((resolve) => smtp.close(resolve));
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A form sent as a browser without JavaScript sends it; resolves with the response (not followed). */
const post = (pathname, fields) =>
  fetch(`${site.url}${pathname}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
  });

/** The registered count the page of event 3 (100 places) shows: "68 / 100". */
async function registeredAtEvent3() {
  const html = await (await fetch(`${site.url}/events/3`)).text();
  return Number(/(\d+) \/ 100\b/.exec(html)?.[1]);
}

test('a server killed in the middle of a load of submissions loses none it confirmed, stores none twice, and still shows what residents sent before', async () => {
  server = await site.start();

  // A resident reports a pothole and registers for an event before the crash.
  const report = await post('/services/pothole-report', {
    location: '120 Oak Street',
    description: 'A deep pothole in the right lane.',
    severity: 'High',
    contact: 'resident@example.com',
    'submission-key': keyOf('pothole'),
  });
  assert.equal(report.status, 303);
  const requestId = /[?&]request=(\d+)/.exec(report.headers.get('location'))?.[1];
  assert.ok(requestId, `the confirmation names the request: ${report.headers.get('location')}`);
  const before = await registeredAtEvent3();
  const registration = await post('/events/3/register', {
    name: 'Alex Resident',
    email: 'alex@example.com',
    phone: '',
    organization: '',
    notes: '',
    'submission-key': keyOf('registration'),
  });
  assert.equal(registration.status, 303);
  // Their addresses are new: each gets the site's confirmation first, and once confirmed, its receipt: the
  // request's number, the event's title.
  await confirmAddressOf('resident@example.com');
  await confirmAddressOf('alex@example.com');
  const requestMail = await mailTo('resident@example.com', new RegExp(`Subject:[^\\n]*${requestId}`));
  assert.match(requestMail, /From: City of Springfield <noreply@springfield.gov>/);
  await mailTo('alex@example.com', /Subject: Registration confirmed/);

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
        server.child.kill('SIGKILL');
      }
      if (killed) return;
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  assert.deepEqual(await server.exited, { code: null, signal: 'SIGKILL' });
  assert.ok(confirmed.size >= 60, `confirmed ${confirmed.size}`);

  // Started again on the same data: the database recovers from the kill.
  server = await site.start();
  // Residents whose answer never came send again (same key): each is taken, or answered as already taken.
  for (const i of cutOff) assert.equal(await send(i), 303, `feedback ${i} sent again`);
  // Some confirmed ones arrive again too (a double tap, Back and send): answered, not stored again.
  for (const i of [...confirmed].slice(0, 10)) assert.equal(await send(i), 303);

  // After the restart the resident finds the request's status, on the site and through Open311, and the
  // registration still counts.
  const status = await fetch(`${site.url}/services/requests/${requestId}`);
  assert.equal(status.status, 200);
  assert.match(await status.text(), new RegExp(requestId));
  const open311 = await fetch(`${site.url}/open311/v2/requests/${requestId}.json`);
  const [request] = await open311.json();
  assert.equal(request.service_request_id, requestId);
  assert.equal(request.service_code, 'pothole-report');
  assert.equal(request.status, 'open');
  assert.ok(!('email' in request) && !JSON.stringify(request).includes('resident@example.com'));
  assert.equal(await registeredAtEvent3(), before + 1);

  assert.equal((await server.stop()).code, 0);

  const database = await openDatabase({ dir: site.env.SITE_DATA_DIR });
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
