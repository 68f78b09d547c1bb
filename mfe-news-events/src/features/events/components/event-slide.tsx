import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatFullDate, langOf, shortMonth } from '@springfield/shared';
import type { ShownEvent } from '../data/events';
import { eventTimeRange } from '../utils/event-times';

export interface EventSlideProps {
  event: ShownEvent;
}

/** One slide of the Home carousel (plain React: Home loads no antd); the Carousel names the slide. */
export function EventSlide({ event }: EventSlideProps) {
  const intl = useIntl();
  const [year, month, day] = event.date.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    <div className="ne-upcoming-slide">
      <div className="ne-upcoming-slide__date" aria-hidden="true">
        <span className="ne-upcoming-slide__month">{shortMonth(date)}</span>
        <span className="ne-upcoming-slide__day">{day}</span>
      </div>
      <div className="ne-upcoming-slide__body" {...langOf(event)}>
        <p className="ne-upcoming-slide__type">{event.type}</p>
        <h3 className="ne-upcoming-slide__title">
          <Link to={`/events/${event.id}`}>{event.title}</Link>
        </h3>
        <p className="ne-upcoming-slide__facts">
          <time dateTime={event.date}>{formatFullDate(event.date)}</time>
          <br />
          {eventTimeRange(intl, event)}
          <br />
          {event.location}
        </p>
      </div>
    </div>
  );
}
