/** @jest-environment node */
// Forwarding new service requests to the city's system, exactly once, on both databases. The "city system" is
// a second instance of this backend on a database of its own, served over HTTP by a small node:http server
// that calls its `handle`: taken down and brought back (on the same port) mid-test, and made to lose an answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import declaration from '../../area.json';
import { createBackend } from './backend';
import type { OutboxJob, Platform } from '@springfield/shared';
import { createForwarder, forwardKey } from './forward';
import type { ServiceRequests, StoredRequest } from './requests';
import { serviceRequestStore } from '../features/service-request';
import { createdId, keyCommands, postRequest, potholeFields, tick } from './test-helpers';

const area = declaration.name;
const API_KEY = 'city-key-123';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface CityServer {
  /** The requests it received (method, path, Idempotency-Key, api_key). */
  received: { method: string; path: string; key: string | null; apiKey: string | null }[];
  close(): Promise<void>;
}

/**
 * The city system on `port`: its Open311 endpoint (the backend's `handle`) over HTTP. With `loseAnswers`,
 * it handles that many requests (stores them) and then breaks the connection instead of answering.
 */
async function serveCity(city: StartedBackend, port: number, { loseAnswers = 0 } = {}): Promise<CityServer> {
  const received: CityServer['received'] = [];
  let toLose = loseAnswers;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers,
      ...(body.length > 0 ? { body } : {}),
    });
    received.push({
      method: req.method ?? '',
      path: new URL(request.url).pathname,
      key: request.headers.get('idempotency-key'),
      apiKey: new URLSearchParams(body.toString()).get('api_key'),
    });
    const response = await city.backend.handle?.(request);
    if (toLose > 0) {
      // Stored at the city, but the answer never reaches the site.
      toLose -= 1;
      req.socket.destroy();
      return;
    }
    if (!response) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(databases())('forwarding to the city system on $name', (choice) => {
  let siteDb: { url: string | undefined; stop(): Promise<void> };
  let cityDb: { url: string | undefined; stop(): Promise<void> };
  let city: StartedBackend;
  let site: StartedBackend;
  let port: number;
  let cityServer: CityServer | undefined;
  /** The key the city issued the site (its OPEN311_FORWARD_API_KEY), and the site's key for the tests' POSTs. */
  let cityKey: string;
  let siteKey: string;

  beforeAll(async () => {
    [siteDb, cityDb] = await Promise.all([choice.start(), choice.start()]);
    port = await freePort();
    // The city first: the services slot (the site's forms) is then the site's.
    city = await startBackend({ area, createBackend, url: cityDb.url });
    cityKey = (await keyCommands.issueOpen311Key(city.database, 'Springfield website')).key;
    site = await startBackend({
      area,
      createBackend,
      url: siteDb.url,
      retryBaseMs: 1,
      env: { OPEN311_FORWARD_URL: `http://127.0.0.1:${port}/open311/v2/`, OPEN311_FORWARD_API_KEY: cityKey },
    });
    siteKey = (await keyCommands.issueOpen311Key(site.database, 'Forwarding tests')).key;
  });
  afterEach(async () => {
    await cityServer?.close();
    cityServer = undefined;
  });
  afterAll(async () => {
    await site.close();
    await city.close();
    await Promise.all([siteDb.stop(), cityDb.stop()]);
  });

  interface Job {
    attempts: number;
    sent_at: Date | null;
    last_error: string | null;
    result: unknown;
  }
  const forwardJob = async (id: string) =>
    (
      await site.platform.db.query<Job>(
        `SELECT attempts, sent_at, last_error, result FROM _outbox
         WHERE kind = 'open311-forward' AND payload->>'service_request_id' = $1`,
        [id],
      )
    ).rows;

  /** Runs the site's outbox until the request's job is sent (each retry is due after a millisecond or so). */
  async function runUntilSent(id: string) {
    for (let round = 0; round < 200; round += 1) {
      await site.runOutbox();
      const [job] = await forwardJob(id);
      if (job?.sent_at) return job;
      await tick();
    }
    throw new Error(`the request ${id} was never forwarded`);
  }

  const cityRows = async (description: string) =>
    (
      await city.platform.db.query<Record<string, unknown>>(
        `SELECT service_request_id::text AS id, service_code, description, address_string, email, first_name,
           last_name, phone, attributes FROM service_requests WHERE description = $1`,
        [description],
      )
    ).rows;

  const externalIdOf = async (id: string) =>
    (
      await site.platform.db.query<{ external_id: string | null }>(
        'SELECT external_id FROM service_requests WHERE service_request_id = $1::bigint',
        [id],
      )
    ).rows[0].external_id;

  it('queues the forwarding with the request, retries while the city is down, then sends it once', async () => {
    const description = 'Forwarded after the city came back';
    const id = await createdId(await postRequest(site.backend, siteKey, potholeFields({ description })));
    // Queued in the same transaction as the request: one job.
    expect(await forwardJob(id)).toEqual([expect.objectContaining({ attempts: 0, sent_at: null })]);

    // The city system is down: the attempt fails and the job waits for its retry.
    expect(await site.runOutbox()).toBeGreaterThanOrEqual(1);
    const [failed] = await forwardJob(id);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.any(String) });
    expect(await cityRows(description)).toEqual([]);
    expect(await externalIdOf(id)).toBeNull();

    // Back up on the same port: the retry goes through.
    cityServer = await serveCity(city, port);
    const sent = await runUntilSent(id);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    const rows = await cityRows(description);
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        service_code: 'pothole-report',
        description,
        address_string: 'Main St & 5th Ave',
        email: 'ana.lopez@example.com',
        first_name: 'Ana',
        last_name: 'Lopez',
        phone: '(555) 010-2030',
        attributes: { severity: 'High' },
      },
    ]);
    expect(await externalIdOf(id)).toBe(rows[0].id);
    expect(sent.result).toEqual({ external_id: rows[0].id, status: 201 });
    expect(cityServer.received).toEqual([
      { method: 'POST', path: '/open311/v2/requests.json', key: forwardKey(id), apiKey: cityKey },
    ]);
    // Nothing more to send.
    await site.runOutbox();
    expect(cityServer.received).toHaveLength(1);
  });

  it('sends a request the city stored but whose answer was lost only once (the idempotency key)', async () => {
    cityServer = await serveCity(city, port, { loseAnswers: 1 });
    const description = 'Stored at the city, answer lost';
    // From the site's own form this time: the same function as Open311's POST.
    const outcome = await serviceRequestStore
      .get()
      .submitForm(
        'pothole-report',
        { location: '9 Lost Answer Lane', description, severity: 'Low', contact: 'lost@example.com' },
        'form-key-lost',
      );
    if (outcome.status !== 'created') throw new Error('not created');
    const id = outcome.service_request_id;

    // The city handled it, the connection broke before the answer: the site counts a failure.
    await site.runOutbox();
    expect((await forwardJob(id))[0]).toMatchObject({ attempts: 1, sent_at: null });
    expect(await cityRows(description)).toHaveLength(1);

    // The retry carries the same key: the city answers with the request it has, and makes no second one.
    const sent = await runUntilSent(id);
    const rows = await cityRows(description);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'lost@example.com', address_string: '9 Lost Answer Lane' });
    expect(await externalIdOf(id)).toBe(rows[0].id);
    expect(sent.result).toEqual({ external_id: rows[0].id, status: 201 });
    expect(cityServer.received.map((r) => r.key)).toEqual([forwardKey(id), forwardKey(id)]);
  });

  it('counts an error answer of the city as a failure, to be retried', async () => {
    // A city that answers 503 (its system is busy).
    const busy = http.createServer((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end('[{"code":503,"description":"busy"}]');
    });
    await new Promise<void>((resolve) => busy.listen(port, '127.0.0.1', resolve));
    try {
      const id = await createdId(
        await postRequest(site.backend, siteKey, potholeFields({ description: 'City busy', email: '' })),
      );
      await site.runOutbox();
      const [job] = await forwardJob(id);
      expect(job).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.stringContaining('503') });
      expect(await externalIdOf(id)).toBeNull();
    } finally {
      busy.closeAllConnections();
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });
});

