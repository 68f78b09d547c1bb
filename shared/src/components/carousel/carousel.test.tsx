import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';

const items = [
  { id: 'a', title: 'Alpha' },
  { id: 'b', title: 'Bravo' },
  { id: 'c', title: 'Charlie' },
];
const EVERY_MS = 4000;
/** Longer than one slide's move (500 ms). */
const MOVE_MS = 600;

function renderCarousel() {
  return render(
    <Carousel
      label="Test slideshow"
      items={items}
      itemKey={(item) => item.id}
      itemTitle={(item) => item.title}
      itemName="item"
      autoplayMs={EVERY_MS}
      renderItem={(item) => <a href={`/items/${item.id}`}>{item.title}</a>}
    />,
  );
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
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    act(() => jest.advanceTimersByTime(MOVE_MS));
    expect(status('Slide 2 of 3: Bravo')).toBeInTheDocument();
    expect(carousel()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
  });
});
