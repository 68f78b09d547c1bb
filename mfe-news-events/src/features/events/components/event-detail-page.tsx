import { VideoCameraOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { RecordPageHeader, RecordNotFound, Badge, Card, useStructuredData } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { useLiveRegistrations, useRegisteredCount } from '../events-store';
import { eventNotFound, eventsSection } from '../data/events';
import { getEvent } from '../utils/event-queries';
import { eventStructuredData } from '../utils/event-structured-data';
import { EventDocuments } from './event-documents';
import { EventInfoCard } from './event-info-card';
import { EventRegisterCard } from './event-register-card';
import { AccessibilityCard, ShareCard } from './event-side-cards';
import '../events.css';

/** /events/:id */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const event = getEvent(id);
  if (!event) return <RecordNotFound {...eventNotFound} />;
  return <EventView event={event} />;
}

interface EventViewProps {
  event: CityEvent;
}

function EventView({ event }: EventViewProps) {
  useLiveRegistrations();
  const registered = useRegisteredCount(event);
  useStructuredData(eventStructuredData(event, registered));
  return (
    <>
      <RecordPageHeader title={event.title} description={event.description} section={eventsSection} back>
        <div className="ne-event-card__badges ne-event-detail__badges">
          <Badge tone="info">{event.type}</Badge>
          {event.hasLivestream ? (
            <Badge tone="live" icon={<VideoCameraOutlined aria-hidden="true" />}>
              Live Stream
            </Badge>
          ) : null}
        </div>
      </RecordPageHeader>
      <div className="sf-container ne-event-detail">
        <div className="ne-event-detail__main">
          <img
            className="ne-event-detail__image"
            src={event.image}
            alt={event.imageAlt}
            width={640}
            height={360}
            fetchPriority="high"
          />
          <Card as="section" className="ne-event-section" aria-labelledby="event-about-title">
            <h2 id="event-about-title">About This Event</h2>
            <p>{event.detailedDescription}</p>
          </Card>
          <Card as="section" className="ne-event-section" aria-labelledby="event-agenda-title">
            <h2 id="event-agenda-title">Agenda</h2>
            {event.meetingRecord ? (
              // One record: the City Clerk's agenda, with the meeting's documents, on the Government page.
              <p>
                The City Clerk publishes this meeting’s agenda and documents.{' '}
                <Link to={event.meetingRecord}>View the agenda and meeting documents</Link>
              </p>
            ) : (
              <ol className="ne-event-agenda">
                {event.agenda.map((item, index) => (
                  <li key={`${index}-${item}`}>{item}</li>
                ))}
              </ol>
            )}
          </Card>
          {event.documents.length > 0 ? (
            <Card as="section" className="ne-event-section">
              <EventDocuments event={event} headingLevel={2} title="Event Documents" />
            </Card>
          ) : null}
        </div>
        <div className="ne-event-detail__side">
          <EventInfoCard event={event} registered={registered} />
          <EventRegisterCard event={event} registered={registered} />
          <AccessibilityCard event={event} />
          <ShareCard event={event} />
        </div>
      </div>
    </>
  );
}
