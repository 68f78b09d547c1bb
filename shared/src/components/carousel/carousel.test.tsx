import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Carousel } from './carousel';

const items = [
  { id: 'a', title: 'Alpha' },
  { id: 'b', title: 'Bravo' },
  { id: 'c', title: 'Charlie' },
];
const EVERY_MS = 4000;
/** Longer than one slide's move (500 ms). */
const MOVE_MS = 600;

function carouselElement() {
  return (
    <Carousel
      label="Test slideshow"
      items={items}
      itemKey={(item) => item.id}
      itemTitle={(item) => item.title}
      itemName="item"
      autoplayMs={EVERY_MS}
      renderItem={(item) => <a href={`/items/${item.id}`}>{item.title}</a>}
    />
  );
}

function renderCarousel() {
  return render(carouselElement());
}

const status = (text: string) => screen.getByText(text, { selector: '[aria-live]' });
const carousel = () => screen.getByRole('group', { name: 'Test slideshow' });

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a named carousel showing one reachable slide, named by its position and title', () => {
    const { container } = renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { name: /of 3:/ });
    expect(slides).toHaveLength(1);
    expect(slides[0]).toHaveAccessibleName('1 of 3: Alpha');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/items/a']);
    // Every other slide and react-slick's looping clones are inert and hidden.
    const all = Array.from(container.querySelectorAll('.slick-slide'));
    expect(all.length).toBeGreaterThan(3);
    const reachable = all.filter((slide) => !slide.hasAttribute('inert'));
    expect(reachable).toHaveLength(1);
    expect(reachable[0]).toHaveAttribute('aria-hidden', 'false');
    // The list of every slide for a browser without script is only in the server's HTML.
    expect(container.querySelector('.sf-carousel__all')).toBeNull();
  });

  it('holds every slide once in the server’s HTML, none hidden from assistive technology, until it hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(carouselElement());
    document.body.append(container);
    // react-slick's own track hides all but one slide (aria-hidden) and adds looping clones: the carousel's CSS
    // shows this list instead when the browser runs no script.
    const all = container.querySelector('.sf-carousel__all');
    const slides = Array.from(all?.children ?? []);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3: Alpha',
      '2 of 3: Bravo',
      '3 of 3: Charlie',
    ]);
    expect(all?.querySelectorAll('[aria-hidden], [inert], [tabindex]')).toHaveLength(0);
    expect(Array.from(all?.querySelectorAll('a') ?? []).map((link) => link.getAttribute('href'))).toEqual([
      '/items/a',
      '/items/b',
      '/items/c',
    ]);
    expect(container.querySelector('.slick-slider')).not.toBeNull();

    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, carouselElement(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Hydrated, the slider is the carousel: the list goes, and one original slide is reachable.
    expect(container.querySelector('.sf-carousel__all')).toBeNull();
    expect(screen.getAllByRole('group', { name: /of 3:/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    container.remove();
  });

  it('moves on by itself, loops, and does not announce while it rotates', () => {
    renderCarousel();
    expect(status('Slide 1 of 3: Alpha')).toHaveAttribute('aria-live', 'off');
    act(() => jest.advanceTimersByTime(EVERY_MS - 100));
    expect(status('Slide 1 of 3: Alpha')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(EVERY_MS));
    expect(status('Slide 3 of 3: Charlie')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(EVERY_MS));
    expect(status('Slide 1 of 3: Alpha')).toBeInTheDocument();
  });

  it('Pause stops it and announces the slide; Play starts it again', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.focusOut(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(EVERY_MS * 3));
    expect(status('Slide 1 of 3: Alpha')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(EVERY_MS + MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toHaveAttribute('aria-live', 'off');
  });

  it('holds still while hovered', () => {
    renderCarousel();
    fireEvent.mouseEnter(carousel());
    act(() => jest.advanceTimersByTime(EVERY_MS * 2));
    expect(status('Slide 1 of 3: Alpha')).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(carousel());
    act(() => jest.advanceTimersByTime(EVERY_MS + MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toBeInTheDocument();
  });

  it('holds still while focus is on a slide or an arrow, but not on the Pause control', () => {
    renderCarousel();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Next item' }));
    act(() => jest.advanceTimersByTime(EVERY_MS * 2));
    expect(status('Slide 1 of 3: Alpha')).toBeInTheDocument();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(EVERY_MS + MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toBeInTheDocument();
  });

  it('holds still while the tab is hidden', () => {
    renderCarousel();
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => jest.advanceTimersByTime(EVERY_MS * 2));
    expect(status('Slide 1 of 3: Alpha')).toHaveAttribute('aria-live', 'polite');
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => jest.advanceTimersByTime(EVERY_MS + MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toBeInTheDocument();
  });

  it('moves with the arrow keys and the arrow buttons, both ways, looping', () => {
    renderCarousel();
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    act(() => jest.advanceTimersByTime(MOVE_MS));
    expect(status('Slide 3 of 3: Charlie')).toBeInTheDocument();
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    act(() => jest.advanceTimersByTime(MOVE_MS));
    expect(status('Slide 1 of 3: Alpha')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next item' }));
    act(() => jest.advanceTimersByTime(MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous item' }));
    act(() => jest.advanceTimersByTime(MOVE_MS));
    expect(status('Slide 1 of 3: Alpha')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps focus in the carousel when the slide holding it moves away under the arrow keys', () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Alpha' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    act(() => jest.advanceTimersByTime(MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toBeInTheDocument();
    expect(carousel()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
  });
});
