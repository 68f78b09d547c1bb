/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { integrityOf } from './apps.cjs';
import { createLog, jsonConsole } from './log';
import { createPageCache } from './page-cache';
import { versionOf } from './telemetry';
import express from 'express';
import {
  areaOfPath,
  createRemoteApp,
  createShellApp,
  listen as openPort,
  onePerPass,
  openPlatform,
  remoteListFromUrl,
  remoteOrigins,
  searchEngineFiles,
  sendKept,
  startAreas,
  startServers,
} from './serve';

// The shell's server answers the paths a remote declares as `files` with the file of its current build.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-files-'));
const shellDist = path.join(tmp, 'shell');
const remoteDist = path.join(tmp, 'remote');
const remotesFile = path.join(tmp, 'remotes.json');
const servers: Server[] = [];
let shell = '';
let remote = '';

const SCRIPT = `console.log(${JSON.stringify('Springfield '.repeat(200))});`;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function listen(app: ReturnType<typeof createRemoteApp>): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    servers.push(server);
  });
}

function useBuild(folder: string) {
  const entry = {
    entry: `${remote}/${folder}/mf-manifest.json`,
    label: 'News & Events',
    prefixes: ['/news'],
    widgets: [],
    files: ['/feeds/', '/calendar/', '/documents/'],
  };
  write(remotesFile, JSON.stringify({ contract: 1, remotes: { news_events: entry } }));
}

