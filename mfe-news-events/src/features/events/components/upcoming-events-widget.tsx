import { Link } from 'react-router-dom';
import type { CityEvent } from '../../../types/content';
import { Carousel } from '@springfield/shared/carousel';
import { cityEvents, homeEventIds } from '../data/events';
import { EventSlide } from './event-slide';
import './upcoming-events-widget.css';

/** The events carousel moves every 4000 ms. */
export const EVENTS_AUTOPLAY_MS = 4000;

const homeEvents: CityEvent[] = homeEventIds
  .map((id) => cityEvents.find((event) => event.id === id))
  .filter((event): event is CityEvent => event !== undefined);

/**
 * Home widget: Upcoming Events carousel (exposed as './UpcomingEventsWidget'), the shared Carousel: loops
 * and rotates every 4000 ms, with its pause control, arrow buttons and keys.
 */
export default function UpcomingEventsWidget() {
  return (
    <section className="ne-upcoming-widget" aria-labelledby="upcoming-events-title">
      <div className="ne-upcoming-widget__head">
        <h2 id="upcoming-events-title">Upcoming Events</h2>
        <Link className="ne-upcoming-widget__all" to="/events">
          View All Events <span aria-hidden="true">→</span>
        </Link>
      </div>
      <Carousel
        label="Upcoming events"
        items={homeEvents}
        itemKey={(event) => event.id}
        itemTitle={(event) => event.title}
        itemName="event"
        autoplayMs={EVENTS_AUTOPLAY_MS}
        renderItem={(event) => <EventSlide event={event} />}
      />
    </section>
  );
}
