import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useDocumentHidden } from '../../hooks/use-document-hidden';
import { useHydrated } from '../../hooks/use-hydrated';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { sharedWord } from '../../i18n/words';
import './carousel.css';

export interface CarouselProps<T> {
  /** The carousel's accessible name, e.g. "Upcoming events". */
  label: string;
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T) => string | number;
  /** An item's title: names its slide ("2 of 3: title") and the announcement of the current slide. */
  itemTitle: (item: T) => string;
  /** What one item is, for the arrow buttons: "event" gives "Previous event" and "Next event". */
  itemName: string;
  renderItem: (item: T) => ReactNode;
  /** How long each slide shows while the carousel rotates by itself. */
  autoplayMs: number;
}

/**
 * Every slide but the visible original (react-slick's looping clones included) is made inert: no focus, no
 * clicks, hidden from assistive technology. react-slick marks them aria-hidden but leaves their links in the
 * tab order; a MutationObserver follows its class changes as slides move.
 */
function useOnlyVisibleSlideReachable(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const sync = () => {
      root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        const visible = slide.classList.contains('slick-active') && !slide.classList.contains('slick-cloned');
        slide.toggleAttribute('inert', !visible);
        slide.setAttribute('aria-hidden', visible ? 'false' : 'true');
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [container]);
}

/**
 * The site's carousel, on react-slick: one slide at a time, looping. It rotates every `autoplayMs` and stops
 * while the pointer is over it, while focus is inside it (the Pause/Play control excepted, so Play starts
 * it), while the tab is hidden, and when the visitor presses Pause (WCAG 2.2.2). Left and right arrow keys
 * and the arrow buttons move it. The current slide is announced only while it does not rotate by itself, so
 * a moving carousel does not chatter.
 *
 * Without script none of that can work, and react-slick's server HTML hides every slide but the first from
 * assistive technology (aria-hidden) and repeats slides as looping clones. So until the page has hydrated, the
 * server's HTML also holds every slide once, plainly, in a list the carousel's CSS shows only when the browser
 * runs no script (`@media (scripting: none)`), hiding the slider and its controls there instead. With script
 * that list is never shown and goes at hydration; the slider hydrates as it always did.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  itemTitle,
  itemName,
  renderItem,
  autoplayMs,
}: CarouselProps<T>) {
  const slider = useRef<Slider>(null);
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const rotation = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useDocumentHidden();
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const rotating = !userPaused && !hovered && !focused && !hidden;

  useOnlyVisibleSlideReachable(viewport);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => slider.current?.slickNext(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoplayMs]);

  // Native listeners: hover, focus and the arrow keys steer the rotation; the buttons and links inside stay
  // the controls, so the group itself gets no interactive role.
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const holdsRotation = (node: EventTarget | null) =>
      node instanceof Node && element.contains(node) && node !== rotation.current;
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = (event: FocusEvent) => setFocused(holdsRotation(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(holdsRotation(event.relatedTarget));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      // A link of the slide that leaves becomes inert: focus then stays in the carousel (see afterChange).
      refocus.current = event.target instanceof Element && event.target.closest('.slick-slide') !== null;
      if (event.key === 'ArrowRight') slider.current?.slickNext();
      else slider.current?.slickPrev();
    };
    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const active = items[current] ?? items[0];
  if (active === undefined) return null;

  const slide = (item: T, index: number) => (
    <div
      key={itemKey(item)}
      className="sf-carousel__slide"
      role="group"
      aria-roledescription={sharedWord('slide')}
      aria-label={sharedWord('slideOf', undefined, String(index + 1))
        .replace('{count}', String(items.length))
        .concat(itemTitle(item))}
    >
      {renderItem(item)}
    </div>
  );

  return (
    <div
      ref={root}
      className="sf-carousel"
      role="group"
      aria-roledescription={sharedWord('carousel')}
      aria-label={label}
      // It rotates by itself: a page whose app waits for the visitor (start.js) starts once it is in view.
      data-sf-moves=""
    >
      <div className="sf-carousel__controls">
        <p className="sf-carousel__counter" aria-hidden="true">
          {current + 1} / {items.length}
        </p>
        <div className="sf-carousel__buttons">
          <button
            ref={rotation}
            type="button"
            className="sf-carousel__control"
            onClick={() => setUserPaused((paused) => !paused)}
          >
            <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
            {sharedWord(userPaused ? 'playSlideshow' : 'pauseSlideshow')}
          </button>
          <button
            type="button"
            className="sf-carousel__control sf-carousel__arrow"
            aria-label={sharedWord('previousItem', undefined, itemName)}
            onClick={() => slider.current?.slickPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="sf-carousel__control sf-carousel__arrow"
            aria-label={sharedWord('nextItem', undefined, itemName)}
            onClick={() => slider.current?.slickNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div ref={viewport} className="sf-carousel__viewport" tabIndex={-1}>
        <Slider
          ref={slider}
          // Until hydrated, no looping clones, and every slide but the first inert: react-slick's server HTML
          // marks them aria-hidden but leaves their links reachable, and a Home widget out of view stays that
          // HTML until it is scrolled to. Once hydrated, the clones come and useOnlyVisibleSlideReachable keeps
          // only the visible slide reachable.
          infinite={hydrated}
          slidesToShow={1}
          slidesToScroll={1}
          arrows={false}
          dots={false}
          autoplay={false}
          accessibility={false}
          waitForAnimate={false}
          speed={reducedMotion ? 0 : 500}
          beforeChange={(_from, to) => setCurrent(to)}
          afterChange={() => {
            if (!refocus.current) return;
            refocus.current = false;
            viewport.current?.focus();
          }}
        >
          {items.map((item, index) => (
            <div key={itemKey(item)} inert={!hydrated && index > 0 ? true : undefined}>
              {slide(item, index)}
            </div>
          ))}
        </Slider>
      </div>
      {hydrated ? null : <div className="sf-carousel__all">{items.map(slide)}</div>}
      <p
        className="sf-visually-hidden sf-carousel__status"
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="true"
      >
        {sharedWord('slideStatus', undefined, String(current + 1)).replace('{count}', String(items.length))}
        {itemTitle(active)}
      </p>
    </div>
  );
}
