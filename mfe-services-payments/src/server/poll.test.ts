/** @jest-environment node */
// Statuses from the city's 311 system (issue 44), on both databases: a fake Open311 server takes the site's
// forwarded requests (answering its own numbers) and answers the poll's GET with the updates a test sets; the
// request's status, history, Open311 GET and the resident's mail follow, once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import declaration from '../../area.json';
import { createBackend } from './backend';
import { serviceRequestStore } from '../features/service-request';
import { createPoller, pollMinutes, readUpdates, stageOf } from './poll';
import { call } from './test-helpers';

const area = declaration.name;

interface FakeCity {
  port: number;
  /** The GETs' query strings. */
  polls: URLSearchParams[];
  /** What the next GETs answer (and their status). */
  answer: unknown;
  status: number;
  close(): Promise<void>;
}

async function fakeCity(): Promise<FakeCity> {
  let next = 5000;
  const city: FakeCity = {
    port: 0,
    polls: [],
    answer: [],
    status: 200,
    close: async () => {},
  };
  const server = http.createServer(async (req, res) => {
    for await (const chunk of req) void chunk;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/open311/v2/requests.json') return void res.writeHead(404).end();
    if (req.method === 'POST') {
      next += 1;
      res.writeHead(201, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify([{ service_request_id: `CITY-${next}` }]));
    }
    city.polls.push(url.searchParams);
    res.writeHead(city.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(city.answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  city.port = (server.address() as AddressInfo).port;
  city.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return city;
}

describe('reading the city’s answer', () => {
  it('maps Open311’s and FixMyStreet’s statuses to stages', () => {
    expect(stageOf('open')).toEqual({ stage: null, reason: null });
    expect(stageOf('closed')).toEqual({ stage: 'closed', reason: null });
    expect(stageOf('IN_PROGRESS')).toEqual({ stage: 'in_progress', reason: null });
    expect(stageOf('fixed')).toEqual({ stage: 'closed', reason: 'fixed' });
    expect(stageOf('whatever')).toBeUndefined();
  });

  it('leaves out what it cannot read, oldest first, the same update with the same key', () => {
    const updates = readUpdates([
      { service_request_id: 'B', status: 'closed', updated_datetime: '2026-11-02T10:00:00Z' },
      { service_request_id: 'A', status: 'open', updated_datetime: '2026-11-01T10:00:00Z' },
      { service_request_id: 'C', status: 'mystery' },
      { status: 'open' },
      'nonsense',
    ]);
    expect(updates.map((update) => update.externalId)).toEqual(['A', 'B']);
    const again = readUpdates([
      { service_request_id: 'A', status: 'open', updated_datetime: '2026-11-01T10:00:00Z' },
    ]);
    expect(again[0].key).toBe(updates[0].key);
    expect(readUpdates({ error: 'nope' })).toEqual([]);
  });

  it('polls every 5 minutes unless told, never when off', () => {
    const platform = (value?: string) =>
      ({ env: (name: string) => (name === 'OPEN311_POLL_MINUTES' ? value : undefined) }) as never;
    expect(pollMinutes(platform())).toBe(5);
    expect(pollMinutes(platform('2'))).toBe(2);
    expect(pollMinutes(platform('off'))).toBeUndefined();
    expect(pollMinutes(platform('0'))).toBeUndefined();
    expect(pollMinutes(platform('soon'))).toBe(5);
  });
});

describe.each(databases())('polling the city’s 311 system on $name', (choice) => {
  let db: { url: string | undefined; stop(): Promise<void> };
  let city: FakeCity;
  let site: StartedBackend;
  let id: string;
  let externalId: string;

  beforeAll(async () => {
    db = await choice.start();
    city = await fakeCity();
    site = await startBackend({
      area,
      createBackend,
      url: db.url,
      env: {
        OPEN311_FORWARD_URL: `http://127.0.0.1:${city.port}/open311/v2`,
        OPEN311_FORWARD_API_KEY: 'city-key',
      },
    });
    const outcome = await serviceRequestStore
      .get()
      .submitForm(
        'pothole-report',
        { location: '1 Main St', description: 'A hole', severity: 'High', contact: 'ana@example.com' },
        'poll-key-1',
      );
    if (outcome.status !== 'created') throw new Error(JSON.stringify(outcome));
    id = outcome.service_request_id;
    await site.runOutbox();
    const { rows } = await site.platform.db.query<{ external_id: string }>(
      'SELECT external_id FROM service_requests WHERE service_request_id = $1::bigint',
      [id],
    );
    externalId = rows[0].external_id;
    site.mails.length = 0;
  });
  afterAll(async () => {
    await site.close();
    await city.close();
    await db.stop();
  });

  const history = async () =>
    (
      await site.platform.db.query<{
        stage: string | null;
        note: string | null;
        by_name: string;
        source: string;
      }>(
        `SELECT stage, note, by_name, source FROM service_request_updates
         WHERE service_request_id = $1::bigint ORDER BY id`,
        [id],
      )
    ).rows;

  it('is one of the backend’s periodic tasks, every 5 minutes', () => {
    expect(site.backend.every?.map((work) => [work.name, work.minutes])).toEqual([['open311-poll', 5]]);
  });

  it('applies a status from the city: the request, its history, Open311 and the resident’s mail', async () => {
    expect(externalId).toMatch(/^CITY-/);
    city.answer = [
      {
        service_request_id: externalId,
        status: 'closed',
        status_notes: 'Patched by the night crew.',
        agency_responsible: 'Springfield Streets Division',
        updated_datetime: '2026-11-20T08:30:00-06:00',
      },
      { service_request_id: 'CITY-NOT-OURS', status: 'closed', updated_datetime: '2026-11-20T08:00:00Z' },
    ];
    const now = new Date();
    expect(await createPoller(site.platform).poll(now)).toEqual({
      applied: 1,
      seen: 0,
      unknown: 1,
      older: 0,
    });
    const query = city.polls.at(-1);
    expect(query?.get('end_date')).toBe(now.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(query?.get('start_date')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await history()).toEqual([
      { stage: 'closed', note: 'Patched by the night crew.', by_name: 'City 311 system', source: 'open311' },
    ]);
    const response = await call(site.backend, `/open311/v2/requests/${id}.json`);
    const [request] = (await response.json()) as Record<string, unknown>[];
    expect(request).toMatchObject({
      status: 'closed',
      status_notes: 'Closed. Patched by the night crew.',
      agency_responsible: 'Springfield Streets Division',
      updated_datetime: '2026-11-20T14:30:00Z',
    });
    // With GeoReport v2's extensions (the status page after a navigation): the stage and the city's update.
    const extended = await call(site.backend, `/open311/v2/requests/${id}.json?extensions=true`);
    const [withProgress] = (await extended.json()) as { extended_attributes: Record<string, unknown> }[];
    expect(withProgress.extended_attributes).toEqual({
      stage: 'closed',
      closed_reason: null,
      updates: [
        {
          at: '2026-11-20T14:30:00Z',
          stage: 'closed',
          note: 'Patched by the night crew.',
          closed_reason: null,
          from_city: true,
        },
      ],
    });
    expect(request).not.toHaveProperty('extended_attributes');
    await site.runOutbox();
    expect(site.mails).toHaveLength(1);
    expect(site.mails[0]).toMatchObject({ to: 'ana@example.com' });
    expect(JSON.stringify(site.mails[0])).toContain('Patched by the night crew.');
  });

  it('applies the same update once, and the next poll starts where the last ended', async () => {
    const before = city.polls.length;
    const now = new Date(Date.now() + 1000);
    expect(await createPoller(site.platform).poll(now)).toMatchObject({ applied: 0, seen: 1 });
    expect(await history()).toHaveLength(1);
    const start = Date.parse(city.polls[before].get('start_date') ?? '');
    // The last window's end, a minute back (the overlap).
    expect(Date.now() - start).toBeLessThan(120_000);
    await site.runOutbox();
    expect(site.mails).toHaveLength(1);
  });

  it('lets one of two pollers at once poll, and applies a new update once', async () => {
    city.answer = [
      {
        service_request_id: externalId,
        status: 'open',
        status_notes: 'Reopened: the patch sank.',
        updated_datetime: '2026-11-21T09:00:00Z',
      },
    ];
    const results = await Promise.all([
      createPoller(site.platform).poll(),
      createPoller(site.platform).poll(),
    ]);
    expect(results.filter((result) => result.applied === 1)).toHaveLength(1);
    expect((await history()).map((row) => row.note)).toEqual([
      'Patched by the night crew.',
      'Reopened: the patch sank.',
    ]);
    const [request] = (await (await call(site.backend, `/open311/v2/requests/${id}.json`)).json()) as {
      status: string;
    }[];
    expect(request.status).toBe('open');
  });

  it('logs a failure and keeps its start for the next poll, never throwing', async () => {
    city.status = 500;
    const before = await site.platform.db.query<{ polled_until: Date }>(
      'SELECT polled_until FROM open311_polls',
    );
    expect(await createPoller(site.platform).poll()).toMatchObject({ failed: true });
    const after = await site.platform.db.query<{
      polled_until: Date;
      last_error: string;
      lease_until: Date | null;
    }>('SELECT polled_until, last_error, lease_until FROM open311_polls');
    expect(new Date(after.rows[0].polled_until)).toEqual(new Date(before.rows[0].polled_until));
    expect(after.rows[0].last_error).toContain('500');
    expect(after.rows[0].lease_until).toBeNull();
    city.status = 200;
  });

  it('is run by the site’s server as periodic work', async () => {
    city.answer = [];
    const polls = city.polls.length;
    await site.runPeriodic();
    expect(city.polls.length).toBe(polls + 1);
    // Not again before its 5 minutes.
    await site.runPeriodic();
    expect(city.polls.length).toBe(polls + 1);
  });
});
