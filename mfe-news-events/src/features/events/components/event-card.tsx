import {
  CalendarOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  ButtonLink,
  currentLocale,
  formatFullDate,
  formatNumber,
  Badge,
  Card,
  langOf,
} from '@springfield/shared';
import { useLiveCapacity, useRegisteredCount } from '../events-store';
import { eventCalendarPathIn } from '../../feeds/feed-catalog';
import { englishEvent, type ShownEvent } from '../data/events';
import { eventMessages } from '../messages';
import { icsFileName } from '../utils/calendar';
import { isRegistrationOpen } from '../utils/capacity';
import { eventTimeRange } from '../utils/event-times';
import { isPlainClick } from '../utils/plain-click';
import { registerPath } from '../registration';
import { CapacityBadge } from './capacity-badge';
import { EventDocuments } from './event-documents';

export interface EventCardProps {
  event: ShownEvent;
  /** Register to Attend, a link to the event's register page, was clicked: open the dialog instead. */
  onRegister: (event: ShownEvent) => void;
  /** Add to Calendar, a link to the event's .ics file, was clicked: open the dialog instead. */
  onAddToCalendar: (event: ShownEvent) => void;
  /** The pointer or focus reached Register to Attend: its dialog can start loading. */
  onRegisterIntent?: () => void;
  /** The pointer or focus reached Add to Calendar: its dialog can start loading. */
  onAddToCalendarIntent?: () => void;
}

/** The visually hidden end of a link's name (": City Council Regular Meeting"). */
const hidden = (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>;

export function EventCard({
  event: published,
  onRegister,
  onAddToCalendar,
  onRegisterIntent,
  onAddToCalendarIntent,
}: EventCardProps) {
  const intl = useIntl();
  // Its capacity as the organisers set it (issue 44), for the count, the badge and Register to Attend.
  const event = useLiveCapacity(published);
  const registered = useRegisteredCount(event);
  const open = isRegistrationOpen(registered, event.capacity);
  const named = { title: event.title, hidden };
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
              {intl.formatMessage(eventMessages.liveStream)}
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
              {intl.formatMessage(eventMessages.registerToAttend, named)}
            </ButtonLink>
          ) : (
            <span className="ne-event-card__full">{intl.formatMessage(eventMessages.registrationFull)}</span>
          )}
          {/* The event's published .ics file, which a browser without script downloads; a plain click opens
              the add-to-calendar dialog (the file or the calendar service) instead. */}
          <ButtonLink
            href={eventCalendarPathIn(event.id, currentLocale())}
            download={icsFileName(englishEvent(event.id)?.title ?? event.title)}
            type="text/calendar"
            onClick={(click) => {
              if (!isPlainClick(click)) return;
              click.preventDefault();
              onAddToCalendar(event);
            }}
            onPointerEnter={onAddToCalendarIntent}
            onFocus={onAddToCalendarIntent}
          >
            {intl.formatMessage(eventMessages.addToCalendarFor, named)}
          </ButtonLink>
          <Link className="ne-event-card__details" to={`/events/${event.id}`}>
            {intl.formatMessage(eventMessages.viewDetails, named)}
          </Link>
        </>
      }
    >
      <p className="ne-event-card__description" {...langOf(event)}>
        {event.description}
      </p>
      <ul className="ne-event-facts">
        <li>
          <CalendarOutlined aria-hidden="true" />{' '}
          <time dateTime={event.date}>{formatFullDate(event.date)}</time>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden="true" /> {eventTimeRange(intl, event)}
        </li>
        <li>
          <EnvironmentOutlined aria-hidden="true" /> {event.location}
        </li>
      </ul>
      <p className="ne-event-card__capacity">
        {intl.formatMessage(eventMessages.registeredOf, {
          registered: formatNumber(registered),
          capacity: formatNumber(event.capacity),
        })}
      </p>
      <EventDocuments event={event} />
    </Card>
  );
}
