/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import type { AreaBackend } from '@springfield/shared';
import { createBackend } from '../../../server/backend';
import { eventRegisterAction } from './action';

/** The action as the page server runs it for a form posted to /events/:id/register (no script). */
function post(id: string, fields: Record<string, string>) {
  const url = new URL(`http://localhost/events/${id}/register`);
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  const args: ActionFunctionArgs = {
    request,
    url,
    pattern: '/events/:id/register',
    params: { id },
    context: {},
  };
  return eventRegisterAction(args);
}

interface DataResult {
  data: { status: string; values?: Record<string, string>; problems?: { field: string; message: string }[] };
  init: { status: number } | null;
}

const complete = {
  name: 'Ana Lee',
  email: 'ana@example.com',
  phone: '',
  organization: 'PTA',
  notes: 'Wheelchair access, please',
};

describe('eventRegisterAction on the server', () => {
  // The action stores through the area's backend (its services), here on an embedded database.
  let started: StartedBackend<AreaBackend>;
  beforeAll(async () => {
    started = await startBackend({ area: 'news_events', createBackend });
  });
  afterAll(() => started.close());
  const stored = async (eventId: number) =>
    (
      await started.platform.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1',
        [eventId],
      )
    ).rows[0].n;

  it('answers 303 to the confirmation page for a complete registration, stored once per key', async () => {
    const result = await post('2', { ...complete, 'submission-key': 'k1' });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/events/2/registered');
    // Sent again with the same key (a double tap, Back and send again): the same answer, one registration.
    const again = (await post('2', { ...complete, 'submission-key': 'k1' })) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe('/events/2/registered');
    expect(await stored(2)).toBe(1);
  });

  it('answers 422 with the values as sent and each problem: name and e-mail missing', async () => {
    const result = (await post('2', { ...complete, name: '   ', email: '' })) as unknown as DataResult;
    expect(result.init?.status).toBe(422);
    expect(result.data.status).toBe('invalid');
    expect(result.data.values).toEqual({ ...complete, name: '   ', email: '' });
    expect(result.data.problems).toEqual([
      { field: 'name', message: 'Please enter your full name.' },
      { field: 'email', message: 'Please enter your email address.' },
    ]);
  });

  it('answers 422 for an e-mail address that does not look like one', async () => {
    for (const email of ['ana', 'ana@example', 'ana example@x.com', '@example.com', 'ana@@example.com']) {
      const result = (await post('2', { ...complete, email })) as unknown as DataResult;
      expect(result.init?.status).toBe(422);
      expect(result.data.problems).toEqual([
        { field: 'email', message: 'Please enter a valid email address, like name@example.com.' },
      ]);
    }
    expect(await stored(2)).toBe(1);
  });

  it('answers 422 for a name or an e-mail that would break a line of the mail, or a name past 100 characters', async () => {
    const oneLine = {
      field: 'name',
      message: 'Please enter your full name on one line, in at most 100 characters.',
    };
    for (const name of ['Ana\r\nBcc: everyone@example.com', 'Ana\nLee', 'Ana\u2028Lee', 'A'.repeat(101)]) {
      const result = (await post('2', { ...complete, name })) as unknown as DataResult;
      expect(result.init?.status).toBe(422);
      expect(result.data.problems).toEqual([oneLine]);
    }
    for (const email of ['ana@example.com\r\nBcc: x@example.com', `${'a'.repeat(250)}@example.com`]) {
      const result = (await post('2', { ...complete, email })) as unknown as DataResult;
      expect(result.data.problems).toEqual([
        { field: 'email', message: 'Please enter a valid email address, like name@example.com.' },
      ]);
    }
    // 100 characters (and spaces around them) are taken.
    const result = (await post('2', {
      ...complete,
      name: ` ${'A'.repeat(100)} `,
      'submission-key': 'k-long',
    })) as Response;
    expect(result.status).toBe(303);
  });

  it('takes phone, organization and notes as optional, and fields it does not know as nothing', async () => {
    const result = await post('3', { name: 'Ana', email: ' ana@example.com ', extra: 'x' });
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/events/3/registered');
  });

  it('answers 409 with the problem and the values kept for a full event, storing nothing', async () => {
    const result = (await post('9', complete)) as unknown as DataResult;
    expect(result.init?.status).toBe(409);
    expect(result.data.status).toBe('invalid');
    expect(result.data.values).toEqual(complete);
    expect(result.data.problems).toEqual([
      {
        field: 'event',
        message: "This event is full. Every place at Valentine's Senior Social has been taken.",
      },
    ]);
    expect(await stored(9)).toBe(0);
  });

  it.each(['999', 'abc', '0', '1.5'])('answers 404 for an unknown event (%s)', async (id) => {
    const result = (await post(id, complete)) as unknown as DataResult;
    expect(result.init?.status).toBe(404);
    expect(result.data.status).toBe('failed');
  });
});
