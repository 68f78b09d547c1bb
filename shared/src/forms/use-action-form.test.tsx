import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { answerForms, pageAnsweredByServer, renderRoutes } from '../testing';
import { ErrorSummary } from './error-summary';
import { formAction, textOf, type FieldProblem } from './form-action';
import { SubmissionKey } from './submission-key';
import { useActionForm } from './use-action-form';
import { resetServerActionForTests } from './use-form-outcome';

interface Volunteer {
  name: string;
  email: string;
}

const empty = (): Volunteer => ({ name: '', email: '' });

function validate({ name, email }: Volunteer): FieldProblem[] {
  return [
    ...(name.trim() ? [] : [{ field: 'name', message: 'Enter your name.' }]),
    ...(email.includes('@') ? [] : [{ field: 'email', message: 'Enter your e-mail.' }]),
  ];
}

const action = formAction<Volunteer>({
  read: (form) => ({ name: textOf(form, 'name'), email: textOf(form, 'email') }),
  validate,
  accept: () => {
    throw new Error('accept runs on the server only');
  },
});

const said: string[] = [];
const controlId = (field: string) => `volunteer-${field}`;

function VolunteerForm() {
  const form = useActionForm<Volunteer>({
    key: 'volunteer',
    empty,
    validate,
    controlId,
    onDone: (location) => said.push(`done ${location}`),
    onInvalid: (problems) => said.push(`invalid ${problems.map((p) => p.field).join(',')}`),
    onFailed: () => said.push('failed'),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.check()) event.preventDefault();
  };
  const field = (name: keyof Volunteer, label: string) => (
    <p>
      <label htmlFor={controlId(name)}>{label}</label>
      <input
        id={controlId(name)}
        name={name}
        value={form.values[name]}
        aria-invalid={form.errors[name] ? true : undefined}
        onChange={(event) => form.update(name, event.target.value)}
      />
      {form.errors[name] ? <span>{form.errors[name]}</span> : null}
    </p>
  );
  return (
    <form.fetcher.Form method="post" action="/volunteer" noValidate onSubmit={onSubmit}>
      <SubmissionKey round={form.round} />
      {form.problems ? <ErrorSummary problems={form.problems} controlId={controlId} /> : null}
      {field('name', 'Name')}
      {field('email', 'E-mail')}
      <button type="submit" disabled={form.busy}>
        Apply
      </button>
    </form.fetcher.Form>
  );
}

const routes = [{ id: 'test:volunteer', path: '/volunteer', element: <VolunteerForm />, action }];

afterEach(() => {
  said.length = 0;
  document.getElementById('sf-server-render')?.remove();
  resetServerActionForTests();
});

describe('useActionForm', () => {
  it("checks in the browser first: each field's inline error, focus on the first, nothing sent", async () => {
    const server = answerForms();
    renderRoutes(routes, '/volunteer');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(server.sent).toEqual([]);
    // Typing in a field clears its own error only.
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail.')).toBeInTheDocument();
    server.restore();
  });

  it('sends a valid form once, reports it done, clears it and draws a new submission key', async () => {
    const server = answerForms(() => ({ status: 'done', location: '/volunteer/thanks' }));
    const { container } = renderRoutes(routes, '/volunteer');
    const key = () => container.querySelector<HTMLInputElement>('input[type="hidden"]')?.value;
    const first = key();
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(said).toEqual(['done /volunteer/thanks']));
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].body.get('email')).toBe('ana@example.com');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    await waitFor(() => expect(key()).not.toBe(first));
    server.restore();
  });

  it("shows the server's problems inline, keeping what was typed", async () => {
    const server = answerForms(() => ({
      status: 'invalid',
      problems: [{ field: 'email', message: 'This address is refused.' }],
    }));
    renderRoutes(routes, '/volunteer');
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This address is refused.')).toBeInTheDocument();
    expect(said).toEqual(['invalid email']);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    server.restore();
  });

  it('says when the submission did not reach the server, keeping what was typed', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    renderRoutes(routes, '/volunteer');
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(said).toEqual(['failed']));
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    globalThis.fetch = original;
  });

  it('starts from what was sent and its problems on a page the server answered (422)', () => {
    pageAnsweredByServer('test:volunteer', {
      status: 'invalid',
      values: { name: 'Ana', email: 'ana' },
      problems: [{ field: 'email', message: 'Enter your e-mail.' }],
    });
    renderRoutes(routes, '/volunteer');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana');
    expect(screen.getByRole('link', { name: 'Enter your e-mail.' })).toHaveAttribute(
      'href',
      '#volunteer-email',
    );
    expect(screen.getByText('Enter your e-mail.', { selector: 'span' })).toBeInTheDocument();
    // Nothing was answered in this page: nothing is reported.
    expect(said).toEqual([]);
  });
});
