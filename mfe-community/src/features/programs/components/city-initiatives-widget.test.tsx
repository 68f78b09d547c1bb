import { renderWithRouter } from '@springfield/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { initiatives, INITIATIVES_AUTOPLAY_MS } from '../data/initiatives';
import CityInitiativesWidget from './city-initiatives-widget';

/** What the carousel announces for a slide: "Slide 2 of 3: Safe Streets Program". */
const announced = (index: number) =>
  `Slide ${index + 1} of ${initiatives.length}: ${initiatives[index]?.title}`;

/** The slide a visitor can see and reach: the one not hidden from assistive technology. */
function visibleSlide(): HTMLElement {
  const slides = screen.getAllByRole('group', { name: new RegExp(` of ${initiatives.length}:`) });
  const [visible, ...others] = slides;
  expect(others).toEqual([]);
  if (!visible) throw new Error('no visible slide');
  return visible;
}

describe('CityInitiativesWidget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows its heading, a link to all programs and the first initiative', () => {
    renderWithRouter(<CityInitiativesWidget />);
    expect(screen.getByRole('heading', { level: 2, name: 'City Initiatives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Programs' })).toHaveAttribute('href', '/programs');
    const slide = visibleSlide();
    const [shown] = initiatives;
    expect(within(slide).getByRole('heading', { name: shown.title })).toBeInTheDocument();
    expect(within(slide).getByText(shown.summary)).toBeInTheDocument();
    expect(within(slide).getByText(shown.highlight)).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      `/programs/${shown.id}`,
    );
  });

  it('links its three slides to the three programs of the spec', () => {
    expect(initiatives.map((i) => i.id)).toEqual([
      'green-springfield',
      'safe-streets',
      'neighborhood-revitalization',
    ]);
    expect(INITIATIVES_AUTOPLAY_MS).toBe(4500);
  });

  it('offers the shared pause control, which becomes Play', () => {
    renderWithRouter(<CityInitiativesWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('has named previous and next buttons', () => {
    renderWithRouter(<CityInitiativesWidget />);
    expect(screen.getByRole('button', { name: 'Previous initiative' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next initiative' })).toBeInTheDocument();
  });

  it('announces the slide the visitor moves to once rotation is paused', () => {
    renderWithRouter(<CityInitiativesWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next initiative' }));
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByText(announced(1))).toBeInTheDocument();
  });

  it('moves with the arrow keys', () => {
    renderWithRouter(<CityInitiativesWidget />);
    const carousel = screen.getByRole('group', { name: 'City Initiatives slideshow' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    act(() => jest.advanceTimersByTime(600));
    expect(screen.getByText(announced(initiatives.length - 1))).toBeInTheDocument();
  });

  it('moves on by itself every 4.5 seconds', () => {
    renderWithRouter(<CityInitiativesWidget />);
    act(() => jest.advanceTimersByTime(INITIATIVES_AUTOPLAY_MS - 100));
    expect(screen.getByText(announced(0))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByText(announced(1))).toBeInTheDocument();
  });
});
