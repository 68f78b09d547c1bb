import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '@springfield/shared/testing';
import UpcomingEventsWidget from './upcoming-events-widget';

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

  it('keeps hidden slides and clones out of reach', () => {
    const { container } = renderWithRouter(<UpcomingEventsWidget />);
    const slides = Array.from(container.querySelectorAll<HTMLElement>('.slick-slide'));
    expect(slides.length).toBeGreaterThanOrEqual(3);
    const reachable = slides.filter((slide) => !slide.hasAttribute('inert'));
    expect(reachable).toHaveLength(1);
    for (const slide of slides.filter((s) => s.hasAttribute('inert'))) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has a pause control, previous and next buttons and slide pickers', () => {
    renderWithRouter(<UpcomingEventsWidget />);
    const pause = screen.getByRole('button', { name: 'Pause automatic slide show' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play automatic slide show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next event' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Show event 1: City Council Regular Meeting' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while the tab is hidden', () => {
    renderWithRouter(<UpcomingEventsWidget />);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Paused: the slide region becomes a polite live region (it is "off" while it moves by itself).
    expect(
      screen.getByRole('group', { name: 'Upcoming events' }).querySelector('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });
});
