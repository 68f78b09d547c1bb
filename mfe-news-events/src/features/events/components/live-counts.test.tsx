import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findToast } from '@springfield/shared/testing';
import { routes } from '../../../routes';
import { advance, settle, useFakeClock } from '../../../testing/fake-clock';
import { answerSite, pageRenderedWithCounts, type AnsweredSite } from '../../../testing/registration-counts';
import { cityEvents } from '../data/events';
import { renderPage } from '../../../testing/render-page';

// Issue 25: the registered counts and capacity statuses come from the city's store: the page's live data on
// the page the server rendered, the area's API on a page reached in the browser, and one more after the
// resident's own registration.

/** Each event's published count. */
const published: Record<number, number> = Object.fromEntries(
  cityEvents.map((event) => [event.id, event.registered]),
);

function card(title: string) {
  return screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;
}

const FULL = 'This event is full. Every place at Home Energy Efficiency Workshop has been taken.';

describe('the registered counts of the events pages', () => {
  let site: AnsweredSite;
  afterEach(() => {
    site.restore();
    jest.useRealTimers();
  });

  it('on the page the server rendered are those it rendered with, asked for nowhere else', async () => {
    site = answerSite(undefined, { ...published, 2: 49 });
    pageRenderedWithCounts({ ...published, 2: 45, 13: 100 });
    await renderPage(routes, '/events');
    expect(
      within(card('Home Energy Efficiency Workshop')).getByText('45 / 50 registered'),
    ).toBeInTheDocument();
    expect(within(card('Home Energy Efficiency Workshop')).getByText('Nearly Full')).toBeInTheDocument();
    // Full in the store: no Register to Attend.
    const full = card('Community Tree Planting Day');
    expect(within(full).getByText('100 / 100 registered')).toBeInTheDocument();
    expect(within(full).queryByRole('link', { name: /Register to Attend/ })).not.toBeInTheDocument();
    expect(within(full).getByText('Registration full')).toBeInTheDocument();
    await settle();
    expect(site.countsAsked()).toBe(0);
  });

  it('on a page reached in the browser are read from the API as it appears', async () => {
    site = answerSite(undefined, { ...published, 2: 50 });
    // The document's first page shows no count (the confirmation page).
    const { router } = await renderPage(routes, '/events/2/registered');
    await act(() => router.navigate('/events'));
    await waitFor(() =>
      expect(
        within(card('Home Energy Efficiency Workshop')).getByText('50 / 50 registered'),
      ).toBeInTheDocument(),
    );
    expect(
      within(card('Home Energy Efficiency Workshop')).queryByRole('link', { name: /Register to Attend/ }),
    ).not.toBeInTheDocument();
    expect(site.countsAsked()).toBe(1);
  });

  it('on the event page rise by one with the resident’s registration, and are read again on the next page', async () => {
    site = answerSite(undefined, { ...published, 3: 70 });
    pageRenderedWithCounts({ ...published, 3: 68 });
    useFakeClock();
    const { router } = await renderPage(routes, '/events/3');
    const info = screen.getByRole('region', { name: 'Event Information' });
    expect(info).toHaveTextContent('68 / 100');
    fireEvent.click(screen.getByRole('link', { name: 'Register Now' }));
    const form = screen.getByRole('region', { name: 'Event Registration' });
    fireEvent.change(within(form).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Registration' }));
    await settle();
    await advance(1500);
    await findToast('Registration submitted for Park Master Plan Community Open House!');
    expect(info).toHaveTextContent('69 / 100');
    expect(info).toHaveTextContent('31 spots remaining');
    expect(site.countsAsked()).toBe(0);

    // Another page of the visit reads the store's counts (others registered meanwhile).
    await act(() => router.navigate('/events'));
    await waitFor(() =>
      expect(
        within(card('Park Master Plan Community Open House')).getByText('70 / 100 registered'),
      ).toBeInTheDocument(),
    );
    expect(site.countsAsked()).toBe(1);
  });

  it('follow the store when the city refuses a registration because the last place went meanwhile', async () => {
    site = answerSite(
      (body) => ({
        status: 'invalid',
        values: Object.fromEntries(body),
        problems: [{ field: 'event', message: FULL }],
      }),
      { ...published, 2: 50 },
    );
    pageRenderedWithCounts({ ...published, 2: 49 });
    useFakeClock();
    await renderPage(routes, '/events/2');
    const info = screen.getByRole('region', { name: 'Event Information' });
    expect(info).toHaveTextContent('49 / 50');
    fireEvent.click(screen.getByRole('link', { name: 'Register Now' }));
    const form = screen.getByRole('region', { name: 'Event Registration' });
    fireEvent.change(within(form).getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Registration' }));
    await settle();
    await advance(1500);
    // The error summary says so, linking to the form's heading; what was typed stays.
    const summary = await within(form).findByRole('heading', { name: 'There is a problem' });
    expect(within(summary.parentElement as HTMLElement).getByRole('link', { name: FULL })).toHaveAttribute(
      'href',
      '#event-register-event',
    );
    expect(within(form).getByLabelText(/Full Name/)).toHaveValue('Ana');
    await waitFor(() => expect(info).toHaveTextContent('50 / 50'));
    expect(info).toHaveTextContent('0 spots remaining');
    // Closed, the form leaves no Register Now: the event is full.
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  describe('with a capacity an organiser changed (issue 44)', () => {
    const capacities: Record<number, number> = Object.fromEntries(
      cityEvents.map((event) => [event.id, event.capacity]),
    );

    it('the event page the server rendered shows its places left and the register card', async () => {
      // Valentine's Senior Social, published full (50 of 50), given 55 places.
      site = answerSite();
      pageRenderedWithCounts(published, { ...capacities, 9: 55 });
      await renderPage(routes, '/events/9');
      const info = screen.getByRole('region', { name: 'Event Information' });
      expect(info).toHaveTextContent('50 / 55');
      expect(info).toHaveTextContent('5 spots remaining');
      expect(within(info).getByText('Nearly Full')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
    });

    it('the list reached in the browser reads the capacities with the counts: a lowered one is full', async () => {
      site = answerSite(undefined, published, { ...capacities, 2: published[2], 9: 60 });
      const { router } = await renderPage(routes, '/events/2/registered');
      await act(() => router.navigate('/events'));
      const lowered = card('Home Energy Efficiency Workshop');
      await waitFor(() =>
        expect(within(lowered).getByText(`${published[2]} / ${published[2]} registered`)).toBeInTheDocument(),
      );
      expect(within(lowered).getByText('Registration full')).toBeInTheDocument();
      const raised = card("Valentine's Senior Social");
      expect(within(raised).getByText('50 / 60 registered')).toBeInTheDocument();
      expect(within(raised).getByRole('link', { name: /Register to Attend/ })).toBeInTheDocument();
    });
  });
});
