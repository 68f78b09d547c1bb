/** @jest-environment node */
// The site's Open311 GeoReport v2 endpoint on both databases, called as the site's server calls it
// (backend.handle(Request)): discovery, services, service definitions, POST and GET of requests.
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import declaration from '../../area.json';
import { createBackend } from './backend';
import { createHash } from 'node:crypto';
import { listQuery, type RequestFilters } from './requests';
import { MAX_BODY_BYTES } from './open311';
import { call, createdId, keyCommands, postRequest, potholeFields } from './test-helpers';

const area = declaration.name;

/** What no public answer may carry. */
const PERSONAL = ['email', 'first_name', 'last_name', 'phone', 'ana.lopez@example.com', 'Lopez', '010-2030'];

function expectNothingPersonal(text: string) {
  for (const word of PERSONAL) expect(text).not.toContain(word);
}

describe.each(databases())('the Open311 endpoint on $name', (choice) => {
  let db: { url: string | undefined; stop(): Promise<void> };
  let started: StartedBackend;
  /** This suite's Open311 client key, issued as the operator does (npm run submissions -- open311-key issue). */
  let apiKey: string;

  beforeAll(async () => {
    db = await choice.start();
    started = await startBackend({ area, createBackend, url: db.url });
    apiKey = (await keyCommands.issueOpen311Key(started.database, 'Open311 tests')).key;
  });
  afterAll(async () => {
    await started.close();
    await db.stop();
  });

  const get = (path: string) => call(started.backend, path);
  const post = (fields: Record<string, string> | [string, string][], headers?: Record<string, string>) =>
    postRequest(started.backend, apiKey, fields, headers);
  /** A POST of this body as it is (form-encoded unless told), with this suite's key unless the body has one. */
  const postRaw = (body: string, headers: Record<string, string> = {}) =>
    call(started.backend, '/open311/v2/requests.json', {
      method: 'POST',
      body: body.includes('api_key=') ? body : `api_key=${encodeURIComponent(apiKey)}&${body}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8', ...headers },
    });
  const stored = async () =>
    (await started.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_requests'))
      .rows[0].n;

  it('leaves addresses outside /open311 to others', async () => {
    expect(await started.backend.handle?.(new Request('http://localhost:8080/api/other'))).toBeUndefined();
  });

  it('describes itself at /open311/discovery.json', async () => {
    const response = await get('/open311/discovery.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    const discovery = await response.json();
    expect(discovery).toEqual({
      changeset: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      contact: expect.stringContaining('info@springfield.gov'),
      key_service: expect.any(String),
      endpoints: [
        {
          specification: 'http://wiki.open311.org/GeoReport_v2',
          url: 'http://localhost:8080/open311/v2',
          changeset: discovery.changeset,
          type: 'production',
          formats: ['application/json'],
        },
      ],
    });
  });

  it("lists the site's request types as services", async () => {
    const response = await get('/open311/v2/services.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    const services = (await response.json()) as Record<string, unknown>[];
    expect(services.map((service) => service.service_code)).toEqual([
      'pothole-report',
      'building-permit',
      'waste-schedule',
      'business-license',
    ]);
    expect(services[0]).toEqual({
      service_code: 'pothole-report',
      service_name: 'Report a Pothole',
      description: expect.stringContaining('potholes'),
      metadata: true,
      type: 'realtime',
      keywords: expect.stringContaining('pothole'),
      group: 'Public Works',
    });
    // The waste schedule asks only for the address: nothing more to define.
    expect(services[2]).toMatchObject({ service_code: 'waste-schedule', metadata: false });
  });

  it("defines each service's own fields as attributes", async () => {
    const response = await get('/open311/v2/services/pothole-report.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(await response.json()).toEqual({
      service_code: 'pothole-report',
      attributes: [
        {
          variable: true,
          code: 'severity',
          datatype: 'singlevaluelist',
          required: true,
          datatype_description: 'One of: Low, Medium, High, Emergency.',
          order: 1,
          description: 'Severity',
          values: [
            { key: 'Low', name: 'Low' },
            { key: 'Medium', name: 'Medium' },
            { key: 'High', name: 'High' },
            { key: 'Emergency', name: 'Emergency' },
          ],
        },
      ],
    });
    const permit = await (await get('/open311/v2/services/building-permit.json')).json();
    expect(
      permit.attributes.map((a: { code: string; datatype: string; order: number }) => [
        a.code,
        a.datatype,
        a.order,
      ]),
    ).toEqual([
      ['projectType', 'singlevaluelist', 1],
      ['contractor', 'string', 2],
      ['estimatedCost', 'string', 3],
    ]);
    const license = await (await get('/open311/v2/services/business-license.json')).json();
    expect(license.attributes.map((a: { code: string }) => a.code)).toEqual([
      'businessName',
      'businessType',
      'owner',
      'employees',
    ]);
    expect((await get('/open311/v2/services/waste-schedule.json')).status).toBe(200);
    const unknown = await get('/open311/v2/services/graffiti.json');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual([{ code: 404, description: expect.stringContaining('graffiti') }]);
  });

  it('creates a request from a form-encoded POST: 201 with its number and notice', async () => {
    const response = await post(potholeFields());
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const answer = await response.json();
    expect(answer).toEqual([
      {
        service_request_id: expect.stringMatching(/^\d+$/),
        service_notice: 'Public Works handles this request. Processing time: 3-5 business days.',
        account_id: null,
      },
    ]);
    const id = answer[0].service_request_id;
    expect(response.headers.get('Location')).toBe(`http://localhost:8080/open311/v2/requests/${id}.json`);
    const [stored] = await (await get(`/open311/v2/requests/${id}.json`)).json();
    expect(stored).toMatchObject({
      service_request_id: id,
      status: 'open',
      service_code: 'pothole-report',
      service_name: 'Report a Pothole',
      description: 'Two feet wide, near the crosswalk',
      address: 'Main St & 5th Ave',
    });
  });

  it('takes a location as lat and long, and a jurisdiction_id that is the city', async () => {
    const fields = potholeFields({
      address_string: '',
      lat: '39.7817',
      long: '-89.6501',
      jurisdiction_id: 'springfield.gov',
    });
    const id = await createdId(await post(fields));
    const [stored] = await (await get(`/open311/v2/requests/${id}.json`)).json();
    expect(stored).toMatchObject({ address: null, lat: 39.7817, long: -89.6501 });
  });

  it('answers 400 with each problem of an invalid request, and stores nothing', async () => {
    const before = await stored();
    const response = await post(
      potholeFields({
        address_string: '',
        description: '',
        'attribute[severity]': 'Huge',
        email: 'not-an-address',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([
      { code: 400, description: 'A location is required: address_string, or lat and long.' },
      { code: 400, description: 'description is required.' },
      { code: 400, description: 'email is not a valid e-mail address.' },
      { code: 400, description: 'attribute[severity] must be one of: Low, Medium, High, Emergency.' },
    ]);
    const missing = await post(potholeFields({ service_code: '' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([{ code: 400, description: 'service_code is required.' }]);
    const halfPlace = await post(potholeFields({ address_string: '', lat: '39.78' }));
    expect(halfPlace.status).toBe(400);
    expect(await halfPlace.json()).toEqual([
      { code: 400, description: 'lat and long must be sent together.' },
    ]);
    const required = await post(potholeFields({ 'attribute[severity]': '' }));
    expect(await required.json()).toEqual([{ code: 400, description: 'attribute[severity] is required.' }]);
    const tooLong = await post(potholeFields({ description: 'x'.repeat(4001) }));
    expect(await tooLong.json()).toEqual([
      { code: 400, description: 'description must be at most 4,000 characters.' },
    ]);
    const json = await call(started.backend, '/open311/v2/requests.json', {
      method: 'POST',
      body: JSON.stringify(potholeFields()),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect((await json.json())[0].description).toMatch(/form-encoded/);
    expect(await stored()).toBe(before);
  });

  it('answers 404 for a service it does not know, and for another jurisdiction', async () => {
    const response = await post(potholeFields({ service_code: 'graffiti' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual([
      { code: 404, description: expect.stringContaining('service_code "graffiti" was not found') },
    ]);
    const elsewhere = await post(potholeFields({ jurisdiction_id: 'shelbyville.gov' }));
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json())[0]).toEqual({
      code: 404,
      description: expect.stringContaining('springfield.gov'),
    });
    for (const path of [
      '/open311/v2/services.json?jurisdiction_id=shelbyville.gov',
      '/open311/v2/requests.json?jurisdiction_id=shelbyville.gov',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
    expect((await get('/open311/v2/services.json?jurisdiction_id=springfield.gov')).status).toBe(200);
  });

  it('makes one request of the same Idempotency-Key sent twice, and answers the first', async () => {
    const key = { 'Idempotency-Key': 'client-retry-1' };
    const first = await post(potholeFields({ description: 'Idempotent hole' }), key);
    const firstAnswer = await first.json();
    const [second, third] = await Promise.all([
      post(potholeFields({ description: 'Idempotent hole' }), key),
      post(potholeFields({ description: 'Idempotent hole' }), key),
    ]);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(firstAnswer);
    expect(await third.json()).toEqual(firstAnswer);
    // The same fields in another order are the same request.
    const reordered = Object.entries(potholeFields({ description: 'Idempotent hole' })).reverse();
    expect(await (await post(reordered, key)).json()).toEqual(firstAnswer);
    const all = await (await get('/open311/v2/requests.json')).json();
    expect(all.filter((r: { description: string }) => r.description === 'Idempotent hole')).toHaveLength(1);
    // Without the key, every POST is a request of its own.
    const a = await createdId(await post(potholeFields({ description: 'No key' })));
    const b = await createdId(await post(potholeFields({ description: 'No key' })));
    expect(a).not.toBe(b);
  });

  it('answers GET requests.json newest first, filtered by id, service, status and dates', async () => {
    const permit = await createdId(
      await post({
        service_code: 'building-permit',
        address_string: '12 Elm Street',
        description: 'Two-car garage',
        'attribute[projectType]': 'Addition',
        'attribute[contractor]': 'Acme Builders',
        'attribute[estimatedCost]': '$40,000',
      }),
    );
    const waste = await createdId(
      await post({ service_code: 'waste-schedule', address_string: '42 Oak Avenue' }),
    );
    const old = await createdId(await post({ service_code: 'waste-schedule', address_string: '1 Old Road' }));
    await started.platform.db.query(
      `UPDATE service_requests SET requested_datetime = '2026-01-10T12:00:00Z', status = 'closed',
         status_notes = 'Schedule sent.' WHERE service_request_id = $1::bigint`,
      [old],
    );

    const response = await get('/open311/v2/requests.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const recent = (await response.json()) as { service_request_id: string; requested_datetime: string }[];
    // The last 90 days by default: not the January one; newest first.
    const ids = recent.map((r) => r.service_request_id);
    expect(ids.slice(0, 2)).toEqual([waste, permit]);
    expect(ids).not.toContain(old);
    const times = recent.map((r) => r.requested_datetime);
    expect([...times].sort().reverse()).toEqual(times);

    const byIds = await (
      await get(`/open311/v2/requests.json?service_request_id=${permit},${old},999999999`)
    ).json();
    expect(byIds.map((r: { service_request_id: string }) => r.service_request_id).sort()).toEqual(
      [permit, old].sort(),
    );

    const wastes = await (await get('/open311/v2/requests.json?service_code=waste-schedule')).json();
    expect(wastes.map((r: { service_request_id: string }) => r.service_request_id)).toContain(waste);
    expect(wastes.every((r: { service_code: string }) => r.service_code === 'waste-schedule')).toBe(true);
    const two = await (
      await get('/open311/v2/requests.json?service_code=waste-schedule,building-permit')
    ).json();
    expect(new Set(two.map((r: { service_code: string }) => r.service_code))).toEqual(
      new Set(['waste-schedule', 'building-permit']),
    );

    const january = await (
      await get(
        '/open311/v2/requests.json?start_date=2026-01-01T00:00:00Z&end_date=2026-01-31T00:00:00-06:00',
      )
    ).json();
    expect(january).toEqual([
      expect.objectContaining({ service_request_id: old, status: 'closed', status_notes: 'Schedule sent.' }),
    ]);
    const closed = await (
      await get('/open311/v2/requests.json?status=closed&start_date=2026-01-01T00:00:00Z')
    ).json();
    expect(closed.map((r: { service_request_id: string }) => r.service_request_id)).toEqual([old]);
    const open = await (await get('/open311/v2/requests.json?status=open')).json();
    expect(open.every((r: { status: string }) => r.status === 'open')).toBe(true);

    for (const bad of [
      'start_date=yesterday',
      'end_date=2026-13-45T00:00:00Z',
      'status=pending',
      'start_date=2026-01-01T00:00:00Z&end_date=2026-06-01T00:00:00Z',
    ]) {
      const answer = await get(`/open311/v2/requests.json?${bad}`);
      expect(answer.status).toBe(400);
      expect((await answer.json())[0]).toEqual({ code: 400, description: expect.any(String) });
    }
  });

  it('answers requests/{id}.json with an array of one, and 404 for a number it does not hold', async () => {
    const id = await createdId(await post(potholeFields()));
    const response = await get(`/open311/v2/requests/${id}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const answer = await response.json();
    expect(answer).toHaveLength(1);
    expect(Object.keys(answer[0]).sort()).toEqual(
      [
        'service_request_id',
        'status',
        'status_notes',
        'service_name',
        'service_code',
        'description',
        'agency_responsible',
        'service_notice',
        'requested_datetime',
        'updated_datetime',
        'expected_datetime',
        'address',
        'address_id',
        'zipcode',
        'lat',
        'long',
        'media_url',
      ].sort(),
    );
    for (const path of ['/open311/v2/requests/999999999.json', '/open311/v2/requests/abc.json']) {
      const missing = await get(path);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual([
        { code: 404, description: expect.stringContaining('was not found') },
      ]);
    }
  });

  it('never answers the requester’s e-mail address, name or phone', async () => {
    const id = await createdId(await post(potholeFields()));
    for (const path of [
      `/open311/v2/requests/${id}.json`,
      '/open311/v2/requests.json',
      `/open311/v2/requests.json?service_request_id=${id}`,
    ]) {
      const text = await (await get(path)).text();
      expect(text).toContain(id);
      expectNothingPersonal(text);
    }
    const page = await started.backend.dataFor?.({ pathname: `/services/requests/${id}`, search: '' });
    expectNothingPersonal(JSON.stringify(page));
  });

  it('serves JSON only, and says so for any other format', async () => {
    for (const path of [
      '/open311/discovery.xml',
      '/open311/v2/services.xml',
      '/open311/v2/services/pothole-report.xml',
      '/open311/v2/requests.xml',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect((await response.json())[0].description).toMatch(/JSON only/);
    }
    const xmlPost = await call(started.backend, '/open311/v2/requests.xml', {
      method: 'POST',
      body: new URLSearchParams(potholeFields()),
    });
    expect(xmlPost.status).toBe(404);
    const elsewhere = await get('/open311/v3/services.json');
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json())[0].description).toContain('/open311/discovery.json');
    const put = await call(started.backend, '/open311/v2/services.json', { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  });

  describe('POST needs an api_key of a client (issue 43)', () => {
    it('answers 403 in the spec’s error list without a key, with an unknown one, and once revoked', async () => {
      const before = await stored();
      const none = await postRequest(started.backend, undefined, potholeFields());
      expect(none.status).toBe(403);
      expect(none.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(await none.json()).toEqual([
        { code: 403, description: expect.stringContaining('api_key is required') },
      ]);
      const blank = await postRequest(started.backend, '  ', potholeFields());
      expect(blank.status).toBe(403);
      const unknown = await postRequest(started.backend, `${apiKey}x`, potholeFields());
      expect(unknown.status).toBe(403);
      expect(await unknown.json()).toEqual([
        { code: 403, description: expect.stringContaining('api_key is not valid') },
      ]);

      const issued = await keyCommands.issueOpen311Key(started.database, 'Partner app');
      expect(issued).toEqual({
        id: expect.stringMatching(/^\d+$/),
        name: 'Partner app',
        key: expect.stringMatching(/^sf311_[A-Za-z0-9_-]{43}$/),
        created_at: expect.any(Date),
        revoked_at: null,
      });
      const id = await createdId(await postRequest(started.backend, issued.key, potholeFields()));
      // The key may come in the query string too (as the spec's examples send it).
      expect(
        (
          await call(started.backend, `/open311/v2/requests.json?api_key=${encodeURIComponent(issued.key)}`, {
            method: 'POST',
            body: new URLSearchParams(potholeFields()),
          })
        ).status,
      ).toBe(201);
      const row = await started.platform.db.query<{ open311_key_id: string }>(
        'SELECT open311_key_id::text AS open311_key_id FROM service_requests WHERE service_request_id = $1::bigint',
        [id],
      );
      expect(row.rows).toEqual([{ open311_key_id: issued.id }]);

      const revoked = await keyCommands.revokeOpen311Key(started.database, issued.id);
      expect(revoked).toMatchObject({ id: issued.id, revoked_at: expect.any(Date) });
      expect(await keyCommands.revokeOpen311Key(started.database, '999999')).toBeUndefined();
      const after = await postRequest(started.backend, issued.key, potholeFields());
      expect(after.status).toBe(403);
      expect(await after.json()).toEqual([
        { code: 403, description: expect.stringContaining('api_key is not valid') },
      ]);
      const listed = await keyCommands.listOpen311Keys(started.database);
      expect(listed).toContainEqual({
        id: issued.id,
        name: 'Partner app',
        created_at: expect.any(Date),
        revoked_at: expect.any(Date),
      });
      expect(JSON.stringify(listed)).not.toContain(issued.key);
      expect(await stored()).toBe(before + 2);
    });

    it('keeps only the SHA-256 of a key, never the key', async () => {
      const issued = await keyCommands.issueOpen311Key(started.database, 'Hashed');
      const { rows } = await started.platform.db.query<Record<string, unknown>>(
        'SELECT * FROM open311_keys WHERE id = $1::bigint',
        [issued.id],
      );
      expect(rows[0].key_sha256).toBe(createHash('sha256').update(issued.key).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(issued.key);
    });

    it("keeps one client's Idempotency-Key its own: another client's same key is another request", async () => {
      const other = await keyCommands.issueOpen311Key(started.database, 'Another client');
      const fields = potholeFields({ description: 'Two clients, one key' });
      const header = { 'Idempotency-Key': 'shared-key-1' };
      const mine = await createdId(await post(fields, header));
      const theirs = await createdId(await postRequest(started.backend, other.key, fields, header));
      expect(theirs).not.toBe(mine);
      expect(await createdId(await post(fields, header))).toBe(mine);
    });
  });

  describe('POST is checked against the service definition (issue 43)', () => {
    it('refuses attributes the definition does not declare, naming each, and stores nothing', async () => {
      const before = await stored();
      const response = await post(
        potholeFields({ 'attribute[color]': 'red', 'attribute[owner]': 'Ana Lopez', 'attribute[x': 'y' }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([
        {
          code: 400,
          description:
            '"attribute[x" is not an attribute: send attribute[code]=value (attribute[code][]=value for each value of a multivaluelist).',
        },
      ]);
      const undeclared = await post(potholeFields({ 'attribute[color]': 'red', 'attribute[owner]': 'Ana' }));
      expect(undeclared.status).toBe(400);
      expect(await undeclared.json()).toEqual([
        {
          code: 400,
          description: 'attribute[color] is not an attribute of pothole-report (its attributes: severity).',
        },
        {
          code: 400,
          description: 'attribute[owner] is not an attribute of pothole-report (its attributes: severity).',
        },
      ]);
      const none = await post({
        service_code: 'waste-schedule',
        address_string: '42 Oak Avenue',
        'attribute[severity]': 'High',
      });
      expect(await none.json()).toEqual([
        {
          code: 400,
          description: 'attribute[severity] is not an attribute of waste-schedule (it has none).',
        },
      ]);
      expect(await stored()).toBe(before);
    });

    it('refuses values of the wrong datatype: a list value not among its values, two for one, too long', async () => {
      const response = await post([
        ...Object.entries(potholeFields({ 'attribute[severity]': 'High' })),
        ['attribute[severity][]', 'Low'],
      ] as [string, string][]);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([
        { code: 400, description: 'attribute[severity] must be one of: Low, Medium, High, Emergency.' },
      ]);
      const permit = await post({
        service_code: 'building-permit',
        address_string: '12 Elm Street',
        description: 'Garage',
        'attribute[projectType]': 'Castle',
        'attribute[contractor]': 'x'.repeat(1001),
        'attribute[estimatedCost]': '$40,000',
      });
      expect(permit.status).toBe(400);
      expect(await permit.json()).toEqual([
        { code: 400, description: expect.stringMatching(/^attribute\[projectType\] must be one of: /) },
        { code: 400, description: 'attribute[contractor] must be at most 1,000 characters.' },
      ]);
    });

    it('refuses control characters with 400 (never a 5xx), and takes tabs and line breaks in free text', async () => {
      const before = await stored();
      for (const [body, param] of [
        ['description=A%00hole', 'description'],
        ['first_name=An%7Fa', 'first_name'],
        ['phone=555%0A0100', 'phone'],
        ['address_string=Main%1BSt', 'address_string'],
        ['attribute%5Bseverity%5D=High%00', 'attribute[severity]'],
      ]) {
        const fields = new URLSearchParams(potholeFields());
        const [name, value] = body.split('=');
        fields.set(decodeURIComponent(name), decodeURIComponent(value));
        const response = await postRaw(fields.toString());
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { code: number; description: string }[];
        expect(answer).toContainEqual({ code: 400, description: expect.stringContaining(`${param} must`) });
      }
      expect(await stored()).toBe(before);
      const business = await post({
        service_code: 'business-license',
        address_string: '7 Market Street',
        'attribute[businessName]': 'Corner\u0000Bakery',
        'attribute[businessType]': 'Retail',
        'attribute[owner]': 'Ana Lopez',
        'attribute[employees]': '4',
      });
      expect(business.status).toBe(400);
      expect(await business.json()).toEqual([
        { code: 400, description: 'attribute[businessName] must not contain control characters.' },
      ]);
      const id = await createdId(
        await post(
          potholeFields({ description: 'Two holes:\r\n\t1. by the crosswalk\n\t2. by the bus stop' }),
        ),
      );
      const [request] = await (await get(`/open311/v2/requests/${id}.json`)).json();
      expect(request.description).toBe('Two holes:\r\n\t1. by the crosswalk\n\t2. by the bus stop');
      for (const query of ['service_code=%00', 'status=open%00', 'start_date=2026-01-01%00']) {
        const answer = await get(`/open311/v2/requests.json?${query}`);
        expect(answer.status).toBe(400);
        expect((await answer.json())[0]).toEqual({
          code: 400,
          description: expect.stringContaining('control'),
        });
      }
    });

    it(`refuses a body over ${MAX_BODY_BYTES} bytes with 413, declared or not`, async () => {
      const before = await stored();
      const big = new URLSearchParams(potholeFields({ description: 'x'.repeat(MAX_BODY_BYTES) })).toString();
      const response = await postRaw(big);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual([
        { code: 413, description: 'The request body may be at most 16,384 bytes (16 KB).' },
      ]);
      const declared = await postRaw(big, { 'Content-Length': String(big.length + 10) });
      expect(declared.status).toBe(413);
      const sixtyFour = await postRaw(`${new URLSearchParams(potholeFields())}&pad=${'y'.repeat(64 * 1024)}`);
      expect(sixtyFour.status).toBe(413);
      expect(await stored()).toBe(before);
      // A whole request at Open311's own limits fits.
      const longest = potholeFields({ description: 'd'.repeat(4000), address_string: 'a'.repeat(1000) });
      expect((await post(longest)).status).toBe(201);
    });
  });

  describe('GET requests.json in pages (issue 43)', () => {
    /** Inserts `count` waste schedule requests a minute apart from `from`, straight into the table. */
    const insertMany = (count: number, from: string) =>
      started.platform.db.query(
        `INSERT INTO service_requests (service_code, address_string, email, first_name, phone, agency_responsible,
           requested_datetime)
         SELECT 'waste-schedule', n || ' Paged Street', 'paged' || n || '@example.com', 'Pat', '(555) 010-9999',
           'Public Works', $2::timestamptz + make_interval(mins => n)
         FROM generate_series(1, $1::int) AS n`,
        [count, from],
      );
    const MARCH = 'start_date=2025-03-01T00:00:00Z&end_date=2025-03-31T00:00:00Z';

    it('answers 50 a page, up to 200 with page_size, newest first, with a link to the next page', async () => {
      await insertMany(120, '2025-03-01T00:00:00Z');
      const first = await get(`/open311/v2/requests.json?${MARCH}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
      expect(first.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const page1 = (await first.json()) as { service_request_id: string; requested_datetime: string }[];
      expect(page1).toHaveLength(50);
      expect(first.headers.get('Link')).toBe(
        `<http://localhost:8080/open311/v2/requests.json?start_date=2025-03-01T00%3A00%3A00Z&end_date=2025-03-31T00%3A00%3A00Z&page=2>; rel="next"`,
      );
      const page2 = await (await get(`/open311/v2/requests.json?${MARCH}&page=2`)).json();
      const last = await get(`/open311/v2/requests.json?${MARCH}&page=3`);
      const page3 = await last.json();
      expect(page3).toHaveLength(20);
      expect(last.headers.get('Link')).toBeNull();
      const all = await get(`/open311/v2/requests.json?${MARCH}&page_size=200`);
      const whole = (await all.json()) as typeof page1;
      expect(whole).toHaveLength(120);
      expect([...page1, ...page2, ...page3]).toEqual(whole);
      const times = whole.map((r) => r.requested_datetime);
      expect([...times].sort().reverse()).toEqual(times);
      expect(whole[0].requested_datetime).toBe('2025-03-01T02:00:00Z');
      const tens = await (await get(`/open311/v2/requests.json?${MARCH}&page=4&page_size=10`)).json();
      expect(tens).toEqual(whole.slice(30, 40));
      // Public fields only, never the requester's e-mail address, name or phone.
      const text = JSON.stringify(whole);
      for (const word of ['email', 'first_name', 'phone', 'paged1@example.com', 'Pat', '010-9999']) {
        expect(text).not.toContain(word);
      }
    });

    it('answers 400 for a page or page_size that is not a whole number in range', async () => {
      for (const bad of [
        'page=0',
        'page=-1',
        'page=abc',
        'page=1.5',
        'page=1001',
        'page_size=0',
        'page_size=201',
        'page_size=50x',
        'page=',
      ]) {
        const answer = await get(`/open311/v2/requests.json?${bad}`);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual([
          {
            code: 400,
            description: expect.stringMatching(/^page(_size)? must be a whole number from 1 to /),
          },
        ]);
      }
      const ids = Array.from({ length: 201 }, (_, i) => String(100001 + i)).join(',');
      expect((await get(`/open311/v2/requests.json?service_request_id=${ids}`)).status).toBe(400);
    });

    it('reads a page and a list of numbers from their indexes (EXPLAIN)', async () => {
      // Enough rows, outside the other tests' dates, for the planner to weigh an index against the table.
      await insertMany(5000, '2024-01-01T00:00:00Z');
      await started.platform.db.query('ANALYZE service_requests');
      const plan = async (filters: RequestFilters) => {
        const { sql, params } = listQuery(filters);
        const { rows } = await started.platform.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      const now = new Date();
      const byIds = await plan({
        ids: ['100001', '100500', '102000'],
        start: now,
        end: now,
        page: 1,
        pageSize: 50,
      });
      expect(byIds).toMatch(/Index Scan .*service_requests_pkey|Bitmap Index Scan on service_requests_pkey/);
      expect(byIds).not.toContain('Seq Scan');
      const byDates = await plan({
        start: new Date('2024-01-01T00:00:00Z'),
        end: new Date('2024-01-03T00:00:00Z'),
        page: 2,
        pageSize: 50,
      });
      expect(byDates).toContain('service_requests_newest');
      expect(byDates).not.toContain('Seq Scan');
      expect(byDates).not.toContain('Sort');
    });
  });
});
