/** @jest-environment node */
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import type { ActionFunctionArgs } from 'react-router-dom';
import declaration from '../../../area.json';
import { createBackend } from '../../server/backend';
import { serviceRequestAction } from './action';

/** The route action as the page server runs it for a form posted to /services/{slug}. */
function post(slug: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/services/${slug}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const args = {
    request,
    url: new URL(request.url),
    pattern: '/services/:slug',
    params: { slug },
    context: {},
  };
  return serviceRequestAction(args as ActionFunctionArgs);
}

interface DataResult {
  data: { status: string; values: Record<string, string>; problems?: { field: string; message: string }[] };
  init: { status: number } | null;
}

describe('serviceRequestAction on the server', () => {
  // The action stores through the area's backend (its services slot): started on the embedded database (the
  // store's own tests run on both databases).
  let started: StartedBackend;
  beforeAll(async () => {
    started = await startBackend({ area: declaration.name, createBackend });
  });
  afterAll(() => started.close());

  const requests = async () =>
    (
      await started.platform.db.query<{ service_request_id: string; description: string }>(
        'SELECT service_request_id::text, description FROM service_requests ORDER BY service_request_id',
      )
    ).rows;

  it('answers 422 with what was sent and each problem, by field name and in form order', async () => {
    const result = (await post('pothole-report', {
      location: '   ',
      description: '<b>Deep</b> 🕳️',
      severity: 'Huge',
      contact: '',
      extra: 'not a field',
    })) as unknown as DataResult;
    expect(result.init?.status).toBe(422);
    expect(result.data.status).toBe('invalid');
    expect(result.data.values).toEqual({
      location: '   ',
      description: '<b>Deep</b> 🕳️',
      severity: 'Huge',
      contact: '',
    });
    expect(result.data.problems).toEqual([
      { field: 'location', message: 'Location is required.' },
      { field: 'severity', message: 'Severity must be one of the listed options.' },
    ]);
  });

  it('reads a field that was not sent as empty', async () => {
    const result = (await post('building-permit', { projectType: 'Addition' })) as unknown as DataResult;
    expect(result.init?.status).toBe(422);
    expect(result.data.problems?.map((problem) => problem.field)).toEqual([
      'address',
      'description',
      'contractor',
      'estimatedCost',
    ]);
  });

  it('stores a complete request and sends it to its confirmation, with its number, with a 303', async () => {
    const result = await post('pothole-report', {
      location: 'Main St & 5th Ave',
      description: 'Two feet wide',
      severity: 'Emergency',
    });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    const [stored] = await requests();
    expect(stored.description).toBe('Two feet wide');
    expect(response.headers.get('Location')).toBe(
      `/services/pothole-report/submitted?request=${stored.service_request_id}`,
    );
  });

  it('stores a request sent twice with its one-time key once, and answers the same confirmation', async () => {
    const fields = {
      address: '42 Oak Avenue',
      'submission-key': '0123456789abcdef0123456789abcdef',
    };
    const first = (await post('waste-schedule', fields)) as Response;
    const second = (await post('waste-schedule', fields)) as Response;
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(first.headers.get('Location')).toMatch(/^\/services\/waste-schedule\/submitted\?request=\d+$/);
    const ids = (await requests()).map((r) => r.service_request_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => first.headers.get('Location')?.endsWith(`=${id}`))).toHaveLength(1);
  });

  it("answers 409 with the store's problem on the form's field, values kept", async () => {
    const result = (await post('pothole-report', {
      location: 'Main St',
      description: 'x'.repeat(4001),
      severity: 'Low',
    })) as unknown as DataResult;
    expect(result.init?.status).toBe(409);
    expect(result.data.problems).toEqual([
      { field: 'description', message: 'Description must be at most 4,000 characters.' },
    ]);
    expect(result.data.values.location).toBe('Main St');
  });

  it('answers 404 for a service that does not exist', async () => {
    const result = (await post('nope', { location: 'x' })) as unknown as DataResult;
    expect(result.init?.status).toBe(404);
    expect(result.data.status).toBe('failed');
  });
});
