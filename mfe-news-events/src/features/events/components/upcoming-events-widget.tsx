import { Widget } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { Carousel } from '@springfield/shared/carousel';
import { cityEvents } from '../data/events';
import { upcomingEvents } from '../utils/event-queries';
import { cityToday } from '../utils/city-time';
import { EventSlide } from './event-slide';
import './upcoming-events-widget.css';

/** The events carousel moves every 4000 ms. */
export const EVENTS_AUTOPLAY_MS = 4000;

/**
 * Home widget: Upcoming Events carousel (exposed as './UpcomingEventsWidget'), the shared Carousel: loops
 * and rotates every 4000 ms, with its pause control, arrow buttons and keys.
 */
export default function UpcomingEventsWidget() {
  // Chosen from the dates, as of the city's today (the server's render and the browser's agree but for the
  // minutes around the city's midnight).
  const homeEvents: CityEvent[] = upcomingEvents(cityEvents, cityToday());
  return (
    <Widget
      className="ne-upcoming-widget"
      title="Upcoming Events"
      viewAll={{ to: '/events', label: 'View All Events' }}
    >
      <Carousel
        label="Upcoming events"
        items={homeEvents}
        itemKey={(event) => event.id}
        itemTitle={(event) => event.title}
        itemName="event"
        autoplayMs={EVENTS_AUTOPLAY_MS}
        renderItem={(event) => <EventSlide event={event} />}
      />
    </Widget>
  );
}