describe('an attempt that the city leaves hanging', () => {
  it('fails at its deadline even when the answer stops halfway through its body, to be retried', async () => {
    // Answers 201 and the start of its JSON, then sends nothing more and keeps the connection open.
    const stalled = http.createServer((req, res) => {
      req.resume();
      res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Length': '200' });
      res.write('[{"service_request_id":"');
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port: cityPort } = stalled.address() as AddressInfo;
    const env: Record<string, string> = {
      OPEN311_FORWARD_URL: `http://127.0.0.1:${cityPort}/open311/v2`,
      OPEN311_FORWARD_API_KEY: API_KEY,
    };
    const platform = { env: (name: string) => env[name], log: jest.fn() } as unknown as Platform;
    const recordExternalId = jest.fn();
    const requests = {
      stored: async () =>
        ({ service_code: 'pothole-report', external_id: null, attributes: {} }) as unknown as StoredRequest,
      recordExternalId,
    } as unknown as ServiceRequests;
    const forward = createForwarder(platform, requests, { timeoutMs: 300 });
    try {
      await expect(
        forward({ payload: { service_request_id: '101' }, attempts: 0 } as unknown as OutboxJob),
      ).rejects.toThrow("the city's Open311 endpoint did not answer within 0.3 s");
      expect(recordExternalId).not.toHaveBeenCalled();
    } finally {
      stalled.closeAllConnections();
      await new Promise<void>((resolve) => stalled.close(() => resolve()));
    }
  });
});

describe("the city's refusal of a request (issue 43, finding 9)", () => {
  it('is permanent for a 4xx (dead-lettered at once), and retried for 408, 429 and 5xx', async () => {
    let status = 400;
    const city = http.createServer((req, res) => {
      req.resume();
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(`[{"code":${status},"description":"no"}]`);
    });
    await new Promise<void>((resolve) => city.listen(0, '127.0.0.1', resolve));
    const { port: cityPort } = city.address() as AddressInfo;
    const env: Record<string, string> = {
      OPEN311_FORWARD_URL: `http://127.0.0.1:${cityPort}/open311/v2`,
      OPEN311_FORWARD_API_KEY: API_KEY,
    };
    const platform = { env: (name: string) => env[name], log: jest.fn() } as unknown as Platform;
    const requests = {
      stored: async () =>
        ({ service_code: 'pothole-report', external_id: null, attributes: {} }) as unknown as StoredRequest,
      recordExternalId: jest.fn(),
    } as unknown as ServiceRequests;
    const forward = createForwarder(platform, requests);
    const job = { payload: { service_request_id: '101' }, attempts: 0 } as unknown as OutboxJob;
    try {
      const outcomes: Record<number, unknown> = {};
      for (status of [400, 401, 404, 422, 408, 429, 500, 503]) {
        outcomes[status] = await forward(job).then(
          () => 'sent',
          (error: { permanent?: boolean }) => (error.permanent === true ? 'dead' : 'retried'),
        );
      }
      expect(outcomes).toEqual({
        400: 'dead',
        401: 'dead',
        404: 'dead',
        422: 'dead',
        408: 'retried',
        429: 'retried',
        500: 'retried',
        503: 'retried',
      });
    } finally {
      city.closeAllConnections();
      await new Promise<void>((resolve) => city.close(() => resolve()));
    }
  });
});
