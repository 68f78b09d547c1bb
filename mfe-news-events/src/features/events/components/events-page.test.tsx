import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findToast, renderRoutes } from '@springfield/shared/testing';
import { routes } from '../../../routes';
import { useEventsStore } from '../events-store';

function card(title: RegExp | string) {
  const heading = screen.getAllByRole('heading', { level: 3, name: title })[0];
  return heading.closest('article') as HTMLElement;
}

function filterButton(name: RegExp) {
  return within(screen.getByRole('group', { name: 'Filter events by category' })).getByRole('button', {
    name,
  });
}

describe('EventsPage', () => {
  beforeEach(() => useEventsStore.getState().reset());
  afterEach(() => jest.useRealTimers());

  it('lists 15 events with date, time range, location, type and capacity status', () => {
    renderRoutes(routes, '/events');
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

  it('hides Register to Attend on a full event', () => {
    renderRoutes(routes, '/events');
    const full = card("Valentine's Senior Social");
    expect(within(full).queryByRole('button', { name: /Register to Attend/ })).not.toBeInTheDocument();
  });

  it('filters by category with counts', () => {
    renderRoutes(routes, '/events');
    expect(filterButton(/All Events/)).toHaveAccessibleName('All Events (15)');
    expect(filterButton(/City Council/)).toHaveAccessibleName('City Council (4)');
    expect(filterButton(/Community/)).toHaveAccessibleName('Community (6)');
    expect(filterButton(/Public Meetings/)).toHaveAccessibleName('Public Meetings (3)');
    expect(filterButton(/Workshops/)).toHaveAccessibleName('Workshops (2)');
    fireEvent.click(filterButton(/Workshops/));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(filterButton(/Workshops/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('registers through the dialog: busy for 1.5 s, toast, cleared form, one more registered', async () => {
    jest.useFakeTimers();
    renderRoutes(routes, '/events');
    fireEvent.click(
      within(card('Home Energy Efficiency Workshop')).getByRole('button', { name: /Register to Attend/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Register for Home Energy Efficiency Workshop',
    });
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
    expect(within(dialog).getByRole('button', { name: 'Registering...' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(1499);
    });
    expect(within(dialog).getByRole('button', { name: 'Registering...' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    const toast = await findToast('Registration Successful!');
    expect(toast).toHaveTextContent(
      "You've been registered for Home Energy Efficiency Workshop. A confirmation email will be sent shortly.",
    );
    expect(
      within(card('Home Energy Efficiency Workshop')).getByText('24 / 50 registered'),
    ).toBeInTheDocument();

    fireEvent.click(
      within(card('Home Energy Efficiency Workshop')).getByRole('button', { name: /Register to Attend/ }),
    );
    const again = await screen.findByRole('dialog', { name: 'Register for Home Energy Efficiency Workshop' });
    expect(within(again).getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('opens the register dialog only when asked, closes it with Cancel and reopens it for another event', async () => {
    renderRoutes(routes, '/events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(
      within(card('Home Energy Efficiency Workshop')).getByRole('button', { name: /Register to Attend/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Register for Home Energy Efficiency Workshop',
    });
    expect(dialog).toHaveTextContent(
      'Saturday, January 18, 2025, 10:00 AM - 12:00 PM at Springfield Public Library, Community Room',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(
      within(card('Park Master Plan Community Open House')).getByRole('button', {
        name: /Register to Attend/,
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Register for Park Master Plan Community Open House' }),
    ).toBeInTheDocument();
  });

  it('shows Registration Failed when registering throws', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useEventsStore.setState({
      register: () => {
        throw new Error('boom');
      },
    });
    renderRoutes(routes, '/events');
    fireEvent.click(
      within(card('Park Master Plan Community Open House')).getByRole('button', {
        name: /Register to Attend/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText(/Email Address/), { target: { value: 'a@b.c' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(await findToast('Registration Failed')).toHaveTextContent(
      'Unable to complete registration. Please try again.',
    );
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Ana');
  });

  it('offers the .ics file and the calendar template link for one event', async () => {
    renderRoutes(routes, '/events');
    fireEvent.click(
      within(card('Home Energy Efficiency Workshop')).getByRole('button', { name: /Add to Calendar/ }),
    );
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

  it('shows the subscription tools and the document alert', () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderRoutes(routes, '/events');
    expect(screen.getByRole('button', { name: 'Subscribe to Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download iCal File' })).toBeInTheDocument();
    fireEvent.click(
      within(card('Home Energy Efficiency Workshop')).getByRole('button', {
        name: /Download Rebate Application Guide/,
      }),
    );
    expect(alert).toHaveBeenCalledWith('Downloading Rebate Application Guide...');
  });
});
