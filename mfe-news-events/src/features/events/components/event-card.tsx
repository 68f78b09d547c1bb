import {
  CalendarOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ButtonLink, formatFullDate, formatNumber, Badge, Card } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { useRegisteredCount } from '../events-store';
import { eventCalendarPath } from '../../feeds/feed-catalog';
import { icsFileName } from '../utils/calendar';
import { isRegistrationOpen } from '../utils/capacity';
import { isPlainClick } from '../utils/plain-click';
import { registerPath } from '../utils/registration-form';
import { CapacityBadge } from './capacity-badge';
import { EventDocuments } from './event-documents';

export interface EventCardProps {
  event: CityEvent;
  /** Register to Attend, a link to the event's register page, was clicked: open the dialog instead. */
  onRegister: (event: CityEvent) => void;
  /** Add to Calendar, a link to the event's .ics file, was clicked: open the dialog instead. */
  onAddToCalendar: (event: CityEvent) => void;
  /** The pointer or focus reached Register to Attend: its dialog can start loading. */
  onRegisterIntent?: () => void;
  /** The pointer or focus reached Add to Calendar: its dialog can start loading. */
  onAddToCalendarIntent?: () => void;
}

export function EventCard({
  event,
  onRegister,
  onAddToCalendar,
  onRegisterIntent,
  onAddToCalendarIntent,
}: EventCardProps) {
  const registered = useRegisteredCount(event);
  const open = isRegistrationOpen(registered, event.capacity);
  return (
    <Card
      as="article"
      className="ne-event-card"
      titleId={`event-${event.id}-title`}
      title={event.title}
      titleTo={`/events/${event.id}`}
      meta={
        <>
          <Badge tone="info">{event.type}</Badge>
          <CapacityBadge registered={registered} capacity={event.capacity} />
          {event.hasLivestream ? (
            <Badge tone="live" icon={<VideoCameraOutlined aria-hidden="true" />}>
              Live Stream
            </Badge>
          ) : null}
        </>
      }
      actions={
        <>
          {open ? (
            <ButtonLink
              variant="primary"
              to={registerPath(event.id)}
              onClick={(click) => {
                if (!isPlainClick(click)) return;
                click.preventDefault();
                onRegister(event);
              }}
              onPointerEnter={onRegisterIntent}
              onFocus={onRegisterIntent}
            >
              Register to Attend<span className="sf-visually-hidden">: {event.title}</span>
            </ButtonLink>
          ) : (
            <span className="ne-event-card__full">Registration full</span>
          )}
          {/* The event's published .ics file, which a browser without script downloads; a plain click opens
              the add-to-calendar dialog (the file or the calendar service) instead. */}
          <ButtonLink
            href={eventCalendarPath(event.id)}
            download={icsFileName(event.title)}
            type="text/calendar"
            onClick={(click) => {
              if (!isPlainClick(click)) return;
              click.preventDefault();
              onAddToCalendar(event);
            }}
            onPointerEnter={onAddToCalendarIntent}
            onFocus={onAddToCalendarIntent}
          >
            Add to Calendar<span className="sf-visually-hidden">: {event.title}</span>
          </ButtonLink>
          <Link className="ne-event-card__details" to={`/events/${event.id}`}>
            View Details<span className="sf-visually-hidden">: {event.title}</span>
          </Link>
        </>
      }
    >
      <p className="ne-event-card__description">{event.description}</p>
      <ul className="ne-event-facts">
        <li>
          <CalendarOutlined aria-hidden="true" />{' '}
          <time dateTime={event.date}>{formatFullDate(event.date)}</time>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden="true" /> {event.startTime} - {event.endTime}
        </li>
        <li>
          <EnvironmentOutlined aria-hidden="true" /> {event.location}
        </li>
      </ul>
      <p className="ne-event-card__capacity">
        {formatNumber(registered)} / {formatNumber(event.capacity)} registered
      </p>
      <EventDocuments event={event} />
    </Card>
  );
}
