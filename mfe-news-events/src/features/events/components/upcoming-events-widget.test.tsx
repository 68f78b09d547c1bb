import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@springfield/shared/testing';
import { cityEvents } from '../data/events';
import { cityToday } from '../utils/city-time';
import { upcomingEvents } from '../utils/event-queries';
import UpcomingEventsWidget, { EVENTS_AUTOPLAY_MS } from './upcoming-events-widget';

// What the carousel shows is chosen from the data's dates (event-queries.test.ts checks the choice).
const shown = upcomingEvents(cityEvents, cityToday());

describe('UpcomingEventsWidget', () => {
  it('shows the upcoming events and a link to all events', () => {
    renderWithRouter(<UpcomingEventsWidget />);
    const section = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(section).getByRole('link', { name: /View All Events/ })).toHaveAttribute('href', '/events');
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/events');
    // Only the visible slide is exposed; all are in the carousel.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/events/${shown[0].id}`]);
    const all = Array.from(section.querySelectorAll('.slick-slide:not(.slick-cloned) a'));
    expect(all.map((link) => link.getAttribute('href'))).toEqual(shown.map((event) => `/events/${event.id}`));
  });

  it('has the shared pause control and previous and next event buttons', () => {
    renderWithRouter(<UpcomingEventsWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next event' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: `1 of ${shown.length}: ${shown[0].title}` }),
    ).toBeInTheDocument();
  });

  it('moves on by itself every 4 seconds', () => {
    jest.useFakeTimers();
    try {
      renderWithRouter(<UpcomingEventsWidget />);
      expect(EVENTS_AUTOPLAY_MS).toBe(4000);
      act(() => jest.advanceTimersByTime(EVENTS_AUTOPLAY_MS + 600));
      expect(screen.getByText(`Slide 2 of ${shown.length}: ${shown[1].title}`)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
