/** @jest-environment node */
import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  BODY_LIMIT,
  fnv1a,
  memoryMetrics,
  placeOfPage,
  telemetryHandler,
  telemetryTooLarge,
  versionOf,
} from './telemetry';

// The site's POST /telemetry: the reports of residents' browsers (shell/src/features/telemetry) become counts
// per area and version, and only for the areas, versions, routes and names the site knows.
const SHA = `sha384-${'B'.repeat(64)}`;
const lineAt = (folder: string) => ({
  entry: `https://cdn.springfield.gov/news/${folder}/mf-manifest.json`,
  label: 'News & Events',
  prefixes: ['/news', '/events'],
  widgets: [],
  integrity: { server: SHA, entry: SHA, entryFile: 'remoteEntry.js' },
});
let list = { contract: 1, remotes: { news_events: lineAt('2025-01-14') } as Record<string, unknown> };
const metrics = memoryMetrics();
let server: Server;
let url = '';

beforeAll(async () => {
  const app = express();
  app.post('/telemetry', telemetryTooLarge, telemetryHandler({ metrics, readList: () => list }));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/telemetry`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  list = { contract: 1, remotes: { news_events: lineAt('2025-01-14') } };
  metrics.calls.length = 0;
});

const NEWS_VERSION = `2025-01-14.${fnv1a(`${lineAt('2025-01-14').entry} ${SHA}`)}`;
const vital = {
  kind: 'vital',
  name: 'LCP',
  value: 1834,
  route: '/news',
  area: 'news_events',
  version: NEWS_VERSION,
};
const error = {
  kind: 'error',
  name: 'TypeError',
  file: '470.de92768a34.js',
  route: '/events',
  area: 'news_events',
};

/** Posts a body as sendBeacon does (a string: text/plain), or with the headers given. */
async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    text: await response.text(),
    cache: response.headers.get('cache-control'),
  };
}

describe('placeOfPage', () => {
  it('gives the labels the browser’s reports of a page carry, which the handler accepts', async () => {
    expect(placeOfPage('/events/1', list)).toEqual({
      area: 'news_events',
      version: NEWS_VERSION,
      route: '/events',
    });
    expect(placeOfPage('/news', list)).toEqual({
      area: 'news_events',
      version: NEWS_VERSION,
      route: '/news',
    });
    // Not under a prefix (a prefix's look-alike either): the shell's route shapes.
    expect(placeOfPage('/newsletter', list)).toEqual({ area: 'shell', version: 'current', route: '/*' });
    expect(placeOfPage('/', list)).toEqual({ area: 'shell', version: 'current', route: '/' });
    expect(placeOfPage('/search', list)).toEqual({ area: 'shell', version: 'current', route: '/search' });
    expect(placeOfPage('/news', undefined)).toEqual({ area: 'shell', version: 'current', route: '/*' });
    const before = metrics.calls.length;
    const place = placeOfPage('/events/1', list);
    const sent = JSON.stringify({ kind: 'vital', name: 'CLS', value: 0.01, ...place });
    expect((await post(sent, { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect(metrics.calls.slice(before)).toEqual([{ kind: 'vital', name: 'CLS', value: 0.01, ...place }]);
  });
});

describe('POST /telemetry', () => {
  it('counts a vital sent by sendBeacon, and answers 204 with nothing to cache', async () => {
    expect(versionOf(lineAt('2025-01-14'))).toBe(NEWS_VERSION);
    expect(await post(vital, { 'sec-fetch-site': 'same-origin' })).toEqual({
      status: 204,
      text: '',
      cache: 'no-store',
    });
    expect(metrics.calls).toEqual([
      { kind: 'vital', area: 'news_events', version: NEWS_VERSION, route: '/news', name: 'LCP', value: 1834 },
    ]);
  });

  it("counts an error, as JSON too, and the shell's own reports", async () => {
    const json = { 'content-type': 'application/json' };
    expect((await post({ ...error, version: NEWS_VERSION }, json)).status).toBe(204);
    const shell = { area: 'shell', version: 'current' };
    expect((await post({ kind: 'error', name: 'NonError', route: '/*', ...shell })).status).toBe(204);
    expect((await post({ ...vital, name: 'CLS', value: 0.1235, route: '/search', ...shell })).status).toBe(
      204,
    );
    expect(metrics.calls).toEqual([
      {
        kind: 'error',
        area: 'news_events',
        version: NEWS_VERSION,
        route: '/events',
        name: 'TypeError',
        file: '470.de92768a34.js',
      },
      { kind: 'error', area: 'shell', version: 'current', route: '/*', name: 'NonError' },
      { kind: 'vital', area: 'shell', version: 'current', route: '/search', name: 'CLS', value: 0.1235 },
    ]);
  });

  it("follows the list: after a deploy, only the area's new version is counted", async () => {
    list = { contract: 1, remotes: { news_events: lineAt('2025-02-01') } };
    expect((await post(vital)).status).toBe(400);
    const version = versionOf(lineAt('2025-02-01'));
    expect(version).toMatch(/^2025-02-01\.[0-9a-f]{8}$/);
    expect((await post({ ...vital, version })).status).toBe(204);
    expect(metrics.calls.map((call) => call.version)).toEqual([version]);
  });

  it('refuses anything else with 400 and no body, and counts nothing', async () => {
    const bad: unknown[] = [
      '',
      'not json',
      '[]',
      'null',
      JSON.stringify(vital).slice(0, -1),
      { ...vital, kind: 'visit' },
      { ...vital, name: 'FID' },
      { ...vital, name: 'toString' },
      { ...vital, value: '1834' },
      { ...vital, value: -1 },
      { ...vital, value: 60_001 },
      { ...vital, name: 'CLS', value: 10.5 },
      { ...vital, value: null },
      { ...vital, area: 'elsewhere' },
      { ...vital, area: 'constructor' },
      { ...vital, area: '__proto__' },
      { ...vital, version: 'current' },
      { ...vital, version: 'jane-doe-2025' },
      { ...vital, version: NEWS_VERSION.toUpperCase() },
      { ...vital, route: '/news/federal-grant' },
      { ...vital, route: '/news?q=jane' },
      { ...vital, route: '/government' },
      { ...vital, area: 'shell', version: 'current', route: '/contact' },
      { ...vital, area: 'shell', version: NEWS_VERSION, route: '/' },
      { ...vital, message: 'jane@example.org' },
      { kind: 'vital', name: 'LCP', value: 1834, route: '/news', area: 'news_events' },
      { ...error, version: NEWS_VERSION, name: 'jane.doe@example.org' },
      { ...error, version: NEWS_VERSION, name: 'PaymentDeclined' },
      { ...error, version: NEWS_VERSION, file: '../../etc/passwd' },
      { ...error, version: NEWS_VERSION, file: 'https://x/main.js?q=jane' },
      { ...error, version: NEWS_VERSION, value: 3 },
      { ...error, version: NEWS_VERSION, message: 'Cannot read "jane"' },
    ];
    for (const body of bad) {
      const answer = await post(body);
      expect([body, answer.status, answer.text]).toEqual([body, 400, '']);
    }
    expect(metrics.calls).toEqual([]);
  });

  it('refuses a body over 4 KB, another type, and a report posted from another site', async () => {
    const padded = JSON.stringify({ ...vital, pad: 'x'.repeat(BODY_LIMIT) });
    expect(await post(padded)).toEqual({ status: 413, text: '', cache: 'no-store' });
    expect((await post(vital, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(vital, { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(415);
    expect((await post(vital, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(vital, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect(metrics.calls).toEqual([]);
  });

  it('answers a body over the limit 413 without reading it, and closes the connection (issue 43, finding 9)', async () => {
    /** Sends the headers (and `chunk`, if any), and resolves with the answer and whether the server closed. */
    const send = (headers: Record<string, string>, chunk?: string) =>
      new Promise<{ status: number; connection: string | undefined; closed: boolean }>((resolve, reject) => {
        const request = http.request(url, { method: 'POST', headers });
        request.on('error', () => {});
        request.on('response', (response) => {
          response.resume();
          request.socket?.on('close', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              closed: true,
            }),
          );
        });
        request.on('timeout', reject);
        if (chunk) request.write(chunk);
        else request.flushHeaders();
      });
    // 10 MB announced, nothing of it sent: answered at once, the connection closed.
    expect(await send({ 'content-type': 'text/plain', 'content-length': String(10 * 1024 * 1024) })).toEqual({
      status: 413,
      connection: 'close',
      closed: true,
    });
    // No length announced (chunked), 64 KB sent and more to come: refused once past the limit, closed.
    expect(
      await send({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 'x'.repeat(65_536)),
    ).toEqual({ status: 413, connection: 'close', closed: true });
    expect(metrics.calls).toEqual([]);
  });

  it('never logs a report', async () => {
    const logged = ['log', 'info', 'warn', 'error', 'debug'].map((method) =>
      jest.spyOn(console, method as 'log').mockImplementation(() => undefined),
    );
    await post(vital);
    await post({ ...vital, version: 'jane' });
    await post('{"kind":');
    await post('x'.repeat(BODY_LIMIT + 1));
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });
});
