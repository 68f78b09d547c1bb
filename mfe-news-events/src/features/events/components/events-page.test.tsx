import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findToast } from '@springfield/shared/testing';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../../../routes';
import { cityEvents } from '../data/events';
import { answerSite, type AnsweredSite } from '../../../testing/registration-counts';
import { advance, settle, useFakeClock } from '../../../testing/fake-clock';
import { followLink, renderPage } from '../../../testing/render-page';

/** The page's HTML as the site's server renders it (shell/src/server/render.tsx does the same in the frame). */
async function serverHtml(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

function card(title: RegExp | string) {
  const heading = screen.getAllByRole('heading', { level: 3, name: title })[0];
  return heading.closest('article') as HTMLElement;
}

function filterButton(name: RegExp) {
  return within(screen.getByRole('group', { name: 'Filter events by category' })).getByRole('button', {
    name,
  });
}

function registerLink(title: string) {
  return within(card(title)).getByRole('link', { name: /Register to Attend/ });
}

describe('EventsPage', () => {
  let server: AnsweredSite;
  beforeEach(() => {
    server = answerSite();
  });
  afterEach(() => {
    server.restore();
    jest.useRealTimers();
  });

  it('lists 15 events with date, time range, location, type and capacity status', async () => {
    await renderPage(routes, '/events');
    expect(screen.getByRole('heading', { level: 1, name: 'Events & Meetings' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    const workshop = card('Home Energy Efficiency Workshop');
    expect(within(workshop).getByText('Saturday, January 18, 2025')).toBeInTheDocument();
    expect(within(workshop).getByText(/10:00 AM - 12:00 PM/)).toBeInTheDocument();
    expect(within(workshop).getByText(/Springfield Public Library, Community Room/)).toBeInTheDocument();
    expect(within(workshop).getByText('Workshop')).toBeInTheDocument();
    expect(within(workshop).getByText('Available')).toBeInTheDocument();
    expect(within(workshop).getByText('23 / 50 registered')).toBeInTheDocument();
    expect(within(workshop).getByRole('link', { name: 'Home Energy Efficiency Workshop' })).toHaveAttribute(
      'href',
      '/events/2',
    );
    expect(within(card('Family Skate Night')).getByText('Nearly Full')).toBeInTheDocument();
    expect(within(card('Community Tree Planting Day')).getByText('Filling Up')).toBeInTheDocument();
  });

  it('hides Register to Attend on a full event', async () => {
    await renderPage(routes, '/events');
    const full = card("Valentine's Senior Social");
    expect(within(full).queryByRole('link', { name: /Register to Attend/ })).not.toBeInTheDocument();
    expect(within(full).getByText('Registration full')).toBeInTheDocument();
  });

  it("links Register to Attend to the event's register page", async () => {
    await renderPage(routes, '/events');
    expect(registerLink('Home Energy Efficiency Workshop')).toHaveAttribute('href', '/events/2/register');
  });

  it('filters by category with counts', async () => {
    await renderPage(routes, '/events');
    expect(filterButton(/All Events/)).toHaveAccessibleName('All Events (15)');
    expect(filterButton(/City Council/)).toHaveAccessibleName('City Council (4)');
    expect(filterButton(/Community/)).toHaveAccessibleName('Community (6)');
    expect(filterButton(/Public Meetings/)).toHaveAccessibleName('Public Meetings (3)');
    expect(filterButton(/Workshops/)).toHaveAccessibleName('Workshops (2)');
    fireEvent.click(filterButton(/Workshops/));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(filterButton(/Workshops/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads its category from the address, and an unknown one shows every event', async () => {
    const { router } = await renderPage(routes, '/events?category=workshops');
    expect(filterButton(/Workshops/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(
      cityEvents.filter((event) => event.category === 'workshops').length,
    );
    // A category button is its form's submit button: without script it asks for /events?category=….
    expect(filterButton(/Community/)).toHaveAttribute('type', 'submit');
    expect(filterButton(/Community/)).toHaveAttribute('name', 'category');
    expect(filterButton(/Community/).closest('form')).toHaveAttribute('action', '/events');
    fireEvent.click(filterButton(/Community/));
    expect(router.state.location.search).toBe('?category=community');
    fireEvent.click(filterButton(/All Events/));
    expect(router.state.location.search).toBe('');
  });

  it('comes filtered in the server’s HTML, as a browser without script asks for it', async () => {
    document.body.innerHTML = await serverHtml('/events?category=workshops');
    expect(filterButton(/Workshops/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(
      cityEvents.filter((event) => event.category === 'workshops').length,
    );
    document.body.innerHTML = '';
  });

  it('shows every event when the address names a category it does not have', async () => {
    await renderPage(routes, '/events?category=nonsense');
    expect(filterButton(/All Events/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(cityEvents.length);
  });

  it('registers through the dialog: busy for 1.5 s, toast, cleared form, one more registered', async () => {
    useFakeClock();
    const { router } = await renderPage(routes, '/events');
    await followLink(router, registerLink('Home Energy Efficiency Workshop'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Register for Home Energy Efficiency Workshop',
    });
    // The dialog has the address of the event's register page, over the list.
    expect(router.state.location.pathname).toBe('/events/2/register');
    expect(screen.getAllByRole('article')).toHaveLength(15);
    const submit = within(dialog).getByRole('button', { name: 'Complete Registration' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Full Name/), { target: { value: 'Ana <b>Lee</b> 🎉' } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Email Address/), {
      target: { value: 'ana@example.com' },
    });
    expect(within(dialog).getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Phone Number')).not.toBeRequired();
    expect(submit).toBeEnabled();

    fireEvent.click(submit);
    await settle();
    expect(within(dialog).getByRole('button', { name: 'Registering...' })).toBeDisabled();
    await advance(1499);
    expect(within(dialog).getByRole('button', { name: 'Registering...' })).toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
    await advance(1);
    const toast = await findToast('Registration Successful!');
    expect(toast).toHaveTextContent(
      "You've been registered for Home Energy Efficiency Workshop. A confirmation email will be sent shortly.",
    );
    // Sent to the register page's action with the fields' own names.
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].url).toMatch(/\/events\/2\/register$/);
    expect(Object.fromEntries(server.sent[0].body)).toEqual({
      name: 'Ana <b>Lee</b> 🎉',
      email: 'ana@example.com',
      phone: '',
      notes: '',
      // The one-time key that makes a second sending of this registration the same registration.
      'submission-key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(
      within(card('Home Energy Efficiency Workshop')).getByText('24 / 50 registered'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));

    await followLink(router, registerLink('Home Energy Efficiency Workshop'));
    const again = await screen.findByRole('dialog', { name: 'Register for Home Energy Efficiency Workshop' });
    expect(within(again).getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('keeps the list as it was (its filter) while the dialog is open at its address, and after', async () => {
    const { router } = await renderPage(routes, '/events');
    fireEvent.click(filterButton(/Workshops/));
    await followLink(router, registerLink('Home Energy Efficiency Workshop'));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(filterButton(/Workshops/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks the e-mail before sending: inline error, focus, nothing sent', async () => {
    const { router } = await renderPage(routes, '/events');
    await followLink(router, registerLink('Home Energy Efficiency Workshop'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText(/Email Address/), { target: { value: 'ana@example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    const email = within(dialog).getByLabelText(/Email Address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(email).toHaveFocus();
    expect(server.sent).toHaveLength(0);
  });

  it("shows the server's problems in the dialog's error summary", async () => {
    server.restore();
    server = answerSite((body) => ({
      status: 'invalid',
      values: Object.fromEntries(body),
      problems: [{ field: 'email', message: 'Please enter a valid email address, like name@example.com.' }],
    }));
    useFakeClock();
    const { router } = await renderPage(routes, '/events');
    await followLink(router, registerLink('Home Energy Efficiency Workshop'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText(/Email Address/), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await settle();
    await advance(1500);
    expect(await within(dialog).findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', {
        name: 'Please enter a valid email address, like name@example.com.',
      }),
    ).toHaveAttribute('href', '#register-dialog-email');
    expect(within(dialog).getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Ana');
  });

  it('opens the register dialog only when asked, closes it with Cancel and reopens it for another event', async () => {
    const { router } = await renderPage(routes, '/events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await followLink(router, registerLink('Home Energy Efficiency Workshop'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Register for Home Energy Efficiency Workshop',
    });
    expect(dialog).toHaveTextContent(
      'Saturday, January 18, 2025, 10:00 AM - 12:00 PM at Springfield Public Library, Community Room',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/events');

    await followLink(router, registerLink('Park Master Plan Community Open House'));
    expect(
      await screen.findByRole('dialog', { name: 'Register for Park Master Plan Community Open House' }),
    ).toBeInTheDocument();
  });

  it('shows Registration Failed when the registration cannot be sent, keeping what was typed', async () => {
    server.restore();
    server = answerSite(() => {
      throw new Error('offline');
    });
    useFakeClock();
    const { router } = await renderPage(routes, '/events');
    await followLink(router, registerLink('Park Master Plan Community Open House'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText(/Email Address/), { target: { value: 'a@b.c' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await settle();
    await advance(1500);
    expect(await findToast('Registration Failed')).toHaveTextContent(
      'Unable to complete registration. Please try again.',
    );
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Ana');
    expect(
      within(card('Park Master Plan Community Open House')).getByText('67 / 100 registered'),
    ).toBeVisible();
  });

  it('offers the .ics file and the calendar template link for one event', async () => {
    await renderPage(routes, '/events');
    // A link to the event's published file, which a browser without script downloads.
    const addToCalendar = within(card('Home Energy Efficiency Workshop')).getByRole('link', {
      name: /Add to Calendar/,
    });
    expect(addToCalendar).toHaveAttribute('href', '/calendar/events/2.ics');
    expect(addToCalendar).toHaveAttribute('download', 'home-energy-efficiency-workshop.ics');
    expect(addToCalendar).toHaveAttribute('type', 'text/calendar');
    expect(addToCalendar).toHaveTextContent('Add to Calendar: Home Energy Efficiency Workshop');
    // A click that asks for a new tab follows the link to the file: no dialog.
    fireEvent.click(addToCalendar, { ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(addToCalendar);
    const dialog = await screen.findByRole('dialog', {
      name: /Add Home Energy Efficiency Workshop to your calendar/,
    });
    const link = within(dialog).getByRole('link', { name: /Add to Google Calendar/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/opens in a new tab/);
    expect(link.getAttribute('href')).toContain('text=Home+Energy+Efficiency+Workshop');
    expect(within(dialog).getByRole('button', { name: /Download .ics File/ })).toBeInTheDocument();
  });

  it('shows the subscription tools, and each card’s documents as links to their PDFs', async () => {
    await renderPage(routes, '/events');
    // With script, a disclosure button that shows the calendars' addresses.
    const subscribe = screen.getByRole('button', { name: 'Subscribe to Calendar' });
    expect(subscribe).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(subscribe);
    expect(subscribe).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(subscribe.getAttribute('aria-controls')!)).toHaveTextContent(
      'Subscribe to All Events',
    );
    // Without script, the link beside it (the stylesheet shows one of the two) to the calendars' list.
    expect(screen.getByRole('link', { name: 'Subscribe to Calendar' })).toHaveAttribute(
      'href',
      '#calendar-feeds',
    );
    expect(screen.getByRole('link', { name: 'Download iCal File' })).toHaveAttribute(
      'href',
      '/calendar/events.ics',
    );
    const guide = within(card('Home Energy Efficiency Workshop')).getByRole('link', {
      name: 'Download Rebate Application Guide',
    });
    expect(guide).toHaveAttribute(
      'href',
      `${__webpack_public_path__}documents/events/2-rebate-application-guide.pdf`,
    );
    expect(guide).toHaveAttribute('download');
  });
});
