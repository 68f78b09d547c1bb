import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@springfield/shared/testing';
import UpcomingEventsWidget, { EVENTS_AUTOPLAY_MS } from './upcoming-events-widget';

describe('UpcomingEventsWidget', () => {
  it('shows events 1, 2 and 3 and a link to all events', () => {
    renderWithRouter(<UpcomingEventsWidget />);
    const section = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(section).getByRole('link', { name: /View All Events/ })).toHaveAttribute('href', '/events');
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/events');
    // Only the visible slide is exposed; all three are in the carousel.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events/1']);
    const all = Array.from(section.querySelectorAll('.slick-slide:not(.slick-cloned) a'));
    expect(all.map((link) => link.getAttribute('href'))).toEqual(['/events/1', '/events/2', '/events/3']);
  });

  it('has the shared pause control and previous and next event buttons', () => {
    renderWithRouter(<UpcomingEventsWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next event' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 3: City Council Regular Meeting' })).toBeInTheDocument();
  });

  it('moves on by itself every 4 seconds', () => {
    jest.useFakeTimers();
    try {
      renderWithRouter(<UpcomingEventsWidget />);
      expect(EVENTS_AUTOPLAY_MS).toBe(4000);
      act(() => jest.advanceTimersByTime(EVENTS_AUTOPLAY_MS + 600));
      expect(screen.getByText('Slide 2 of 3: Home Energy Efficiency Workshop')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
