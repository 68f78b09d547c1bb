/** @jest-environment node */
// The action on the server's path (no document): what the page server does with a POST to /volunteer/:id/apply,
// with the area's backend started (on the embedded database: the store's own tests run on both).
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import type { ActionFunctionArgs } from 'react-router-dom';
import { createBackend } from '../../../server/backend';
import { volunteerOpportunities } from '../data/volunteer-opportunities';
import { volunteerApplyAction } from './action';

// Three opportunities of the area's content, whichever they are.
const [opportunity, secondOpportunity, thirdOpportunity] = volunteerOpportunities;
if (!opportunity || !secondOpportunity || !thirdOpportunity)
  throw new Error('the tests need three opportunities');

const complete = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '555-0100',
  experience: 'Scout leader',
  availability: 'weekends',
  motivation: 'I love our parks',
  emergencyContact: 'Luis, 555-0101',
  hasTransportation: 'on',
  agreeToBackground: 'on',
};

function post(id: string, fields: Record<string, string>): ActionFunctionArgs {
  const url = new URL(`/volunteer/${id}/apply`, 'http://localhost:8080');
  return {
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
    url,
    pattern: '/volunteer/:id/apply',
    params: { id },
    context: {},
  } as ActionFunctionArgs;
}

/** A `data()` result: what the action answered and with which status. */
interface DataResult {
  data: unknown;
  init: { status: number };
}

describe('volunteerApplyAction on the server', () => {
  let started: StartedBackend;
  beforeAll(async () => {
    started = await startBackend({ area: 'community', createBackend });
  });
  afterAll(() => started?.close());

  const stored = async () =>
    (
      await started.platform.db.query<{ opportunity_id: string }>(
        'SELECT opportunity_id FROM volunteer_applications ORDER BY id',
      )
    ).rows.map((row) => row.opportunity_id);

  it('answers 422 with what was sent and the problems, in the spec’s order', async () => {
    const result = (await volunteerApplyAction(
      post(opportunity.id, { name: '   ', experience: '<b>hi</b> 🌳' }),
    )) as DataResult;
    expect(result.init.status).toBe(422);
    expect(result.data).toEqual({
      status: 'invalid',
      values: {
        name: '   ',
        email: '',
        phone: '',
        experience: '<b>hi</b> 🌳',
        availability: '',
        motivation: '',
        emergencyContact: '',
        hasTransportation: false,
        agreeToBackground: false,
      },
      problems: [
        { field: 'name', message: 'Please enter your full name.' },
        { field: 'email', message: 'Please enter your email address.' },
        { field: 'agreeToBackground', message: 'Please agree to the background check to continue.' },
      ],
    });
  });

  it('asks for the background check agreement when only that is missing', async () => {
    const { agreeToBackground: _omitted, ...rest } = complete;
    const result = (await volunteerApplyAction(post(opportunity.id, rest))) as DataResult;
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({
      problems: [
        { field: 'agreeToBackground', message: 'Please agree to the background check to continue.' },
      ],
    });
  });

  it('takes only an availability that is one of the options', async () => {
    const result = (await volunteerApplyAction(
      post(opportunity.id, { ...complete, availability: 'nights' }),
    )) as DataResult;
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({
      values: { availability: 'nights' },
      problems: [{ field: 'availability', message: 'Please choose your availability from the list.' }],
    });
  });

  it('sends a complete application to its confirmation page (303)', async () => {
    const result = await volunteerApplyAction(post(secondOpportunity.id, complete));
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/volunteer/${secondOpportunity.id}/applied`);
    expect(await stored()).toContain(secondOpportunity.id);
  });

  it('stores an application sent twice with its submission key once, and answers both alike', async () => {
    const before = (await stored()).length;
    const fields = { ...complete, 'submission-key': 'fedcba9876543210fedcba9876543210' };
    const [first, second] = (await Promise.all([
      volunteerApplyAction(post(thirdOpportunity.id, fields)),
      volunteerApplyAction(post(thirdOpportunity.id, fields)),
    ])) as Response[];
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('Location')).toBe(`/volunteer/${thirdOpportunity.id}/applied`);
    expect((await stored()).length).toBe(before + 1);
  });

  it('needs only the name, the e-mail and the agreement', async () => {
    const response = (await volunteerApplyAction(
      post(opportunity.id, { name: 'Ana', email: 'ana@example.com', agreeToBackground: 'on' }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/volunteer/${opportunity.id}/applied`);
  });

  it('takes no application for an unknown opportunity (404)', async () => {
    const before = (await stored()).length;
    const result = (await volunteerApplyAction(post('no-such-thing', complete))) as DataResult;
    expect(result.init.status).toBe(404);
    expect(result.data).toBeNull();
    expect((await stored()).length).toBe(before);
  });
});
