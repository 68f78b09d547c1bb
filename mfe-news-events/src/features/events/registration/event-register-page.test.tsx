import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetServerActionForTests } from '@springfield/shared';
import { routes } from '../../../routes';
import { answerSite, type AnsweredSite } from '../../../testing/registration-counts';
import { advance, settle, useFakeClock } from '../../../testing/fake-clock';
import { useEventsStore } from '../events-store';
import { renderPage } from '../../../testing/render-page';

/** What the page server writes into a page it rendered for an invalid registration (a 422, no script). */
function serverRenderedInvalid(
  values: Record<string, string>,
  problems: { field: string; message: string }[],
) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'sf-server-render';
  data.textContent = JSON.stringify({
    action: { route: 'news-events:event-register', outcome: { status: 'invalid', values, problems } },
  });
  document.body.append(data);
  resetServerActionForTests();
}

describe('EventRegisterPage', () => {
  let server: AnsweredSite;
  beforeEach(() => {
    server = answerSite((_body, url) => ({
      status: 'done',
      location: new URL(url).pathname.replace(/\/register$/, '/registered'),
    }));
  });
  afterEach(() => {
    server.restore();
    jest.useRealTimers();
    document.getElementById('sf-server-render')?.remove();
    resetServerActionForTests();
  });

  it("shows the event's registration form, posting to its own address with the fields' own names", async () => {
    await renderPage(routes, '/events/2/register');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Register for Home Energy Efficiency Workshop' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Saturday, January 18, 2025, 10:00 AM - 12:00 PM at Springfield Public Library, Community Room',
      ),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home Energy Efficiency Workshop' })).toHaveAttribute(
      'href',
      '/events/2',
    );
    const region = screen.getByRole('region', { name: 'Event Registration' });
    const form = region.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/events/2/register');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'submission-key',
      'name',
      'email',
      'phone',
      'organization',
      'notes',
    ]);
    expect(within(region).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/events/2');
    expect(document.querySelector('noscript')).toBeNull();
  });

  it('says Event Not Found for an unknown event', async () => {
    await renderPage(routes, '/events/999/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested event could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says registration is full, with no form, for a full event', async () => {
    await renderPage(routes, '/events/9/register');
    expect(screen.getByRole('heading', { level: 2, name: 'Registration full' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  });

  it('marks the missing fields and sends nothing', async () => {
    await renderPage(routes, '/events/2/register');
    fireEvent.change(screen.getByLabelText('Organization'), { target: { value: 'PTA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(screen.getByLabelText('Organization')).toHaveValue('PTA');
    await settle();
    expect(server.sent).toHaveLength(0);
  });

  it('registers with script: busy, then the confirmation page with the toast words; one more registered', async () => {
    useFakeClock();
    const { router } = await renderPage(routes, '/events/2/register');
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Ana Lee' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    await advance(1500);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/2/registered'));
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You've been registered for Home Energy Efficiency Workshop. A confirmation email will be sent shortly.",
    );
    expect(screen.getByRole('link', { name: 'Back to Event' })).toHaveAttribute('href', '/events/2');
    expect(useEventsStore.getState().registered[2]).toBe(24);
    expect(Object.fromEntries(server.sent[0].body)).toMatchObject({
      name: 'Ana Lee',
      email: 'ana@example.com',
    });
  });

  it('starts from what the server answered to an invalid registration: values, error summary, inline errors', async () => {
    serverRenderedInvalid(
      { name: 'Ana <b>Lee</b>', email: 'ana@example', phone: '555', organization: '', notes: '🎉' },
      [{ field: 'email', message: 'Please enter a valid email address, like name@example.com.' }],
    );
    await renderPage(routes, '/events/2/register');
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
    expect(summary).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Please enter a valid email address, like name@example.com.' }),
    ).toHaveAttribute('href', '#register-email');
    expect(document.title).toMatch(/^Error: /);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana <b>Lee</b>');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveValue('555');
    expect(screen.getByLabelText('Questions or Comments')).toHaveValue('🎉');
  });

  it("links a full event's problem to the notice that says so", async () => {
    serverRenderedInvalid({ name: 'Ana', email: 'ana@example.com', phone: '', organization: '', notes: '' }, [
      { field: 'event', message: "Registration for Valentine's Senior Social is full." },
    ]);
    await renderPage(routes, '/events/9/register');
    expect(
      screen.getByRole('link', { name: "Registration for Valentine's Senior Social is full." }),
    ).toHaveAttribute('href', '#register-event');
    expect(document.getElementById('register-event')).toHaveTextContent('Registration full');
  });
});

describe('EventRegisteredPage', () => {
  it('says the words of the success toast, with the way back to the event', async () => {
    await renderPage(routes, '/events/11/registered');
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "You've been registered for Small Business Grant Application Workshop. A confirmation email will be sent shortly.",
    );
    expect(screen.getByRole('link', { name: 'Back to Event' })).toHaveAttribute('href', '/events/11');
  });

  it('says Event Not Found for an unknown event', async () => {
    await renderPage(routes, '/events/abc/registered');
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
  });
});
