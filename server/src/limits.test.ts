/** @jest-environment node */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { databases } from '@springfield/tooling/platform/testing';
import { openDatabase, type Database } from './platform/database';
import { createPlatform } from './platform/platform';
import { createLimits, memoryLimits, recipientKey } from './limits';
import { createShellApp } from './serve';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
const shellDist = path.join(tmp, 'shell');
const remotesFile = path.join(tmp, 'remotes.json');
fs.mkdirSync(shellDist, { recursive: true });
fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>Shell</title>');
fs.writeFileSync(remotesFile, JSON.stringify({ contract: 1, remotes: {} }));

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// Only the clock is faked: the limiters read Date.now(); the database and HTTP keep their real timers.
const T0 = new Date('2026-03-02T09:00:00Z');
beforeEach(() => {
  jest.useFakeTimers({
    now: T0,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
});
afterEach(() => jest.useRealTimers());

function listen(app: ReturnType<typeof createShellApp>, servers: Server[]): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    servers.push(server);
  });
}

const sendRequest = (site: string) =>
  fetch(`${site}/open311/v2/requests.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'service_code=pothole',
  });

describe.each(databases())('limits in the site’s database ($name)', (choice) => {
  let server: { url: string | undefined; stop(): Promise<void> };
  let database: Database;
  const servers: Server[] = [];

  beforeAll(async () => {
    server = await choice.start();
    database = await openDatabase(server.url ? { url: server.url } : { memory: true });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await database.close();
    await server.stop();
  });

  it('two instances on one database share the count: the third service request from a client is refused by either, until its window passes', async () => {
    const figures = { open311: [{ points: 2, seconds: 600 }] };
    // Two instances of the site, each with its own limiters on the one store.
    const [one, two] = await Promise.all([
      createLimits({ database, limits: figures }),
      createLimits({ database, limits: figures }),
    ]);
    expect(one.store).toBe('postgres');
    const quiet = { log: () => {} };
    const first = await listen(createShellApp({ shellDist, remotesFile, limits: one, ...quiet }), servers);
    const second = await listen(createShellApp({ shellDist, remotesFile, limits: two, ...quiet }), servers);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});

    // No area answers Open311 here, and the shell has no renderer: a request that passes the limit is taken as
    // a form, which this shell cannot render (500).
    expect((await sendRequest(first)).status).toBe(500);
    expect((await sendRequest(second)).status).toBe(500);
    for (const site of [first, second]) {
      const refused = await sendRequest(site);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      const errors = (await refused.json()) as { code: number; description: string }[];
      expect(errors).toEqual([
        { code: 429, description: expect.stringMatching(/^Too many service requests/) },
      ]);
    }
    // Four minutes on: the same window, a shorter wait.
    jest.setSystemTime(T0.getTime() + 4 * 60 * 1000);
    expect((await sendRequest(second)).headers.get('retry-after')).toBe('360');
    // The window passed: the client may send again, on either instance.
    jest.setSystemTime(T0.getTime() + 10 * 60 * 1000 + 1);
    expect((await sendRequest(second)).status).toBe(500);
    errors.mockRestore();
  });

  it('refuses a client whose window is spent from memory: a script’s further posts cost no query each', async () => {
    const limits = await createLimits({ database, limits: { forms: [{ points: 2, seconds: 600 }] } });
    const key = `script-${Date.now()}`;
    expect(await limits.take('forms', key)).toEqual({ allowed: true });
    expect(await limits.take('forms', key)).toEqual({ allowed: true });
    const queries = jest.spyOn(database, 'transaction');
    for (let i = 0; i < 50; i += 1) {
      expect(await limits.take('forms', key)).toEqual({ allowed: false, retryAfterS: 600 });
    }
    expect(queries).not.toHaveBeenCalled();
    // Another client is still counted in the database, which every instance shares.
    expect(await limits.take('forms', `${key}-other`)).toEqual({ allowed: true });
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
  });

  it('counts e-mails per recipient for every area: the fourth to one address in a day is not to be queued', async () => {
    const limits = await createLimits({ database });
    const platform = createPlatform({ database, siteOrigin: 'http://localhost', limits, log: () => {} });
    const news = platform.forArea('news_events');
    const community = platform.forArea('community');
    expect(await news.mayMail?.('Resident@Example.com')).toBe(true);
    expect(await community.mayMail?.('resident@example.com ')).toBe(true);
    expect(await news.mayMail?.('resident@example.com')).toBe(true);
    expect(await news.mayMail?.('resident@example.com')).toBe(false);
    expect(await news.mayMail?.('someone.else@example.com')).toBe(true);
    // The store holds a digest of the address, never the address.
    const { rows } = await database.transaction((tx) =>
      tx.query<{ key: string }>('SELECT key FROM site_rate_limits WHERE key LIKE $1', ['recipient_%']),
    );
    expect(rows.map((row) => row.key)).toContain(`recipient_86400s:${recipientKey('resident@example.com')}`);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com/);
    jest.setSystemTime(T0.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect(await news.mayMail?.('resident@example.com')).toBe(true);
  });
});

describe('limits in memory', () => {
  it('refuses past the shorter window, and past the day’s window with the longer wait', async () => {
    const limits = memoryLimits({
      forms: [
        { points: 2, seconds: 60 },
        { points: 3, seconds: 86_400 },
      ],
    });
    expect(await limits.take('forms', 'a')).toEqual({ allowed: true });
    expect(await limits.take('forms', 'a')).toEqual({ allowed: true });
    expect(await limits.take('forms', 'a')).toEqual({ allowed: false, retryAfterS: 60 });
    // Another client is counted apart.
    expect(await limits.take('forms', 'b')).toEqual({ allowed: true });
    jest.setSystemTime(T0.getTime() + 61 * 1000);
    // The minute passed, the day's three are spent (the refused one counted too).
    expect(await limits.take('forms', 'a')).toEqual({ allowed: false, retryAfterS: 86_400 - 61 });
  });
});

describe('a form over the limit', () => {
  // A shell build whose renderer renders the form with what was sent when the submission is over the limit
  // (as the shell's does: render.tsx keepAsSent), and runs the action otherwise.
  const limitedShell = path.join(tmp, 'limited-shell');
  fs.mkdirSync(path.join(limitedShell, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(limitedShell, 'index.html'),
    '<html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(limitedShell, 'server', 'render.js'),
    `globalThis.actionsRun = 0;
exports.LIMITED_FORMS = 1;
exports.remotesFor = () => [];
exports.renderPage = async ({ submission }) => {
  if (submission && !submission.limited) { globalThis.actionsRun += 1; return { status: 303, redirect: '/feedback/thank-you', html: '', title: '', failed: [] }; }
  const values = Object.fromEntries(new URLSearchParams(submission.body));
  return { status: 429, html: '<form><textarea name="message">' + values.message + '</textarea></form>', title: 'Feedback', failed: [], lang: 'es', notice: { title: 'Espere', text: 'en ' + Math.ceil(submission.limited.retryAfterS / 60) + ' minutos' }, action: { route: 'feedback', outcome: { status: 'invalid', values, problems: [] } } };
};`,
  );
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  it('is answered 429 with Retry-After: the page with what was typed and when to send it again, its action not run', async () => {
    const site = await listen(
      createShellApp({
        shellDist: limitedShell,
        remotesFile,
        log: () => {},
        ssr: { workers: 0 },
        limits: memoryLimits({ forms: [{ points: 2, seconds: 600 }] }),
      }),
      servers,
    );
    const send = (message: string, accept = 'text/html') =>
      fetch(`${site}/es/feedback`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
          Accept: accept,
        },
        body: new URLSearchParams({ message, category: 'general' }),
      });
    expect((await send('first')).status).toBe(303);
    expect((await send('second')).status).toBe(303);
    const actions = () => (globalThis as { actionsRun?: number }).actionsRun;
    expect(actions()).toBe(2);

    jest.setSystemTime(T0.getTime() + 60 * 1000);
    const refused = await send('The swings at Elm Park are broken');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('540');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const page = await refused.text();
    expect(page).toContain('<textarea name="message">The swings at Elm Park are broken</textarea>');
    expect(page).toMatch(
      /<div role="alert"[^>]*><strong>Espere<\/strong><p[^>]*>en 9 minutos<\/p><\/div><div id="root"[ >]/,
    );
    expect(page).toContain('"values":{"message":"The swings at Elm Park are broken","category":"general"}');
    expect(actions()).toBe(2);

    // The browser's script (it keeps what was typed itself) is told as data.
    const asData = await send('again', 'application/json');
    expect(asData.status).toBe(429);
    expect(asData.headers.get('retry-after')).toBe('540');
    expect(await asData.json()).toEqual({ status: 'failed', limited: true, retryAfterS: 540 });
    expect(actions()).toBe(2);
  });
});
