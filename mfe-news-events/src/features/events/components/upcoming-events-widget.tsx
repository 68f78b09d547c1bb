import { useIntl } from 'react-intl';
import { Widget } from '@springfield/shared';
import { Carousel } from '@springfield/shared/carousel';
import { areaIntl } from '../../../i18n/area-intl';
import { eventsIn, type ShownEvent } from '../data/events';
import { eventMessages } from '../messages';
import { upcomingEvents } from '../utils/event-queries';
import { cityToday } from '../utils/city-time';
import { EventSlide } from './event-slide';
import './upcoming-events-widget.css';

/** The events carousel moves every 4000 ms. */
export const EVENTS_AUTOPLAY_MS = 4000;

/** Loads this widget's messages in a language: the shell awaits it before the widget renders in it. */
export const loadMessages = areaIntl.loadMessages;

/**
 * Home widget: Upcoming Events carousel (exposed as './UpcomingEventsWidget'), the shared Carousel: loops
 * and rotates every 4000 ms, with its pause control, arrow buttons and keys.
 */
export default function UpcomingEventsWidget() {
  return (
    <areaIntl.Provider>
      <UpcomingEvents />
    </areaIntl.Provider>
  );
}

function UpcomingEvents() {
  const intl = useIntl();
  // Chosen from the dates, as of the city's today (the server's render and the browser's agree but for the
  // minutes around the city's midnight), in the page's language.
  const homeEvents: ShownEvent[] = upcomingEvents(eventsIn(), cityToday());
  return (
    <Widget
      className="ne-upcoming-widget"
      title={intl.formatMessage(eventMessages.upcoming)}
      titleId="upcoming-events-title"
      viewAll={{ to: '/events', label: intl.formatMessage(eventMessages.viewAllEvents) }}
    >
      <Carousel
        label={intl.formatMessage(eventMessages.carouselLabel)}
        items={homeEvents}
        itemKey={(event) => event.id}
        itemTitle={(event) => event.title}
        itemName={intl.formatMessage(eventMessages.carouselItem)}
        autoplayMs={EVENTS_AUTOPLAY_MS}
        renderItem={(event) => <EventSlide event={event} />}
      />
    </Widget>
  );
}
