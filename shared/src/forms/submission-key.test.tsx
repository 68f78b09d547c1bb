import { render } from '@testing-library/react';
import { newSubmissionKey, SubmissionKey, SUBMISSION_KEY_FIELD } from './submission-key';

it('draws 128 random bits as hex, a new key each time', () => {
  const keys = new Set(Array.from({ length: 50 }, newSubmissionKey));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
});

it('carries a key in a hidden field, and a new one when the form starts another submission', () => {
  const { container, rerender } = render(
    <form>
      <SubmissionKey round={0} />
    </form>,
  );
  const field = () => container.querySelector<HTMLInputElement>(`input[name="${SUBMISSION_KEY_FIELD}"]`)!;
  expect(field().type).toBe('hidden');
  const first = field().value;
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  rerender(
    <form>
      <SubmissionKey round={0} />
    </form>,
  );
  expect(field().value).toBe(first);
  rerender(
    <form>
      <SubmissionKey round={1} />
    </form>,
  );
  expect(field().value).not.toBe(first);
});
