import { useIntl } from 'react-intl';
import { formatFullDate, formatNumber, Card } from '@springfield/shared';
import type { ShownEvent } from '../data/events';
import { eventMessages } from '../messages';
import { spotsRemaining } from '../utils/capacity';
import { eventTimeRange } from '../utils/event-times';
import { CapacityBadge } from './capacity-badge';

export interface EventInfoCardProps {
  event: ShownEvent;
  registered: number;
}

export function EventInfoCard({ event, registered }: EventInfoCardProps) {
  const intl = useIntl();
  const remaining = spotsRemaining(registered, event.capacity);
  return (
    <Card as="section" className="ne-event-side-card" aria-labelledby="event-info-title">
      <h2 id="event-info-title">{intl.formatMessage(eventMessages.infoTitle)}</h2>
      <dl className="ne-event-info">
        <dt>{intl.formatMessage(eventMessages.infoDate)}</dt>
        <dd>
          <time dateTime={event.date}>{formatFullDate(event.date)}</time>
        </dd>
        <dt>{intl.formatMessage(eventMessages.infoTime)}</dt>
        <dd>{eventTimeRange(intl, event)}</dd>
        <dt>{intl.formatMessage(eventMessages.infoLocation)}</dt>
        <dd>
          {event.location}
          <br />
          {event.address}
        </dd>
        <dt>{intl.formatMessage(eventMessages.infoRegistered)}</dt>
        <dd>
          {formatNumber(registered)} / {formatNumber(event.capacity)}{' '}
          <CapacityBadge registered={registered} capacity={event.capacity} />
          <br />
          {intl.formatMessage(eventMessages.spotsRemaining, { remaining, count: formatNumber(remaining) })}
        </dd>
        <dt>{intl.formatMessage(eventMessages.infoContact)}</dt>
        <dd>
          <a href={`mailto:${event.contact}`}>{event.contact}</a>
        </dd>
      </dl>
    </Card>
  );
}
