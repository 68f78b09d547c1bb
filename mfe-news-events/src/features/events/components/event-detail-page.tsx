import { VideoCameraOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { PageHeader, RecordNotFound, type CityEvent } from '@springfield/shared';
import { useRegisteredCount } from '../events-store';
import { getEvent } from '../utils/event-queries';
import { EventDocuments } from './event-documents';
import { EventInfoCard } from './event-info-card';
import { EventRegisterCard } from './event-register-card';
import { AccessibilityCard, ShareCard } from './event-side-cards';
import '../events.css';

/** /events/:id */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const event = getEvent(id);
  if (!event) {
    return (
      <RecordNotFound
        title="Event Not Found"
        message="The requested event could not be found."
        backTo="/events"
        backLabel="Back to Events"
      />
    );
  }
  return <EventView event={event} />;
}

interface EventViewProps {
  event: CityEvent;
}

function EventView({ event }: EventViewProps) {
  const registered = useRegisteredCount(event.id, event.registered);
  return (
    <>
      <PageHeader
        title={event.title}
        description={event.description}
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Events', to: '/events' }, { label: event.title }]}
        back={{ to: '/events', label: 'Back to Events' }}
      >
        <div className="ev-card__badges ev-detail__badges">
          <span className="ev-badge ev-badge--type">{event.type}</span>
          {event.hasLivestream ? (
            <span className="ev-badge ev-badge--live">
              <VideoCameraOutlined aria-hidden="true" /> Live Stream
            </span>
          ) : null}
        </div>
      </PageHeader>
      <div className="sf-container ev-detail">
        <div className="ev-detail__main">
          <img className="ev-detail__image" src={event.image} alt={event.imageAlt} width={640} height={360} />
          <section className="ev-section" aria-labelledby="event-about-title">
            <h2 id="event-about-title">About This Event</h2>
            <p>{event.detailedDescription}</p>
          </section>
          <section className="ev-section" aria-labelledby="event-agenda-title">
            <h2 id="event-agenda-title">Agenda</h2>
            <ol className="ev-agenda">
              {event.agenda.map((item, index) => (
                <li key={`${index}-${item}`}>{item}</li>
              ))}
            </ol>
          </section>
          {event.documents.length > 0 ? (
            <section className="ev-section">
              <EventDocuments documents={event.documents} headingLevel={2} title="Event Documents" />
            </section>
          ) : null}
        </div>
        <div className="ev-detail__side">
          <EventInfoCard event={event} registered={registered} />
          <EventRegisterCard event={event} registered={registered} />
          <AccessibilityCard event={event} />
          <ShareCard />
        </div>
      </div>
    </>
  );
}
