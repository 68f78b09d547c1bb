import { act, fireEvent, screen, within } from '@testing-library/react';
import { findToast } from '@springfield/shared/testing';
import { routes } from '../../../routes';
import { answerSite, type AnsweredSite } from '../../../testing/registration-counts';
import { advance, settle, useFakeClock } from '../../../testing/fake-clock';
import { useEventsStore } from '../events-store';
import { eventDocumentFile } from '../../../documents/document-paths';
import { cityEvents } from '../data/events';
import { renderPage } from '../../../testing/render-page';

describe('EventDetailPage', () => {
  let server: AnsweredSite;
  beforeEach(() => {
    server = answerSite();
  });
  afterEach(() => {
    server.restore();
    jest.useRealTimers();
  });

  it('shows everything the event page lists for event 2', async () => {
    await renderPage(routes, '/events/2');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Home Energy Efficiency Workshop' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events');
    expect(screen.getAllByText('Workshop')[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About This Event' })).toBeInTheDocument();
    const agenda = screen.getByRole('region', { name: 'Agenda' });
    expect(within(agenda).getAllByRole('listitem')).toHaveLength(5);
    const info = screen.getByRole('region', { name: 'Event Information' });
    expect(within(info).getByText('Saturday, January 18, 2025')).toBeInTheDocument();
    expect(within(info).getByText('10:00 AM - 12:00 PM')).toBeInTheDocument();
    expect(within(info).getByText(/23 \/ 50/)).toBeInTheDocument();
    expect(within(info).getByText(/27 spots remaining/)).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'sustainability@springfield.gov' })).toHaveAttribute(
      'href',
      'mailto:sustainability@springfield.gov',
    );
    expect(screen.getByRole('region', { name: 'Accessibility' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /presentation screen/ })).toBeInTheDocument();
  });

  it('shows the Live Stream badge only when the event has one', async () => {
    const { unmount } = await renderPage(routes, '/events/1');
    expect(screen.getByText('Live Stream')).toBeInTheDocument();
    unmount();
    await renderPage(routes, '/events/2');
    expect(screen.queryByText('Live Stream')).not.toBeInTheDocument();
  });

  it('reflects registrations made on the list', async () => {
    act(() => useEventsStore.getState().register(2));
    await renderPage(routes, '/events/2');
    expect(screen.getByText(/24 \/ 50/)).toBeInTheDocument();
    expect(screen.getByText(/26 spots remaining/)).toBeInTheDocument();
  });

  it("opens the inline form from a link to the register page, checks it, then toasts the alert's words and closes", async () => {
    useFakeClock();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router } = await renderPage(routes, '/events/3');
    const registerNow = screen.getByRole('link', { name: 'Register Now' });
    expect(registerNow).toHaveAttribute('href', '/events/3/register');
    fireEvent.click(registerNow);
    // The form opens on the page: the address stays the event's.
    expect(router.state.location.pathname).toBe('/events/3');
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Event Registration' });
    expect(within(form).getByLabelText(/Full Name/)).toBeRequired();
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    fireEvent.change(within(form).getByLabelText('Organization'), { target: { value: 'x'.repeat(10000) } });
    fireEvent.change(within(form).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Registration' }));
    const email = within(form).getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();
    expect(within(form).getByLabelText('Organization')).toHaveValue('x'.repeat(10000));
    await settle();
    expect(server.sent).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    expect(email).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Registration' }));
    await settle();
    expect(within(form).getByRole('button', { name: 'Registering...' })).toBeDisabled();
    await advance(1500);
    const toast = await findToast('Registration submitted for Park Master Plan Community Open House!');
    expect(toast).toHaveTextContent('You will receive a confirmation email shortly.');
    expect(alert).not.toHaveBeenCalled();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].url).toMatch(/\/events\/3\/register$/);
    expect(Object.fromEntries(server.sent[0].body)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      organization: 'x'.repeat(10000),
      notes: '',
      'submission-key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(screen.queryByRole('region', { name: 'Event Registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
  });

  it('keeps the form open and what was typed when the registration cannot be sent', async () => {
    server.restore();
    server = answerSite(() => {
      throw new Error('offline');
    });
    useFakeClock();
    await renderPage(routes, '/events/2');
    fireEvent.click(screen.getByRole('link', { name: 'Register Now' }));
    const form = screen.getByRole('region', { name: 'Event Registration' });
    fireEvent.change(within(form).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Registration' }));
    await settle();
    await advance(1500);
    expect(await findToast('Registration Failed')).toHaveTextContent(
      'Unable to complete registration. Please try again.',
    );
    expect(within(form).getByLabelText(/Full Name/)).toHaveValue('Ana');
  });

  it('Cancel closes the form', async () => {
    await renderPage(routes, '/events/1');
    fireEvent.click(screen.getByRole('link', { name: 'Register Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
  });

  it('has no register card for a full event', async () => {
    await renderPage(routes, '/events/9');
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(screen.getByText(/0 spots remaining/)).toBeInTheDocument();
  });

  // Add to Calendar and Share Event: event-side-cards.test.tsx.
  // Each document's link and toast: event-documents.test.tsx.
  it('lists the event’s documents, each a link to its PDF', async () => {
    const event = cityEvents.find((each) => each.id === 4)!;
    await renderPage(routes, `/events/${event.id}`);
    const documents = screen.getByRole('heading', { level: 2, name: 'Event Documents' }).parentElement!;
    expect(
      within(documents)
        .getAllByRole('link', { name: /^Download / })
        .map((link) => link.getAttribute('href')),
    ).toEqual(event.documents.map((doc) => `${__webpack_public_path__}${eventDocumentFile(event, doc)}`));
  });

  it('leads a council meeting’s agenda and documents to the City Clerk’s record, stating neither itself', async () => {
    await renderPage(routes, '/events/1');
    const agenda = screen.getByRole('heading', { level: 2, name: 'Agenda' }).parentElement!;
    expect(
      within(agenda).getByRole('link', { name: 'View the agenda and meeting documents' }),
    ).toHaveAttribute('href', '/government/agendas/city-council-regular-meeting-2025-01-14');
    expect(within(agenda).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Event Documents' })).not.toBeInTheDocument();
  });

  it.each(['999', 'abc', '%3Cscript%3E', '0', '1.5'])('shows Event Not Found for /events/%s', async (id) => {
    await renderPage(routes, `/events/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested event could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events');
  });
});