beforeAll(async () => {
  write(path.join(shellDist, 'index.html'), '<!doctype html><title>Shell</title>');
  write(path.join(remoteDist, '2025-01-01/feeds/news.xml'), '<rss version="2.0">old</rss>');
  write(path.join(remoteDist, '2025-02-01/feeds/news.xml'), '<rss version="2.0">new</rss>');
  write(path.join(remoteDist, '2025-02-01/calendar/council.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  write(path.join(remoteDist, '2025-02-01/documents/events/1-agenda.pdf'), '%PDF-1.4 agenda');
  write(path.join(remoteDist, 'chunk.0123456789.js'), SCRIPT);
  fs.writeFileSync(path.join(remoteDist, 'chunk.0123456789.js.br'), zlib.brotliCompressSync(SCRIPT));
  remote = await listen(createRemoteApp({ dist: remoteDist }));
  shell = await listen(createShellApp({ shellDist, remotesFile }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('files a remote publishes on the site origin', () => {
  it('serves the feed of the current build with its type and a short cache', async () => {
    useBuild('2025-02-01');
    const response = await fetch(`${shell}/feeds/news.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('<rss version="2.0">new</rss>');
    const calendar = await fetch(`${shell}/calendar/council.ics`);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await calendar.text()).toContain('BEGIN:VCALENDAR');
  });

  it('sends a PDF as an attachment on the remote’s own origin (where "Download" ignores `download`), and inline on the site’s', async () => {
    useBuild('2025-02-01');
    const own = await fetch(`${remote}/2025-02-01/documents/events/1-agenda.pdf`);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="1-agenda.pdf"');
    const site = await fetch(`${shell}/documents/events/1-agenda.pdf`);
    expect(site.headers.get('content-type')).toBe('application/pdf');
    expect(site.headers.get('content-disposition')).toBeNull();
  });

  it('keeps one copy of a build’s file: asked again, it is not fetched from the remote (issue 43, finding 7)', async () => {
    useBuild('2025-02-01');
    const file = path.join(remoteDist, '2025-02-01/calendar/kept.ics');
    write(file, 'BEGIN:VCALENDAR\r\nX-KEPT:1\r\nEND:VCALENDAR\r\n');
    const [first, second] = await Promise.all([
      fetch(`${shell}/calendar/kept.ics`),
      fetch(`${shell}/calendar/kept.ics`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    fs.rmSync(file);
    const again = await fetch(`${shell}/calendar/kept.ics`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('X-KEPT:1');
    // A file never fetched is still asked for, and its absence is not kept.
    expect((await fetch(`${shell}/calendar/absent.ics`)).status).toBe(404);
  });

  it('follows the list: switching the remote to another build switches the feeds at the same address', async () => {
    useBuild('2025-01-01');
    expect(await (await fetch(`${shell}/feeds/news.xml`)).text()).toBe('<rss version="2.0">old</rss>');
    useBuild('2025-02-01');
    expect(await (await fetch(`${shell}/feeds/news.xml`)).text()).toBe('<rss version="2.0">new</rss>');
  });

  it('answers 404 for an unknown file, another type or a name that leaves the folder', async () => {
    useBuild('2025-02-01');
    for (const url of [
      '/feeds/sports.xml',
      '/calendar/council.json',
      '/feeds/news.xml.bak',
      '/feeds//news.xml',
      '/calendar/',
    ]) {
      const response = await fetch(`${shell}${url}`);
      expect([url, response.status]).toEqual([url, 404]);
    }
  });

  it('leaves every other path to the site (deep links still get the page)', async () => {
    useBuild('2025-02-01');
    const response = await fetch(`${shell}/news/feeds/news.xml`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Shell</title>');
  });

  it('says the file is unavailable when the remote is down', async () => {
    write(
      remotesFile,
      JSON.stringify({
        contract: 1,
        remotes: { news_events: { entry: 'http://127.0.0.1:9/x/mf-manifest.json', files: ['/feeds/'] } },
      }),
    );
    expect((await fetch(`${shell}/feeds/news.xml`)).status).toBe(502);
  });
});

describe('the Brotli copies a build makes of its files', () => {
  it("sends the copy, marked br, to a browser that accepts Brotli, with the file's type and caching", async () => {
    const response = await fetch(`${remote}/chunk.0123456789.js`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await response.text()).toBe(SCRIPT); // fetch decodes it
  });

  it('sends the file itself to a browser without Brotli', async () => {
    const response = await fetch(`${remote}/chunk.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('serves a build kept inside a dot-folder (the skew check builds into .skew-build)', async () => {
    const hidden = path.join(tmp, '.skew-build', 'dist');
    write(path.join(hidden, 'chunk.0123456789.js'), SCRIPT);
    fs.writeFileSync(path.join(hidden, 'chunk.0123456789.js.br'), zlib.brotliCompressSync(SCRIPT));
    const origin = await listen(createRemoteApp({ dist: hidden }));
    const response = await fetch(`${origin}/chunk.0123456789.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('never reaches outside the build folder', async () => {
    const response = await fetch(`${remote}/..%2F..%2Fetc%2Fpasswd.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(404);
  });
});

describe('forms sent to a page (POST)', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${shell}/feedback`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('refuses a form sent from another site (CSRF), by Sec-Fetch-Site or by Origin, with a page that says so', async () => {
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const response = await post('message=hi', headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('This form was sent from another website');
    }
  });

  it('refuses a form larger than the limit with 413 and a way back, before reading it', async () => {
    const response = await post(`message=${'a'.repeat(40 * 1024)}`, { Origin: shell });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.text()).toContain('Your form is too long to send');
  });

  it('takes only URL-encoded forms (415 otherwise)', async () => {
    const response = await fetch(`${shell}/feedback`, {
      method: 'POST',
      body: '{"message":"hi"}',
      headers: { 'Content-Type': 'application/json', Origin: shell },
    });
    expect(response.status).toBe(415);
  });

  it('lets a form from the site’s own pages through to the page (here without a renderer: a 500 page)', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post('message=hi', { 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Your form could not be sent');
    spy.mockRestore();
  });
});

describe("an area's API (its list line's `api` prefixes)", () => {
  it("is answered by the area's backend, started on the platform with its migrations, and nothing else is", async () => {
    const build = path.join(remoteDist, '2025-03-01');
    write(path.join(build, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    const serverCode = `exports.load = () => ({});
exports.backend = (platform) => ({
  migrations: [{ version: 1, name: 'hits', sql: 'CREATE TABLE hits (at timestamptz NOT NULL DEFAULT now())' }],
  kept: [],
  handle: async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/open311/v2/hits.json') return undefined;
    if (request.method === 'POST') await platform.db.query('INSERT INTO hits DEFAULT VALUES');
    const { rows } = await platform.db.query('SELECT count(*)::int AS n FROM hits');
    return Response.json({ hits: rows[0].n, body: request.method === 'POST' ? await request.text() : null });
  },
});`;
    write(path.join(build, 'server/server.abc.js'), serverCode);
    const listFile = path.join(tmp, 'api-remotes.json');
    write(
      listFile,
      JSON.stringify({
        contract: 1,
        remotes: {
          services_payments: {
            entry: `${remote}/2025-03-01/mf-manifest.json`,
            label: 'Services',
            prefixes: ['/services'],
            widgets: [],
            api: ['/open311'],
            server: 'server/server.abc.js',
            integrity: { server: integrityOf(serverCode) },
          },
        },
      }),
    );
    const data = await openPlatform({ dataDir: path.join(tmp, 'api-data'), mailDir: path.join(tmp, 'mail') });
    try {
      const site = await listen(
        createShellApp({ shellDist, remotesFile: listFile, platform: data.platform }),
      );
      const posted = await fetch(`${site}/open311/v2/hits.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'service_code=pothole',
      });
      expect(await posted.json()).toEqual({ hits: 1, body: 'service_code=pothole' });
      expect(await (await fetch(`${site}/open311/v2/hits.json`)).json()).toEqual({ hits: 1, body: null });
      // A path under the prefix that the backend does not answer is not found; one beside it is a page.
      expect((await fetch(`${site}/open311/v2/other.json`)).status).toBe(404);
      expect((await fetch(`${site}/open3110`)).headers.get('content-type')).toMatch(/html/);
      // A body over 64 KB: 413 in GeoReport v2's error format, like every other refusal of that API, and the
      // connection closed (issue 43, finding 7).
      const big = `service_code=pothole&description=${'a'.repeat(70 * 1024)}`;
      const tooBig = await fetch(`${site}/open311/v2/requests.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: big,
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.headers.get('connection')).toBe('close');
      expect(await tooBig.json()).toEqual([
        { code: 413, description: 'The request is too large: at most 64 KB.' },
      ]);
      const tooBigXml = await fetch(`${site}/open311/v2/requests.xml`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: big,
      });
      expect(tooBigXml.status).toBe(413);
      expect(await tooBigXml.text()).toBe(
        '<?xml version="1.0" encoding="utf-8"?><errors><error><code>413</code><description>The request is too large: at most 64 KB.</description></error></errors>',
      );
      // Sent in chunks with no end: answered once past the limit, not read to its end first.
      const endless = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${site}/open311/v2/requests.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
        });
        request.on('error', reject);
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.write(`description=${'a'.repeat(128 * 1024)}`);
      });
      expect(endless).toEqual({
        status: 413,
        body: JSON.stringify([{ code: 413, description: 'The request is too large: at most 64 KB.' }]),
      });
    } finally {
      await data.close();
    }
  });
});

describe('input with a NUL character (%00), which the database cannot store', () => {
  it("is refused with 400 and counted as invalid, whether the server or the area's platform finds it", async () => {
    const build = path.join(remoteDist, '2025-03-02');
    write(path.join(build, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    // A backend that stores a posted field as it is (as an area's store does), in text and in jsonb.
    const serverCode = `exports.load = () => ({});
exports.backend = (platform) => ({
  migrations: [{ version: 1, name: 'notes', sql: 'CREATE TABLE notes (text text NOT NULL, extra jsonb)' }],
  kept: [],
  handle: async (request) => {
    const form = await request.formData();
    const text = String(form.get('description'));
    await platform.submitOnce({ form: 'notes', key: undefined, fields: {} }, (tx) =>
      tx.query('INSERT INTO notes (text, extra) VALUES ($1, $2)', [text, JSON.stringify({ text })]),
    );
    return Response.json({ stored: text.length }, { status: 201 });
  },
});`;
    write(path.join(build, 'server/server.nul.js'), serverCode);
    const listFile = path.join(tmp, 'nul-remotes.json');
    write(
      listFile,
      JSON.stringify({
        contract: 1,
        remotes: {
          services_payments: {
            entry: `${remote}/2025-03-02/mf-manifest.json`,
            label: 'Services',
            prefixes: ['/services'],
            widgets: [],
            api: ['/open311'],
            server: 'server/server.nul.js',
            integrity: { server: integrityOf(serverCode) },
          },
        },
      }),
    );
    const data = await openPlatform({ dataDir: path.join(tmp, 'nul-data'), mailDir: path.join(tmp, 'mail') });
    try {
      const site = await listen(
        createShellApp({ shellDist, remotesFile: listFile, platform: data.platform }),
      );
      const metricsOf = async () => (await fetch(`${site}/metrics`)).text();
      const post = (body: string | FormData, headers: Record<string, string> = {}) =>
        fetch(`${site}/open311/v2/requests.json`, { method: 'POST', headers, body });
      const form = (description: string) => {
        const data = new FormData();
        data.set('description', description);
        return data;
      };
      // Multipart reaches the area's backend, whose platform refuses the text before the database sees it.
      for (const description of ['a\u0000b', '\u0000']) {
        const refused = await post(form(description));
        expect([refused.status, await refused.json()]).toEqual([
          400,
          { error: expect.stringMatching(/U\+0000/) },
        ]);
      }
      // URL-encoded: refused by the server before the area's code runs.
      const encoded = await post('description=pot%00hole', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(encoded.status).toBe(400);
      // Other control characters are the area's rule to judge; the platform stores them.
      expect((await post(form('tab\there \u0001 bell\u0007'))).status).toBe(201);
      const text = await metricsOf();
      expect(text).toMatch(
        /^springfield_submissions_total\{area="services_payments",outcome="invalid"\} 3$/m,
      );
      expect(text).toMatch(
        /^springfield_submissions_total\{area="services_payments",outcome="accepted"\} 1$/m,
      );
      expect(text).not.toMatch(/outcome="failed"/);
    } finally {
      await data.close();
    }
  });
});

describe('a remotes list that cannot be read', () => {
  it('leaves the last good list in use, so a broken edit does not empty the site', async () => {
    const listFile = path.join(tmp, 'broken-remotes.json');
    useBuild('2025-02-01');
    fs.copyFileSync(remotesFile, listFile);
    const site = await listen(createShellApp({ shellDist, remotesFile: listFile }));
    expect((await fetch(`${site}/feeds/news.xml`)).status).toBe(200);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    fs.writeFileSync(listFile, '{"contract": 1, "remotes": {');
    expect((await fetch(`${site}/feeds/news.xml`)).status).toBe(200);
    expect(await (await fetch(`${site}/remotes.json`)).json()).toMatchObject({
      remotes: { news_events: {} },
    });
    expect(errors).toHaveBeenCalledTimes(1);
    // Surfaced: the instance stays ready (it serves the last good list) and says why, and /metrics shows it.
    const ready = (await (await fetch(`${site}/readyz`)).json()) as { status: string; listProblem: string };
    expect(ready.status).toBe('ready');
    expect(ready.listProblem).toMatch(/^the last good list is in use: /);
    expect(await (await fetch(`${site}/metrics`)).text()).toContain('springfield_remotes_list_stale 1');
  });
});

/** A GET naming the given Host (fetch cannot set it). */
function getWithHost(
  base: string,
  pathname: string,
  host: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${pathname}`, { headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** A GET of `pathname` exactly as written: no URL parser resolves its dot segments or slashes first. */
function rawGet(
  base: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: pathname, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('the Host a request names', () => {
  it("is answered only when it is the configured origin's or a listed name: any other is 400, never a page", async () => {
    useBuild('2025-02-01');
    const site = await listen(
      createShellApp({
        shellDist,
        remotesFile,
        siteOrigin: 'https://www.springfield.gov',
        extraHosts: ['springfield.internal:8080'],
      }),
    );
    expect((await getWithHost(site, '/news', 'www.springfield.gov')).status).toBe(200);
    expect((await getWithHost(site, '/news', 'springfield.internal:8080')).status).toBe(200);
    for (const host of ['evil.example', 'www.springfield.gov.evil.example', 'localhost:8080']) {
      const answer = await getWithHost(site, '/news', host);
      expect(answer.status).toBe(400);
      expect(answer.body).toBe('This server does not answer for that host name.');
    }
  });

  it('must be configured (SITE_ORIGIN) for a server that listens beyond this machine', async () => {
    const saved = process.env.SITE_ORIGIN;
    delete process.env.SITE_ORIGIN;
    try {
      await expect(startServers({ host: '0.0.0.0' })).rejects.toThrow(
        'SITE_ORIGIN is required when the site listens on 0.0.0.0',
      );
    } finally {
      if (saved !== undefined) process.env.SITE_ORIGIN = saved;
    }
  });

  it("is one of this machine's names when no origin is configured (a local server)", async () => {
    expect((await getWithHost(shell, '/news', 'localhost:8080')).status).toBe(200);
    expect((await getWithHost(shell, '/news', '127.0.0.1')).status).toBe(200);
    expect((await getWithHost(shell, '/news', 'evil.example')).status).toBe(400);
  });
});

describe('health', () => {
  it('answers /healthz whatever Host a balancer names, and /readyz with what is not ready', async () => {
    const alive = await getWithHost(shell, '/healthz', '10.0.0.7:8080');
    expect(alive).toEqual({ status: 200, body: 'ok' });
    useBuild('2025-02-01');
    const ready = await fetch(`${shell}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { list: 'ok', database: 'ok' } });
    const down = await listen(
      createShellApp({
        shellDist,
        remotesFile,
        platform: { ping: () => Promise.reject(new Error('connection refused')) } as never,
      }),
    );
    const stoppingApp = createShellApp({ shellDist, remotesFile });
    stoppingApp.locals.stopping = true;
    const stopping = await (await fetch(`${await listen(stoppingApp)}/readyz`)).json();
    expect(stopping).toMatchObject({ status: 'not ready', checks: { server: 'stopping' } });
    const notReady = await fetch(`${down}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: 'not ready',
      checks: { list: 'ok', database: 'unreachable: connection refused' },
    });
    // Through a proxy (anyone): a status word, not the database's own words.
    const proxied = await rawGet(down, '/readyz', { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.status).toBe(503);
    expect(JSON.parse(proxied.body)).toEqual({
      status: 'not ready',
      checks: { list: 'ok', database: 'unreachable' },
    });
  });
});

describe('what a city operates the site by', () => {
  it('logs one JSON line per request, with its id, area, path without the query, status and duration', async () => {
    useBuild('2025-02-01');
    const lines: string[] = [];
    const site = await listen(
      createShellApp({
        shellDist,
        remotesFile,
        log: createLog({ write: (line: string) => lines.push(line) }),
      }),
    );
    const response = await fetch(`${site}/feeds/news.xml?email=someone@example.com`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    await response.text();
    await fetch(`${site}/healthz`, { headers: { 'x-request-id': 'not a token!' } });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries[0]).toMatchObject({
      level: 'info',
      event: 'request',
      id: 'abc-123',
      method: 'GET',
      area: 'news_events',
      path: '/feeds/news.xml',
      status: 200,
    });
    expect(typeof entries[0].ms).toBe('number');
    expect(entries[1].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('')).not.toContain('someone@example.com');
  });

  it("redacts what could be a resident's data from every other line", () => {
    const lines: string[] = [];
    const log = createLog({ write: (line: string) => lines.push(line) });
    log('submission.stored', { area: 'community', email: 'someone@example.com', form: { phone: '555' } });
    expect(JSON.parse(lines[0])).toMatchObject({ email: '[redacted]', form: { phone: '[redacted]' } });
  });

  it("writes the server's warnings and errors as JSON lines too, with the message whole", () => {
    const { error, warn } = console;
    const lines: string[] = [];
    try {
      jsonConsole({ write: (line: string) => lines.push(line) });
      console.error('The server module of %s could not be loaded: %s', 'government', 'fetch failed');
      console.warn('slow');
    } finally {
      Object.assign(console, { error, warn });
    }
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'server.error',
        message: 'The server module of government could not be loaded: fetch failed',
      }),
      expect.objectContaining({ level: 'warn', event: 'server.warning', message: 'slow' }),
    ]);
  });

  it('counts a page in another language for the area that owns it', () => {
    const list = { remotes: { news_events: { prefixes: ['/news', '/events'], files: ['/feeds/'] } } };
    expect(areaOfPath(list, '/es/events/2')).toBe('news_events');
    expect(areaOfPath(list, '/zh-hant/news')).toBe('news_events');
    expect(areaOfPath(list, '/es')).toBe('shell');
    expect(areaOfPath(list, '/estate')).toBe('shell');
  });

  it('serves Prometheus metrics to this machine (or with METRICS_TOKEN), by area', async () => {
    useBuild('2025-02-01');
    await fetch(`${shell}/feeds/news.xml`);
    const text = await (await fetch(`${shell}/metrics`)).text();
    expect(text).toMatch(
      /springfield_http_request_duration_seconds_count\{area="news_events",method="GET",status="2xx"\} \d+/,
    );

    const guarded = await listen(createShellApp({ shellDist, remotesFile, metricsToken: 's3cret' }));
    expect(await (await fetch(`${guarded}/metrics`)).text()).not.toContain('springfield_');
    // Every spelling of the path is the same door; a request a proxy on this machine passes on is not this
    // machine's own.
    for (const [pathname, headers] of [
      ['/metrics/', {}],
      ['/METRICS', {}],
      ['/Metrics?x', {}],
      ['//metrics', {}],
      ['/%6Detrics', {}],
      ['/./metrics', {}],
    ] as const) {
      const answer = await rawGet(guarded, pathname, headers);
      expect([pathname, answer.status, answer.body]).toEqual([pathname, 404, 'Not found']);
    }
    for (const pathname of ['/metrics', '/metrics/', '/METRICS']) {
      const proxied = await rawGet(shell, pathname, { 'x-forwarded-for': '203.0.113.9' });
      expect([pathname, proxied.status, proxied.body]).toEqual([pathname, 404, 'Not found']);
      expect((await rawGet(shell, pathname)).body).toContain('springfield_');
    }
    const scraped = await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer s3cret' } });
    expect(await scraped.text()).toContain('springfield_http_request_duration_seconds');
  });
});

describe('the metrics of renders and submissions', () => {
  it('count the page rendered and the form sent by these requests, not only declare them', async () => {
    useBuild('2025-02-01');
    const dist = path.join(tmp, 'shell-for-metrics');
    write(
      path.join(dist, 'index.html'),
      '<html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    write(
      path.join(dist, 'server', 'render.js'),
      `exports.remotesFor = () => [];
exports.renderPage = async ({ submission }) =>
  submission
    ? { status: 303, redirect: '/thanks', html: '', title: 'T', failed: [] }
    : { status: 200, html: '<h1>About</h1>', title: 'T', failed: [] };`,
    );
    const site = await listen(
      createShellApp({
        shellDist: dist,
        remotesFile,
        ssr: { workers: 0, cacheDir: path.join(tmp, 'metrics-modules') },
      }),
    );
    const sample = async (pattern: RegExp) =>
      Number(pattern.exec(await (await fetch(`${site}/metrics`)).text())?.[1] ?? 0);
    const rendered = /^springfield_render_duration_seconds_count\{area="shell",cache="miss"\} (\d+)$/m;
    const accepted = /^springfield_submissions_total\{area="shell",outcome="accepted"\} (\d+)$/m;
    expect([await sample(rendered), await sample(accepted)]).toEqual([0, 0]);

    expect((await fetch(`${site}/about`)).status).toBe(200);
    expect(await sample(rendered)).toBe(1);
    const sent = await fetch(`${site}/about`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'message=hello',
    });
    expect(sent.status).toBe(303);
    expect([await sample(rendered), await sample(accepted)]).toEqual([1, 1]);
  });
});

describe("residents' browsers' reports (POST /telemetry)", () => {
  it('are counted in /metrics under the area and the version of its build', async () => {
    useBuild('2025-02-01');
    const line = JSON.parse(fs.readFileSync(remotesFile, 'utf8')).remotes.news_events;
    const report = {
      kind: 'vital',
      name: 'LCP',
      value: 900,
      route: '/news',
      area: 'news_events',
      version: versionOf(line),
    };
    const sent = await fetch(`${shell}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const text = await (await fetch(`${shell}/metrics`)).text();
    expect(text).toContain(
      `springfield_web_vitals_count{area="news_events",version="${versionOf(line)}",name="LCP"} 1`,
    );
  });
});

describe('the remotes list at a URL (REMOTES_URL)', () => {
  it('is revalidated with its ETag, follows a switch within its interval, and keeps the last good list', async () => {
    let body = JSON.stringify({
      contract: 1,
      remotes: { a: { entry: 'https://cdn.test/a/v1/mf-manifest.json' } },
    });
    let broken = false;
    const asked: (string | undefined)[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.headers['if-none-match']);
      if (broken) return res.writeHead(500).end();
      const etag = `"${body.length}-${body.includes('v2') ? 2 : 1}"`;
      if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
      res.writeHead(200, { etag, 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`;
    const reports: string[] = [];
    const source = remoteListFromUrl(url, { intervalMs: 30, report: (line: string) => reports.push(line) });
    try {
      await source.ready;
      const entryOf = () => (source.read() as { remotes: { a: { entry: string } } }).remotes.a.entry;
      expect(entryOf()).toBe('https://cdn.test/a/v1/mf-manifest.json');
      await waitFor(() => asked.some((tag) => tag !== undefined));
      body = body.replace('v1', 'v2');
      await waitFor(() => entryOf() === 'https://cdn.test/a/v2/mf-manifest.json');
      broken = true;
      await waitFor(() => reports.length > 0);
      expect(entryOf()).toBe('https://cdn.test/a/v2/mf-manifest.json');
      expect(reports).toEqual([
        `The remotes list at ${url} cannot be used (it answered 500); the last good one stays.`,
      ]);
    } finally {
      source.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the remotes list over https only (issue 43, finding 8)', () => {
  it('refuses REMOTES_URL at start unless it is https or on this machine, saying why', async () => {
    await expect(
      startServers({ remotesUrl: 'http://cdn.springfield.gov/remotes.json', skipRemotes: true }),
    ).rejects.toThrow(
      /^REMOTES_URL=http:\/\/cdn\.springfield\.gov\/remotes\.json cannot be used: http:\/\/cdn\.springfield\.gov is not https/,
    );
    expect(() => remoteListFromUrl('ftp://cdn.springfield.gov/remotes.json')).toThrow(/not https/);
    remoteListFromUrl('http://[::1]:9/remotes.json', { report: () => {} }).close();
  });

  it('refuses a list naming an http entry on another machine, keeping the last good one', async () => {
    const good = { contract: 1, remotes: { a: { entry: 'https://cdn.test/a/v1/mf-manifest.json' } } };
    let body = JSON.stringify(good);
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes.json`;
    const reports: string[] = [];
    const source = remoteListFromUrl(url, { intervalMs: 30, report: (line: string) => reports.push(line) });
    try {
      await source.ready;
      expect(source.read()).toEqual(good);
      body = JSON.stringify({
        contract: 1,
        remotes: { a: { entry: 'http://cdn.test/a/v2/mf-manifest.json' } },
      });
      await waitFor(() => reports.length > 0);
      expect(reports).toEqual([
        `The remotes list at ${url} cannot be used (the entry of a: http://cdn.test is not https (http only on this machine)); the last good one stays.`,
      ]);
      expect(source.read()).toEqual(good);
      expect(source.problem()).toMatch(/not https/);
    } finally {
      source.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** Polls `condition` every 10 ms for up to 5 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not come true within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a kept page', () => {
  it('is compressed once, in the encoding each browser takes, with one ETag that answers 304', async () => {
    const pages = createPageCache();
    const body = `<!doctype html><title>Kept</title><p>${'Springfield '.repeat(400)}</p>`;
    const entry = pages.set('/kept', { status: 200, headers: {}, body });
    const app = express();
    app.get('/kept', (req, res) => {
      res.type('html');
      void sendKept(req, res, entry, pages.copy);
    });
    const url = await listen(app as ReturnType<typeof createShellApp>);
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${url}/kept`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      });
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    try {
      const bytesBefore = pages.bytes();
      const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
      const again = await get({ 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(body);
      expect(again.body.equals(br.body)).toBe(true);
      expect(brotli).toHaveBeenCalledTimes(1);
      const gzip = await get({ 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(body);
      // The copies are kept with the page, and counted in the bytes the cache holds.
      expect(pages.bytes()).toBe(bytesBefore + br.body.length + gzip.body.length);
      const plain = await get({ 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(body);
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      for (const response of [br, gzip, plain]) {
        expect(response.headers.etag).toBe(br.headers.etag);
        expect(response.headers.vary).toMatch(/Accept-Encoding/);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      const unchanged = await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.length).toBe(0);
    } finally {
      brotli.mockRestore();
    }
  });
});

describe('a kept page asked for again', () => {
  // A shell build whose renderer renders every path itself (no area): each page is kept.
  const dist = path.join(tmp, 'shell-with-renderer');
  write(
    path.join(dist, 'index.html'),
    '<html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  write(
    path.join(dist, 'server', 'render.js'),
    `let renders = 0;
exports.remotesFor = () => [];
exports.renderPage = async ({ url }) => {
  renders += 1;
  const status = new URL(url).pathname === '/missing' ? 404 : 200;
  return { status, html: '<h1>' + new URL(url).pathname + ' ' + renders + '</h1><p>' + 'Springfield '.repeat(300) + '</p>', title: 'T', failed: [] };
};`,
  );
  const own = (headers: Headers) =>
    Object.fromEntries(
      [...headers].filter(([name]) => !['date', 'x-request-id', 'server-timing'].includes(name)),
    );

  it('is answered from the page cache with the same status, headers and copy, a 304, a log line and its metrics', async () => {
    useBuild('2025-02-01');
    const lines: string[] = [];
    const app = createShellApp({
      shellDist: dist,
      remotesFile,
      ssr: { workers: 0, cacheDir: path.join(tmp, 'kept-modules') },
      log: createLog({ write: (line: string) => lines.push(line) }),
    });
    const site = await listen(app);
    const get = (address: string, headers: Record<string, string> = {}, method = 'GET') =>
      fetch(`${site}${address}`, { method, headers: { 'accept-encoding': 'br', ...headers } });

    const first = await get('/about?utm=1');
    const firstBody = await first.text();
    expect(firstBody).toContain('<h1>/about 1</h1>');
    const again = await get('/about?utm=1', { 'x-request-id': 'again-1' });
    // Not rendered again: the renderer's count is still 1.
    expect(await again.text()).toBe(firstBody);
    expect(again.status).toBe(200);
    expect(own(again.headers)).toEqual(own(first.headers));
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('x-request-id')).toBe('again-1');
    expect(again.headers.get('server-timing')).toMatch(/^render;dur=\d+\.\d;desc="cache"$/);
    // Through express like every answer: helmet's headers and the page's policy.
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect(again.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // And the Host check: a kept page is never answered for another host.
    expect((await getWithHost(site, '/about?utm=1', 'evil.example')).status).toBe(400);

    // The browser has it: 304, without a body or its length (fetch says no-cache unless told otherwise).
    const etag = String(first.headers.get('etag'));
    const unchanged = await get('/about?utm=1', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-length')).toBeNull();
    expect(await unchanged.text()).toBe('');
    // HEAD: the length of the copy a GET gets now (the fine copy, made since the page was asked for again).
    const head = await get('/about?utm=1', {}, 'HEAD');
    const now = await get('/about?utm=1');
    expect(await now.text()).toBe(firstBody);
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([
      200,
      now.headers.get('content-length'),
      '',
    ]);
    // A page kept with another status keeps it, and is never "not modified".
    const missing = await get('/missing');
    const missingBody = await missing.text();
    expect(missingBody).toContain('<h1>/missing 2</h1>');
    const missingAgain = await get('/missing', {
      'if-none-match': String(missing.headers.get('etag')),
      'cache-control': 'max-age=0',
    });
    expect(missingAgain.status).toBe(404);
    expect(await missingAgain.text()).toBe(missingBody);

    // Another encoding is another copy of the same kept page, not another render.
    const gzip = await get('/about?utm=1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toBe(etag);
    expect(await gzip.text()).toBe(firstBody);

    // A team's switch: the page is rendered anew with the new list, then kept again.
    useBuild('2025-01-01');
    const switched = await get('/about?utm=1');
    expect(await switched.text()).toContain('<h1>/about 3</h1>');

    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'request');
    expect(logged.find((entry) => entry.id === 'again-1')).toMatchObject({
      method: 'GET',
      area: 'shell',
      path: '/about',
      status: 200,
    });
    expect(logged).toHaveLength(10);
    const metrics = await (await fetch(`${site}/metrics`)).text();
    // Three renders; every other page came from the page cache.
    expect(metrics).toMatch(/springfield_page_cache_total\{result="miss"\} 3/);
    expect(metrics).toMatch(/springfield_page_cache_total\{result="hit"\} 6/);
    expect(metrics).toMatch(
      /springfield_http_request_duration_seconds_count\{area="shell",method="GET",status="2xx"\} 5/,
    );
  });
});

describe('what is not a kept page', () => {
  it('is compressed as it is sent, with the security headers every answer carries', async () => {
    const dist = path.join(tmp, 'shell-without-renderer');
    write(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Shell</title><p>${'Springfield '.repeat(300)}</p>`,
    );
    const site = await listen(createShellApp({ shellDist: dist, remotesFile }));
    // Without a renderer the browser renders the page: the shell's page, sent through the compression middleware.
    const page = await fetch(`${site}/news`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('Springfield Springfield');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The list at its address as app.get routed it: any case, a trailing slash, HEAD.
    expect((await fetch(`${site}/Remotes.json/`)).headers.get('content-type')).toMatch(/json/);
    expect((await fetch(`${site}/remotes.json`, { method: 'HEAD' })).status).toBe(200);
  });
});

describe('the remotes list', () => {
  it('is read once per request: the page and its policy come from one list', async () => {
    useBuild('2025-02-01');
    const stat = jest.spyOn(fs, 'statSync');
    try {
      const response = await fetch(`${shell}/news`);
      expect(response.status).toBe(200);
      expect(stat.mock.calls.filter(([file]) => file === remotesFile)).toHaveLength(1);
    } finally {
      stat.mockRestore();
    }
  });
});

describe('onePerPass', () => {
  it('reads once for the requests of one pass of the event loop, and again in the next pass', async () => {
    let version = 1;
    const read = jest.fn(() => ({ version }));
    const list = onePerPass(read);
    expect([list(), list(), list()]).toEqual([{ version: 1 }, { version: 1 }, { version: 1 }]);
    expect(read).toHaveBeenCalledTimes(1);
    // A switch made before the next pass is what that pass reads.
    version = 2;
    await new Promise((resolve) => setImmediate(resolve));
    expect(list()).toEqual({ version: 2 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('still reads again after a pass under fake timers (its own setImmediate is not the global one)', async () => {
    jest.useFakeTimers();
    try {
      const read = jest.fn(() => ({}));
      const list = onePerPass(read);
      list();
      await new Promise((resolve) =>
        jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve),
      );
      list();
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('what a build holds that is not for browsers', () => {
  it('is never served by the site: the renderer, source maps, the build statistics', async () => {
    for (const file of ['server/render.js', 'main.js.map', 'mf-stats.json', 'main.js']) {
      write(path.join(shellDist, file), '// build');
    }
    write(path.join(shellDist, 'mf-stats.json.br'), 'br');
    write(path.join(shellDist, 'main.js.map.br'), 'br');
    for (const file of [
      '/server/render.js',
      // What express.static resolves to the same file: the check is made on the path as it resolves.
      '//server/render.js',
      '/%2Fserver/render.js',
      '/%2fserver/render.js',
      '/./server/render.js',
      '/x/../server/render.js',
      '/Server/render.js',
      '/%5Cserver/render.js',
      '//main.js.map',
      '/./mf-stats.json',
      '/main.js.map',
      '/mf-stats.json',
      '/%6Df-stats.json',
      '/mf-stats.json.br',
      '/main.js.map.br',
    ]) {
      const response = await rawGet(shell, file);
      expect([file, response.status, response.body]).toEqual([file, 404, 'Not found']);
    }
    expect((await fetch(`${shell}/main.js`)).status).toBe(200);
  });

  it("is served by a remote's CDN only to a request with the deployment's token (server code), else never", async () => {
    const dist = path.join(tmp, 'private-remote');
    write(path.join(dist, 'server/server.0123456789.js'), 'exports.load = () => ({});');
    write(path.join(dist, 'v2/server/server.abcdef0123.js'), 'exports.load = () => ({});');
    write(path.join(dist, 'remoteEntry.js.map'), '{}');
    write(path.join(dist, 'mf-stats.json'), '{}');
    write(path.join(dist, 'remoteEntry.js'), '// entry');
    const cdn = await listen(createRemoteApp({ dist, serverToken: 's3cret' }));
    const token = { authorization: 'Bearer s3cret' };
    expect((await fetch(`${cdn}/server/server.0123456789.js`)).status).toBe(404);
    expect((await fetch(`${cdn}/v2/server/server.abcdef0123.js`)).status).toBe(404);
    for (const file of [
      '//server/server.0123456789.js',
      '/%2Fserver/server.0123456789.js',
      '/./server/server.0123456789.js',
      '/v2//server/server.abcdef0123.js',
      '/v2/%2Fserver/server.abcdef0123.js',
      '//remoteEntry.js.map',
    ]) {
      expect([file, (await rawGet(cdn, file)).status]).toEqual([file, 404]);
    }
    expect(
      (await fetch(`${cdn}/server/server.0123456789.js`, { headers: { authorization: 'Bearer guess' } }))
        .status,
    ).toBe(404);
    expect((await fetch(`${cdn}/server/server.0123456789.js`, { headers: token })).status).toBe(200);
    expect((await fetch(`${cdn}/v2/server/server.abcdef0123.js`, { headers: token })).status).toBe(200);
    expect((await fetch(`${cdn}/remoteEntry.js.map`, { headers: token })).status).toBe(404);
    expect((await fetch(`${cdn}/mf-stats.json`, { headers: token })).status).toBe(404);
    expect((await fetch(`${cdn}/remoteEntry.js`)).status).toBe(200);
  });
});

describe('remoteOrigins', () => {
  it('names the origins of the listed entries, and none that would split the page policy', async () => {
    const list = {
      remotes: {
        a: { entry: 'https://cdn.springfield.gov/a/mf-manifest.json' },
        b: { entry: 'http://localhost:8081/mf-manifest.json' },
        c: { entry: 'https://a;b/mf-manifest.json' },
        d: { entry: 'not a url' },
      },
    };
    expect(remoteOrigins(list)).toEqual(['https://cdn.springfield.gov', 'http://localhost:8081']);
  });
});

describe('what search engines ask the site for', () => {
  it('names the sitemap at the site’s origin in robots.txt, and keeps a sitemap without an area a minute only', async () => {
    let complete = true;
    const app = express();
    app.use(
      searchEngineFiles({
        siteOrigin: 'https://www.springfield.gov',
        ssr: {
          available: () => true,
          sitemap: async ({ origin, part = 0 }) => ({
            xml: part > 1 ? null : `<urlset><url><loc>${origin}/</loc></url></urlset>`,
            complete,
          }),
        },
      }),
    );
    app.use((_req, res) => res.status(404).send('not found'));
    const site = await listen(app as unknown as ReturnType<typeof createShellApp>);
    const robots = await fetch(`${site}/robots.txt`);
    expect(await robots.text()).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.springfield.gov/sitemap.xml\n',
    );
    const whole = await fetch(`${site}/sitemap.xml`);
    expect(whole.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await whole.text()).toContain('<loc>https://www.springfield.gov/</loc>');
    expect(whole.headers.get('cache-control')).toMatch(/s-maxage=600/);
    complete = false;
    const partial = await fetch(`${site}/sitemap.xml`);
    expect(partial.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect((await fetch(`${site}/sitemap-2.xml`)).status).toBe(404);
  });
});

describe("the areas' server modules at start", () => {
  const list = {
    remotes: {
      news_events: { server: 'server.js' },
      community: { server: 'server.js' },
      government: {},
    },
  };

  it('fetches a module that could not be reached again, then starts without an area still unreachable', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const calls: string[] = [];
    const pauses: number[] = [];
    try {
      await startAreas(
        list,
        async (area) => {
          calls.push(area.name);
          const tries = calls.filter((name) => name === area.name).length;
          // news_events answers on its third attempt; community never does.
          if (area.name === 'news_events' && tries === 3) return {};
          throw new Error('The operation was aborted due to timeout');
        },
        4,
        async (ms) => {
          pauses.push(ms);
        },
      );
      expect(calls.filter((name) => name === 'news_events')).toHaveLength(3);
      expect(calls.filter((name) => name === 'community')).toHaveLength(4);
      // An area without a server module has nothing to start.
      expect(calls).not.toContain('government');
      expect(pauses.sort((a, b) => a - b)).toEqual([1000, 1000, 2000, 2000, 3000]);
      expect(errors.mock.calls.map(([line]) => line)).toEqual([
        'community did not start (4 attempts): The operation was aborted due to timeout',
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('does not fetch again a build that failed once loaded', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    try {
      await startAreas(
        { remotes: { community: { server: 'server.js' } } },
        async () => {
          calls += 1;
          throw Object.assign(new Error('its migrations failed'), { brokenBuild: true });
        },
        4,
        async () => {},
      );
      expect(calls).toBe(1);
      expect(errors.mock.calls.map(([line]) => line)).toEqual([
        'community did not start: its migrations failed',
      ]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('opening a port', () => {
  it('fails when the port is taken, rather than going on with a server that does not listen', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      await expect(openPort(createRemoteApp({ dist: remoteDist }), port, '127.0.0.1')).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
