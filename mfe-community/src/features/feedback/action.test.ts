/** @jest-environment node */
// The action on the server's path (no document): what the page server does with a POST to /feedback, with the
// area's backend started (on the embedded database: the store's own tests run on both).
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import type { ActionFunctionArgs } from 'react-router-dom';
import { createBackend } from '../../server/backend';
import { feedbackAction } from './action';
import { FEEDBACK_SENT_PATH } from './addresses';

function post(fields: Record<string, string>): ActionFunctionArgs {
  const url = new URL('/feedback', 'http://localhost:8080');
  return {
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
    url,
    pattern: '/feedback',
    params: {},
    context: {},
  } as ActionFunctionArgs;
}

interface DataResult {
  data: unknown;
  init: { status: number };
}

describe('feedbackAction on the server', () => {
  let started: StartedBackend;
  beforeAll(async () => {
    started = await startBackend({ area: 'community', createBackend });
  });
  afterAll(() => started?.close());

  const stored = async () =>
    (await started.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback')).rows[0].n;

  it('answers 422 with what was sent and the problems, the message first', async () => {
    const result = (await feedbackAction(
      post({ name: 'Ana', category: 'safety', subject: '<b>hi</b> 🎉', message: '  ', followUp: 'on' }),
    )) as DataResult;
    expect(result.init.status).toBe(422);
    expect(result.data).toEqual({
      status: 'invalid',
      values: {
        name: 'Ana',
        email: '',
        phone: '',
        category: 'safety',
        subject: '<b>hi</b> 🎉',
        message: '  ',
        anonymous: false,
        followUp: true,
      },
      problems: [
        { field: 'message', message: 'Please provide your feedback message.' },
        { field: 'email', message: 'Please provide your email address for follow-up.' },
      ],
    });
  });

  it('takes only a category that is one of the options', async () => {
    const result = (await feedbackAction(post({ category: 'bogus', message: '' }))) as DataResult;
    expect(result.data).toMatchObject({ values: { category: '' } });
  });

  it('keeps no contact details of anonymous feedback and sends it to its confirmation page (303)', async () => {
    const result = await feedbackAction(
      post({ anonymous: 'on', name: 'Ana', email: 'not an e-mail', message: 'More benches, please.' }),
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(FEEDBACK_SENT_PATH);
    const { rows } = await started.platform.db.query(
      "SELECT name, email, anonymous FROM feedback WHERE message = 'More benches, please.'",
    );
    expect(rows).toEqual([{ name: null, email: null, anonymous: true }]);
  });

  it('stores a feedback sent twice with its submission key once, and answers both alike', async () => {
    const before = await stored();
    const fields = {
      'submission-key': '0123456789abcdef0123456789abcdef',
      email: 'ana@example.com',
      message: 'The bench in Evergreen Park is broken.',
      followUp: 'on',
    };
    const [first, second] = (await Promise.all([
      feedbackAction(post(fields)),
      feedbackAction(post(fields)),
    ])) as Response[];
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(await stored()).toBe(before + 1);
  });

  it('stores nothing of an invalid submission', async () => {
    const before = await stored();
    await feedbackAction(post({ message: 'Hello' }));
    expect(await stored()).toBe(before);
  });

  it('accepts signed feedback with an e-mail (303)', async () => {
    const response = (await feedbackAction(
      post({ email: 'ana@example.com', message: 'Thanks for the new crosswalk.', followUp: 'on' }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/feedback/thank-you');
  });

  it('still asks for the e-mail of signed feedback sent without one', async () => {
    const result = (await feedbackAction(post({ message: 'Hello' }))) as DataResult;
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({
      problems: [{ field: 'email', message: 'Please provide your email address for follow-up.' }],
    });
  });
});
