import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import {
  INITIATIVES_AUTOPLAY_MS,
  initiatives as defaultInitiatives,
  type Initiative,
} from '../data/initiatives';
import { useHiddenSlides } from '../hooks/use-hidden-slides';
import { usePageHidden } from '../hooks/use-page-hidden';
import './city-initiatives-widget.css';

export interface CityInitiativesCarouselProps {
  items?: readonly Initiative[];
  intervalMs?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Home's City Initiatives carousel. It rotates every 4.5 s and loops; it stops while hovered, while focus is
 * on a slide or an arrow, while the tab is hidden, and whenever the visitor presses Pause (WCAG 2.2.2).
 * No antd here: Home loads none.
 */
export function CityInitiativesCarousel({
  items = defaultInitiatives,
  intervalMs = INITIATIVES_AUTOPLAY_MS,
}: CityInitiativesCarouselProps) {
  const sliderRef = useRef<Slider>(null);
  const slidesRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pageHidden = usePageHidden();
  const rotating = !userPaused && !hovered && !focused && !pageHidden;

  useHiddenSlides(slidesRef);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => sliderRef.current?.slickNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs]);

  // Native listeners: hover, focus and arrow keys only steer the rotation, they add no interaction of their
  // own to these containers (the buttons and links inside stay the controls).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    // Focus on the rotation control itself does not count: pressing Play must start the rotation.
    const steersRotation = (node: EventTarget | null) =>
      node instanceof Node && root.contains(node) && node !== rotationRef.current;
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = (event: FocusEvent) => setFocused(steersRotation(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(steersRotation(event.relatedTarget));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        sliderRef.current?.slickPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        sliderRef.current?.slickNext();
      }
    };
    root.addEventListener('mouseenter', onEnter);
    root.addEventListener('mouseleave', onLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('mouseenter', onEnter);
      root.removeEventListener('mouseleave', onLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const active = items[current] ?? items[0];
  if (!active) return null;

  return (
    <div
      className="cm-initiatives__carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label="City Initiatives slideshow"
      ref={rootRef}
    >
      <div className="cm-initiatives__controls">
        <p className="cm-initiatives__counter" aria-hidden="true">
          {current + 1} / {items.length}
        </p>
        <div className="cm-initiatives__buttons">
          <button
            ref={rotationRef}
            type="button"
            className="cm-initiatives__control"
            aria-pressed={userPaused}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
            {userPaused ? 'Play slideshow' : 'Pause slideshow'}
          </button>
          <button
            type="button"
            className="cm-initiatives__control cm-initiatives__arrow"
            aria-label="Previous initiative"
            onClick={() => sliderRef.current?.slickPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="cm-initiatives__control cm-initiatives__arrow"
            aria-label="Next initiative"
            onClick={() => sliderRef.current?.slickNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div ref={slidesRef} className="cm-initiatives__viewport">
        <Slider
          ref={sliderRef}
          infinite
          slidesToShow={1}
          slidesToScroll={1}
          arrows={false}
          dots={false}
          autoplay={false}
          accessibility={false}
          speed={prefersReducedMotion() ? 0 : 500}
          beforeChange={(_from, to) => setCurrent(to)}
        >
          {items.map((item, index) => (
            <div key={item.id}>
              <div
                className="cm-initiatives__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}: ${item.title}`}
              >
                <img className="cm-initiatives__image" src={item.image} alt="" width={320} height={180} />
                <div className="cm-initiatives__body">
                  <h3 className="cm-initiatives__title">{item.title}</h3>
                  <p>{item.summary}</p>
                  <p className="cm-initiatives__highlight">{item.highlight}</p>
                  <Link className="cm-initiatives__more" to={`/programs/${item.id}`}>
                    Learn More<span className="sf-visually-hidden"> about {item.title}</span>
                  </Link>
                </div>
              </div>
            </div>
          ))}
        </Slider>
      </div>
      {/* Announces the slide only when the visitor moves it: a rotating carousel must not chatter. */}
      <p className="sf-visually-hidden" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        Slide {current + 1} of {items.length}: {active.title}
      </p>
    </div>
  );
}

/** Home widget (exposed as './CityInitiativesWidget'): heading, carousel and the link to all programs. */
export default function CityInitiativesWidget() {
  return (
    <section className="cm-initiatives" aria-labelledby="city-initiatives-title">
      <div className="cm-initiatives__header">
        <h2 id="city-initiatives-title">City Initiatives</h2>
        <Link to="/programs" className="cm-initiatives__all">
          View All Programs
        </Link>
      </div>
      <CityInitiativesCarousel />
    </section>
  );
}
