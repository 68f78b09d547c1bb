import { formatFullDate, formatNumber, Card } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { spotsRemaining } from '../utils/capacity';
import { CapacityBadge } from './capacity-badge';

export interface EventInfoCardProps {
  event: CityEvent;
  registered: number;
}

export function EventInfoCard({ event, registered }: EventInfoCardProps) {
  const remaining = spotsRemaining(registered, event.capacity);
  return (
    <Card as="section" className="ne-event-side-card" aria-labelledby="event-info-title">
      <h2 id="event-info-title">Event Information</h2>
      <dl className="ne-event-info">
        <dt>Date</dt>
        <dd>
          <time dateTime={event.date}>{formatFullDate(event.date)}</time>
        </dd>
        <dt>Time</dt>
        <dd>
          {event.startTime} - {event.endTime}
        </dd>
        <dt>Location</dt>
        <dd>
          {event.location}
          <br />
          {event.address}
        </dd>
        <dt>Registered</dt>
        <dd>
          {formatNumber(registered)} / {formatNumber(event.capacity)}{' '}
          <CapacityBadge registered={registered} capacity={event.capacity} />
          <br />
          {remaining === 1 ? '1 spot remaining' : `${formatNumber(remaining)} spots remaining`}
        </dd>
        <dt>Contact</dt>
        <dd>
          <a href={`mailto:${event.contact}`}>{event.contact}</a>
        </dd>
      </dl>
    </Card>
  );
}
