import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFetcher } from 'react-router-dom';
import { answerForms, pageAnsweredByServer, renderRoutes } from '../testing';
import { ErrorSummary } from './error-summary';
import { formAction, textOf, type FormOutcome } from './form-action';
import { resetServerActionForTests, useFormOutcome } from './use-form-outcome';

// In the browser (jsdom): the same action checks the form, then sends it to the page server.
const action = formAction<{ email: string }>({
  read: (form) => ({ email: textOf(form, 'email') }),
  validate: ({ email }) => (email.includes('@') ? [] : [{ field: 'email', message: 'Enter your e-mail.' }]),
  accept: () => {
    throw new Error('accept runs on the server only');
  },
});

function SignUp() {
  const fetcher = useFetcher<FormOutcome<{ email: string }>>({ key: 'sign-up' });
  const outcome = useFormOutcome<{ email: string }>(fetcher.data);
  return (
    <fetcher.Form method="post" action="/sign-up">
      {outcome?.status === 'invalid' ? (
        <ErrorSummary problems={outcome.problems} controlId={(field) => `sign-up-${field}`} />
      ) : null}
      <label htmlFor="sign-up-email">E-mail</label>
      <input id="sign-up-email" name="email" defaultValue={outcome?.values.email} />
      <button type="submit">Sign up</button>
      <p role="status">{outcome?.status ?? 'idle'}</p>
    </fetcher.Form>
  );
}

const routes = [{ id: 'test:sign-up', path: '/sign-up', element: <SignUp />, action }];

afterEach(() => {
  document.getElementById('sf-server-render')?.remove();
  resetServerActionForTests();
  document.title = '';
});

describe('a form on its route action, in the browser', () => {
  it('checks the form here and sends nothing while it is invalid: the error summary links to the field', async () => {
    const server = answerForms();
    renderRoutes(routes, '/sign-up');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter your e-mail.' })).toHaveAttribute(
      'href',
      '#sign-up-email',
    );
    expect(server.sent).toEqual([]);
    server.restore();
  });

  it('sends a valid form to the page server (the same address, POST) and shows its answer', async () => {
    const server = answerForms(() => ({ status: 'done', location: '/sign-up/done' }));
    renderRoutes(routes, '/sign-up');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done'));
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].url).toBe('http://localhost/sign-up');
    expect(server.sent[0].body.get('email')).toBe('ana@example.com');
    server.restore();
  });

  it('says "failed" when the page server cannot be reached, keeping the values', async () => {
    const server = answerForms(() => {
      throw new Error('offline');
    });
    renderRoutes(routes, '/sign-up');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('failed'));
    server.restore();
  });

  it("hydrates a page the server answered 422 with the server's outcome, for its own route only", () => {
    pageAnsweredByServer('test:sign-up', {
      status: 'invalid',
      values: { email: 'ana' },
      problems: [{ field: 'email', message: 'Enter your e-mail.' }],
    });
    document.title = 'Sign up | City of Springfield';
    renderRoutes(routes, '/sign-up');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(document.title).toBe('Error: Sign up | City of Springfield');
  });
});
