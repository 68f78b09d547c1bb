/** @jest-environment node */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './platform/database';
import {
  createPageFeedbackStore,
  memoryPageFeedbackStore,
  ownerOf,
  withoutContactDetails,
} from './page-feedback';
import { memoryLimits } from './limits';
import { createShellApp } from './serve';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'page-feedback-'));
const shellDist = path.join(tmp, 'shell');
const remotesFile = path.join(tmp, 'remotes.json');
fs.mkdirSync(shellDist, { recursive: true });
fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>Shell</title>');
fs.writeFileSync(
  remotesFile,
  JSON.stringify({
    contract: 1,
    remotes: {
      news_events: { entry: 'http://localhost:1/mf-manifest.json', prefixes: ['/news', '/events'] },
      services_payments: {
        entry: 'http://localhost:2/mf-manifest.json',
        prefixes: ['/services', '/pay-fines'],
      },
    },
  }),
);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

function listen(app: ReturnType<typeof createShellApp>): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    servers.push(server);
  });
}

const post = (site: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site}/page-feedback`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

describe('ownerOf', () => {
  const prefixes = { news_events: ['/news', '/events'], services_payments: ['/services'] };
  it('names the area whose prefix starts the page, else the shell', () => {
    expect(ownerOf('/news', prefixes)).toBe('news_events');
    expect(ownerOf('/events/3/register', prefixes)).toBe('news_events');
    expect(ownerOf('/newsroom', prefixes)).toBe('shell');
    expect(ownerOf('/', prefixes)).toBe('shell');
  });
});

describe('withoutContactDetails', () => {
  it('blanks e-mail addresses and phone numbers, and keeps other numbers', () => {
    expect(withoutContactDetails('Write to ana@example.org or call (217) 555-0100 about form 12')).toBe(
      'Write to […] or call […] about form 12',
    );
  });
});

describe('POST /page-feedback', () => {
  const store = memoryPageFeedbackStore();
  let site: string;
  beforeAll(async () => {
    site = await listen(
      createShellApp({ shellDist, remotesFile, pageFeedback: store, limits: memoryLimits(), log: () => {} }),
    );
  });

  it('without JavaScript: Yes goes back to the page, thanked; No asks what was wrong, and the text is kept with the answer', async () => {
    const yes = await post(site, { page: '/news/3', language: 'es', answer: 'yes', search: '' });
    expect(yes.status).toBe(303);
    expect(yes.headers.get('location')).toBe('/es/news/3?helpful=yes#page-helpful');
    expect(yes.headers.get('cache-control')).toBe('no-store');

    const no = await post(site, { page: '/services', language: 'en', answer: 'no', search: 'q=trash' });
    const location = new URL(no.headers.get('location') ?? '', site);
    expect(location.pathname).toBe('/services');
    expect(location.searchParams.get('q')).toBe('trash');
    expect(location.searchParams.get('helpful')).toBe('no');
    const ref = location.searchParams.get('ref') ?? '';
    expect(ref).toMatch(/^[\w-]{22}$/);

    const sent = await post(site, {
      page: '/services',
      language: 'en',
      ref,
      search: 'q=trash',
      wrong: ' No bus times. Mail me at a@b.co ',
    });
    expect(sent.headers.get('location')).toBe('/services?q=trash&helpful=sent#page-helpful');
    // A second text for the same answer is not kept.
    await post(site, { page: '/services', language: 'en', ref, wrong: 'spam' });

    expect(await store.summary('news_events')).toEqual([{ page: '/news/3', yes: 1, no: 0, comments: [] }]);
    expect(await store.summary('services_payments')).toEqual([
      {
        page: '/services',
        yes: 0,
        no: 1,
        comments: [{ text: 'No bus times. Mail me at […]', received: expect.any(String) }],
      },
    ]);
  });

  it('with JavaScript (JSON): the reference for No, and the problem of a text too long', async () => {
    const json = { Accept: 'application/json' };
    const no = await post(site, { page: '/', language: 'zh-Hant', answer: 'no' }, json);
    expect(no.status).toBe(201);
    const { ref } = (await no.json()) as { ref: string };
    const long = await post(site, { page: '/', language: 'zh-Hant', ref, wrong: 'x'.repeat(501) }, json);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ problem: 'too-long', limit: 500 });
  });

  it('refuses what is not an answer about a page of this site, and forms from other sites', async () => {
    for (const fields of [
      { page: 'https://evil.example/', language: 'en', answer: 'yes' },
      { page: '//evil.example', language: 'en', answer: 'yes' },
      { page: '/news', language: 'fr', answer: 'yes' },
      { page: '/news', language: 'en', answer: 'maybe' },
      { page: '/news', language: 'en', ref: 'x', wrong: 'bell\u0007' },
    ] as Record<string, string>[]) {
      expect((await post(site, fields)).status).toBe(400);
    }
    expect(
      (await post(site, { page: '/news', language: 'en', answer: 'yes' }, { 'Sec-Fetch-Site': 'cross-site' }))
        .status,
    ).toBe(403);
  });

  it('gives up a body past 4 KB with 413 and closes the connection, and takes only forms', async () => {
    const large = await post(site, { page: '/news', language: 'en', answer: 'yes', pad: 'x'.repeat(5000) });
    expect(large.status).toBe(413);
    expect(large.headers.get('connection')).toBe('close');
    const json = await fetch(`${site}/page-feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('counts answers against the client’s limit: 429 with Retry-After past it', async () => {
    const limited = await listen(
      createShellApp({
        shellDist,
        remotesFile,
        pageFeedback: memoryPageFeedbackStore(),
        limits: memoryLimits({ pageFeedback: [{ points: 1, seconds: 600 }] }),
        log: () => {},
      }),
    );
    expect((await post(limited, { page: '/news', language: 'en', answer: 'yes' })).status).toBe(303);
    const refused = await post(limited, { page: '/news', language: 'en', answer: 'yes' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
  });
});

describe('the store in the site’s database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(() => database.close());

  it('counts per page of an area, keeps the newest texts, and purges answers older than a year', async () => {
    const store = await createPageFeedbackStore(database);
    // A second instance starting on the same database finds the table there.
    const other = await createPageFeedbackStore(database);
    await store.record({ page: '/events', area: 'news_events', helpful: true, language: 'en' });
    const ref = await other.record({ page: '/events', area: 'news_events', helpful: false, language: 'es' });
    await store.record({ page: '/news', area: 'news_events', helpful: false, language: 'en' });
    await store.record({ page: '/services', area: 'services_payments', helpful: true, language: 'en' });
    expect(await store.explain(ref, 'The map is blank')).toBe(true);
    expect(await store.explain(ref, 'again')).toBe(false);
    expect(await store.explain('unknown', 'text')).toBe(false);

    expect(await store.summary('news_events')).toEqual([
      {
        page: '/events',
        yes: 1,
        no: 1,
        comments: [{ text: 'The map is blank', received: expect.any(String) }],
      },
      { page: '/news', yes: 0, no: 1, comments: [] },
    ]);
    const nextYear = new Date(Date.now() + 366 * 24 * 60 * 60 * 1000);
    expect(await store.purge(nextYear)).toBe(4);
    expect(await store.summary('news_events', { now: nextYear })).toEqual([]);
  });
});
