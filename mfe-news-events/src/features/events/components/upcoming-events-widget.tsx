import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Slider from 'react-slick';
import { Link } from 'react-router-dom';
import type { CityEvent } from '@springfield/shared';
import { cityEvents, homeEventIds } from '../data/events';
import { useDocumentHidden } from '../hooks/use-document-hidden';
import { EventSlide } from './event-slide';
import 'slick-carousel/slick/slick.css';
import './upcoming-events-widget.css';

/** Spec section 9: the events carousel moves every 4000 ms. */
export const EVENTS_AUTOPLAY_MS = 4000;

const homeEvents: CityEvent[] = homeEventIds
  .map((id) => cityEvents.find((event) => event.id === id))
  .filter((event): event is CityEvent => event !== undefined);

/**
 * Makes every slide but the visible one (react-slick's clones included) unreachable: not focusable, not read
 * by screen readers.
 */
function hideInactiveSlides(root: HTMLElement | null): void {
  if (!root) return;
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    const visible = slide.classList.contains('slick-active') && !slide.classList.contains('slick-cloned');
    slide.toggleAttribute('inert', !visible);
    if (!visible) slide.setAttribute('aria-hidden', 'true');
  });
}

/**
 * Home widget: Upcoming Events carousel (exposed as './UpcomingEventsWidget'). Loops and autoplays every
 * 4000 ms; pauses on hover, while focus is inside, while the tab is hidden and when the visitor presses
 * Pause (WCAG 2.2.2); left and right arrow keys move it.
 */
export default function UpcomingEventsWidget() {
  const slider = useRef<Slider>(null);
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useDocumentHidden();
  const playing = !userPaused && !hovered && !focused && !hidden;

  useEffect(() => {
    if (playing) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [playing]);

  useEffect(() => hideInactiveSlides(root.current));

  const afterChange = useCallback((index: number) => {
    setCurrent(index);
    hideInactiveSlides(root.current);
    if (refocus.current) {
      refocus.current = false;
      // The link that had focus is now inert: keep the keyboard user inside the carousel.
      viewport.current?.focus();
    }
  }, []);

  const move = (direction: 'previous' | 'next') => {
    if (direction === 'next') slider.current?.slickNext();
    else slider.current?.slickPrev();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    refocus.current = target.closest('.slick-slide') !== null;
    move(event.key === 'ArrowRight' ? 'next' : 'previous');
  };

  return (
    <section className="ne-upcoming-widget" aria-labelledby="upcoming-events-title">
      <div className="ne-upcoming-widget__head">
        <h2 id="upcoming-events-title">Upcoming Events</h2>
        <Link className="ne-upcoming-widget__all" to="/events">
          View All Events <span aria-hidden="true">→</span>
        </Link>
      </div>
      {/* Key and pointer handlers pause or move the carousel; every action also has a button below. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={root}
        className="ne-upcoming-carousel"
        role="group"
        aria-roledescription="carousel"
        aria-label="Upcoming events"
        onKeyDown={onKeyDown}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className="ne-upcoming-controls">
          <button
            type="button"
            className="ne-upcoming-control"
            onClick={() => setUserPaused((paused) => !paused)}
            aria-label={userPaused ? 'Play automatic slide show' : 'Pause automatic slide show'}
          >
            <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
            <span className="ne-upcoming-control__text">{userPaused ? 'Play' : 'Pause'}</span>
          </button>
          <button
            type="button"
            className="ne-upcoming-control"
            onClick={() => move('previous')}
            aria-label="Previous event"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="ne-upcoming-control"
            onClick={() => move('next')}
            aria-label="Next event"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div
          ref={viewport}
          className="ne-upcoming-viewport"
          tabIndex={-1}
          aria-live={playing ? 'off' : 'polite'}
        >
          <Slider
            ref={slider}
            autoplay
            autoplaySpeed={EVENTS_AUTOPLAY_MS}
            infinite
            arrows={false}
            dots={false}
            accessibility={false}
            pauseOnHover={false}
            pauseOnFocus={false}
            pauseOnDotsHover={false}
            slidesToShow={1}
            slidesToScroll={1}
            waitForAnimate={false}
            afterChange={afterChange}
            onReInit={() => hideInactiveSlides(root.current)}
          >
            {homeEvents.map((event, index) => (
              <EventSlide key={event.id} event={event} position={index + 1} total={homeEvents.length} />
            ))}
          </Slider>
        </div>
        <div className="ne-upcoming-dots">
          {homeEvents.map((event, index) => (
            <button
              key={event.id}
              type="button"
              className="ne-upcoming-dot"
              aria-label={`Show event ${index + 1}: ${event.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => slider.current?.slickGoTo(index)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
