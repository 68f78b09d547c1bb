/** @jest-environment node */
// The service requests store on both databases: migrations, the one function behind the site's forms and
// Open311's POST (stored once per key, with its time), the confirmation e-mail, retention and page data. The
// payments store's own tests are in payments.test.ts.
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import declaration from '../../area.json';
import { createBackend } from './backend';
import { kept, migrations } from './migrations';
import { serviceRequestStore } from '../features/service-request';
import { postRequest, potholeFields, createdId, keyCommands } from './test-helpers';

const area = declaration.name;

const pothole = (contact = '') => ({
  location: 'Main St & 5th Ave',
  description: 'Two feet wide',
  severity: 'Emergency',
  contact,
});

describe.each(databases())('the service requests store on $name', (choice) => {
  let db: { url: string | undefined; stop(): Promise<void> };
  let started: StartedBackend;

  beforeAll(async () => {
    db = await choice.start();
    started = await startBackend({ area, createBackend, url: db.url });
  });
  afterAll(async () => {
    await started.close();
    await db.stop();
  });

  const count = async () =>
    (await started.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_requests'))
      .rows[0].n;

  const submitForm = (slug: string, values: Record<string, string>, key?: string) =>
    serviceRequestStore.get().submitForm(slug, values, key);

  /** POST Service Request as a client with a key of its own (issued as the operator does). */
  const postAsClient = async (fields: Record<string, string>) => {
    const { key } = await keyCommands.issueOpen311Key(started.database, 'Store tests');
    return postRequest(started.backend, key, fields);
  };

  it('applies its migrations once, however often it starts', async () => {
    if (db.url) {
      // A second instance on the same server: nothing applied twice. (The services slot is the newest
      // backend's: the suite goes on with a new one.)
      const again = await startBackend({ area, createBackend, url: db.url });
      await again.close();
      await started.close();
      started = await startBackend({ area, createBackend, url: db.url });
    }
    const { rows } = await started.platform.db.query<{ source: string; version: number }>(
      'SELECT source, version FROM _migrations ORDER BY source, version',
    );
    expect(rows).toEqual([
      { source: 'area', version: 1 },
      { source: 'area', version: 2 },
      { source: 'area', version: 3 },
      { source: 'area', version: 4 },
      { source: 'area', version: 5 },
      { source: 'area', version: 6 },
      { source: 'area', version: 7 },
      { source: 'platform', version: 1 },
      { source: 'platform', version: 2 },
    ]);
    expect(migrations.map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('declares what it keeps and for how long', async () => {
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'service-request',
        table: 'service_requests',
        received: 'requested_datetime',
        keepDays: 730,
      }),
      expect.objectContaining({ kind: 'payment', table: 'payments', received: 'paid_at', keepDays: 2555 }),
    ]);
    const { rows } = await started.platform.db.query(
      'SELECT kind, table_name, keep_days FROM _kept ORDER BY kind',
    );
    expect(rows).toEqual([
      { kind: 'payment', table_name: 'payments', keep_days: 2555 },
      { kind: 'service-request', table_name: 'service_requests', keep_days: 730 },
    ]);
  });

  it("stores a form's request with its number and time, as Open311 names its fields", async () => {
    const before = Date.now();
    const outcome = await submitForm('pothole-report', pothole('(555) 010-2030'), 'form-key-1');
    expect(outcome).toEqual({ status: 'created', service_request_id: expect.stringMatching(/^\d{6,}$/) });
    if (outcome.status !== 'created') throw new Error('not created');
    const { rows } = await started.platform.db.query<Record<string, unknown>>(
      'SELECT * FROM service_requests WHERE service_request_id = $1::bigint',
      [outcome.service_request_id],
    );
    expect(rows[0]).toMatchObject({
      service_code: 'pothole-report',
      status: 'open',
      status_notes: null,
      description: 'Two feet wide',
      address_string: 'Main St & 5th Ave',
      lat: null,
      long: null,
      email: null,
      first_name: null,
      last_name: null,
      phone: '(555) 010-2030',
      attributes: { severity: 'Emergency' },
      agency_responsible: 'Public Works',
      external_id: null,
      // Sent with the site's form, not by an Open311 client.
      open311_key_id: null,
    });
    const requested = new Date(rows[0].requested_datetime as string).getTime();
    expect(requested).toBeGreaterThanOrEqual(before - 1000);
    expect(requested).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('makes one request of the same key and fields sent twice, and answers the first number', async () => {
    const before = await count();
    const first = await submitForm('waste-schedule', { address: '42 Oak Avenue' }, 'form-key-2');
    const again = await Promise.all([
      submitForm('waste-schedule', { address: '42 Oak Avenue' }, 'form-key-2'),
      submitForm('waste-schedule', { address: '42 Oak Avenue' }, 'form-key-2'),
    ]);
    expect(again).toEqual([first, first]);
    expect(await count()).toBe(before + 1);
    // The same key with other fields (a cached page's key, another resident): another request.
    const other = await submitForm('waste-schedule', { address: '7 Market Square' }, 'form-key-2');
    expect(other).not.toEqual(first);
    expect(await count()).toBe(before + 2);
  });

  it("refuses a request its service's rules refuse, on the form's field, as structured problems", async () => {
    const before = await count();
    const outcome = await submitForm('pothole-report', {
      ...pothole(),
      description: 'x'.repeat(4001),
      severity: 'Huge',
    });
    expect(outcome).toEqual({
      status: 'invalid',
      problems: [
        { field: 'description', rule: 'too-long', limit: 4000 },
        { field: 'severity', rule: 'choice' },
      ],
    });
    expect(await submitForm('nope', { address: 'x' })).toEqual({ status: 'unknown-service' });
    expect(await count()).toBe(before);
  });

  it('e-mails the confirmation when an address was given: the number, the status page, signed', async () => {
    started.mails.length = 0;
    const outcome = await submitForm('pothole-report', pothole('resident@example.com'), 'form-key-3');
    if (outcome.status !== 'created') throw new Error('not created');
    const id = outcome.service_request_id;
    // Nothing sent before the outbox runs (after the commit), then exactly one message.
    expect(started.mails).toEqual([]);
    await started.runOutbox();
    expect(started.mails).toHaveLength(1);
    const [mail] = started.mails;
    expect(mail.to).toBe('resident@example.com');
    expect(mail.subject).toBe(`Service request ${id} received: Report a Pothole`);
    expect(mail.text).toContain(`Request number: ${id}`);
    expect(mail.text).toContain(`http://localhost:8080/services/requests/${id}`);
    expect(mail.text).toContain('Processing time: 3-5 business days');
    expect(mail.text.trimEnd().endsWith('City of Springfield')).toBe(true);
    // The same submission again: no second e-mail.
    await submitForm('pothole-report', pothole('resident@example.com'), 'form-key-3');
    await started.runOutbox();
    expect(started.mails).toHaveLength(1);
    // No address given (a phone number, or nothing): no e-mail.
    await submitForm('pothole-report', pothole('555 0100'), 'form-key-4');
    await createdId(await postAsClient(potholeFields({ email: '' })));
    await started.runOutbox();
    expect(started.mails).toHaveLength(1);
  });

  it("refuses a form's control characters as an invalid field (issue 43), never failing", async () => {
    const before = await count();
    const outcome = await submitForm('pothole-report', {
      ...pothole(),
      description: 'A hole\u0000 by the school',
    });
    expect(outcome).toEqual({ status: 'invalid', problems: [{ field: 'description', rule: 'invalid' }] });
    expect(await count()).toBe(before);
  });

  it('takes Open311 requests through the same function (and e-mails those with an address)', async () => {
    started.mails.length = 0;
    const id = await createdId(await postAsClient(potholeFields()));
    await started.runOutbox();
    expect(started.mails.map((mail) => mail.to)).toEqual(['ana.lopez@example.com']);
    const { rows } = await started.platform.db.query(
      'SELECT email, first_name, last_name, phone, attributes FROM service_requests WHERE service_request_id = $1::bigint',
      [id],
    );
    expect(rows).toEqual([
      {
        email: 'ana.lopez@example.com',
        first_name: 'Ana',
        last_name: 'Lopez',
        phone: '(555) 010-2030',
        attributes: { severity: 'High' },
      },
    ]);
  });

  it("gives a status page its request's public record, or that there is none", async () => {
    const outcome = await submitForm('building-permit', {
      projectType: 'Addition',
      address: '12 Elm Street',
      description: 'Two-car garage',
      contractor: 'Acme Builders',
      estimatedCost: '$40,000',
    });
    if (outcome.status !== 'created') throw new Error('not created');
    const id = outcome.service_request_id;
    const data = await started.backend.dataFor?.({ pathname: `/services/requests/${id}`, search: '' });
    expect(data).toEqual({
      service_request_id: id,
      status: 'open',
      status_notes: null,
      service_name: 'Building Permit Application',
      service_code: 'building-permit',
      description: 'Two-car garage',
      agency_responsible: 'Planning & Development',
      service_notice: 'Planning & Development handles this request. Processing time: 10-15 business days.',
      requested_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      expected_datetime: null,
      address: '12 Elm Street',
      address_id: null,
      zipcode: null,
      lat: null,
      long: null,
      media_url: null,
      // Issue 44: the stage and the public updates (none yet), for the page only.
      stage: 'open',
      closed_reason: null,
      updates: [],
    });
    expect(await started.backend.dataFor?.({ pathname: '/services/requests/999999999', search: '' })).toEqual(
      {
        notFound: true,
        service_request_id: '999999999',
      },
    );
    expect(await started.backend.dataFor?.({ pathname: '/services/requests/abc', search: '' })).toEqual({
      notFound: true,
      service_request_id: 'abc',
    });
    for (const pathname of ['/services', '/services/requests', '/services/pothole-report']) {
      expect(await started.backend.dataFor?.({ pathname, search: '' })).toBeUndefined();
    }
    // The payments pages say which processor payments go to: none, as no PAYMENT_PROCESSOR is set here.
    expect(await started.backend.dataFor?.({ pathname: '/pay-fines', search: '' })).toEqual({
      payments: { processor: { mode: 'none', card: false } },
    });
  });

  it('keeps its requests on the site when no city system is set up (nothing to forward)', async () => {
    await submitForm('waste-schedule', { address: '1 Forward Street' }, 'form-key-5');
    const { rows } = await started.platform.db.query(
      "SELECT count(*)::int AS n FROM _outbox WHERE kind = 'open311-forward'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
