/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import type { AreaBackend } from '@springfield/shared';
import { createBackend } from '../../../server/backend';
import { newsletterAction } from './action';
import { validateNewsletter } from './schema';

/** The action as the page server runs it for the newsletter box posted to /news (no script). */
function post(fields: Record<string, string>) {
  const url = new URL('http://localhost/news');
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  const args: ActionFunctionArgs = { request, url, pattern: '/news', params: {}, context: {} };
  return newsletterAction(args);
}

interface DataResult {
  data: { status: string; values?: { email: string }; problems?: { field: string; message: string }[] };
  init: { status: number } | null;
}

describe('newsletterAction on the server', () => {
  // The action stores through the area's backend (its services), here on an embedded database.
  let started: StartedBackend<AreaBackend>;
  beforeAll(async () => {
    started = await startBackend({ area: 'news_events', createBackend });
  });
  afterAll(() => started.close());
  const subscriptions = async () =>
    (
      await started.platform.db.query<{ email: string }>(
        'SELECT email FROM newsletter_subscriptions ORDER BY id',
      )
    ).rows;

  it('answers 303 to /news/subscribed for an e-mail address, stored once per submission key', async () => {
    const result = (await post({ email: 'ana@example.com', 'submission-key': 'k1' })) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get('Location')).toBe('/news/subscribed');
    const again = (await post({ email: 'ana@example.com', 'submission-key': 'k1' })) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe('/news/subscribed');
    expect(await subscriptions()).toEqual([{ email: 'ana@example.com' }]);
  });

  it('answers 422 with what was typed when the address is missing', async () => {
    const result = (await post({ email: '  ' })) as unknown as DataResult;
    expect(result.init?.status).toBe(422);
    expect(result.data).toEqual({
      status: 'invalid',
      values: { email: '  ' },
      problems: [{ field: 'email', message: 'Please enter your email address.' }],
    });
  });

  it('answers 422 when the address does not look like one, and when the field is absent', async () => {
    const invalid = (await post({ email: '<script>alert(1)</script>' })) as unknown as DataResult;
    expect(invalid.init?.status).toBe(422);
    expect(invalid.data.values).toEqual({ email: '<script>alert(1)</script>' });
    expect(invalid.data.problems).toEqual([
      { field: 'email', message: 'Please enter a valid email address, like name@example.com.' },
    ]);
    const absent = (await post({})) as unknown as DataResult;
    expect(absent.init?.status).toBe(422);
    expect(await subscriptions()).toEqual([{ email: 'ana@example.com' }]);
  });
});

describe('validateNewsletter', () => {
  it('accepts a plain address, with spaces around it', () => {
    expect(validateNewsletter({ email: ' marge@springfield.gov ' })).toEqual([]);
  });
});
