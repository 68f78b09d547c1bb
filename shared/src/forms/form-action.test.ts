/** @jest-environment node */
import { formAction, formBody, textOf, tickedIn } from './form-action';

// On the server (no document): the action the page server runs for a POST.
const action = formAction<{ email: string; agree: boolean }>({
  read: (form) => ({ email: textOf(form, 'email'), agree: tickedIn(form, 'agree') }),
  validate: ({ email, agree }) => [
    ...(email.trim() ? [] : [{ field: 'email', message: 'Enter your e-mail address.' }]),
    ...(agree ? [] : [{ field: 'agree', message: 'Tick the box.' }]),
  ],
  accept: ({ email }) => `/sent?to=${email.length}`,
  pause: 10_000,
});

const post = (fields: Record<string, string>) =>
  action({
    request: new Request('http://localhost/sign-up', { method: 'POST', body: new URLSearchParams(fields) }),
    params: {},
    context: {},
  } as Parameters<typeof action>[0]);

describe('formAction on the server', () => {
  it('answers an invalid form with its values and problems, status 422', async () => {
    const result = (await post({ email: ' ' })) as { data: unknown; init: { status: number } };
    expect(result.init.status).toBe(422);
    expect(result.data).toEqual({
      status: 'invalid',
      values: { email: ' ', agree: false },
      problems: [
        { field: 'email', message: 'Enter your e-mail address.' },
        { field: 'agree', message: 'Tick the box.' },
      ],
    });
  });

  it('accepts a valid form at once (no simulated wait) and redirects 303 to its confirmation', async () => {
    // The clock stands still: an answer that waited for the spec's pause (10 s) would never come.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const answer = post({ email: 'ana@example.com', agree: 'on' });
      // (Asserted, not annotated: an annotated `let` would be narrowed to its first value below.)
      let result = 'still waiting' as Response | 'still waiting';
      void answer.then((value) => (result = value as Response));
      // Reading the form takes a few turns of the event loop, never a timer.
      for (let turn = 0; turn < 50 && result === 'still waiting'; turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(result).not.toBe('still waiting');
      expect(jest.getTimerCount()).toBe(0);
      expect((result as Response).status).toBe(303);
      expect((result as Response).headers.get('Location')).toBe('/sent?to=15');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('form helpers', () => {
  it('read a field as text, a box as ticked when sent, and write the fields back as a body', () => {
    const form = new FormData();
    form.append('name', 'Ana');
    form.append('agree', 'on');
    expect(textOf(form, 'name')).toBe('Ana');
    expect(textOf(form, 'missing')).toBe('');
    expect(tickedIn(form, 'agree')).toBe(true);
    expect(tickedIn(form, 'other')).toBe(false);
    expect(formBody(form).toString()).toBe('name=Ana&agree=on');
  });
});
