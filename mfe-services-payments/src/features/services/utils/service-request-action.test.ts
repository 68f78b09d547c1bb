/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { serviceRequestAction } from './service-request-action';

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

  it('sends a complete request to its confirmation with a 303', async () => {
    const result = await post('pothole-report', {
      location: 'Main St & 5th Ave',
      description: 'Two feet wide',
      severity: 'Emergency',
    });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/services/pothole-report/submitted');
  });

  it('answers 404 for a service that does not exist', async () => {
    const result = (await post('nope', { location: 'x' })) as unknown as DataResult;
    expect(result.init?.status).toBe(404);
    expect(result.data.status).toBe('failed');
  });
});
