import { CalendarOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';

export interface EventSideCardProps {
  event: CityEvent;
}

export function AccessibilityCard({ event }: EventSideCardProps) {
  return (
    <Card as="section" className="ne-event-side-card" aria-labelledby="event-accessibility-title">
      <h2 id="event-accessibility-title">Accessibility</h2>
      <p>{event.accessibility}</p>
      {event.isVirtual ? <p>You can also join this event online.</p> : null}
    </Card>
  );
}

/** Add to Calendar and Share Event: both only announce features to come. */
export function ShareCard() {
  return (
    <Card
      as="section"
      className="ne-event-side-card ne-event-side-card--share"
      aria-labelledby="event-share-title"
    >
      <h2 id="event-share-title">Share This Event</h2>
      <div className="ne-event-share">
        <Button
          icon={<CalendarOutlined aria-hidden="true" />}
          onClick={() => window.alert('Calendar integration feature coming soon!')}
        >
          Add to Calendar
        </Button>
        <Button
          icon={<ShareAltOutlined aria-hidden="true" />}
          onClick={() => window.alert('Sharing feature coming soon!')}
        >
          Share Event
        </Button>
      </div>
    </Card>
  );
}
