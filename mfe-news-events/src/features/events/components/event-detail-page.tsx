import { VideoCameraOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { RecordPageHeader, RecordNotFound, Badge, Card, useStructuredData } from '@springfield/shared';
import { useLiveCapacity, useLiveRegistrations, useRegisteredCount } from '../events-store';
import { eventNotFoundIn, eventsSectionIn, type ShownEvent } from '../data/events';
import { eventMessages } from '../messages';
import { localizedEvent } from '../utils/event-queries';
import { eventStructuredData } from '../utils/event-structured-data';
import { EventDocuments } from './event-documents';
import { EventInfoCard } from './event-info-card';
import { EventRegisterCard } from '../registration';
import { AccessibilityCard, ShareCard } from './event-side-cards';
import { illustrationSource } from '../../../utils/illustration';
import '../events.css';

/** /events/:id */
export function EventDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const event = localizedEvent(id);
  if (!event) return <RecordNotFound {...eventNotFoundIn(intl)} />;
  return <EventView event={event} />;
}

interface EventViewProps {
  event: ShownEvent;
}

function EventView({ event: published }: EventViewProps) {
  const intl = useIntl();
  useLiveRegistrations();
  // Its capacity as the organisers set it (issue 44), for the counts, the badge and the register card.
  const event = useLiveCapacity(published);
  const registered = useRegisteredCount(event);
  useStructuredData(eventStructuredData(event, registered));
  return (
    <>
      <RecordPageHeader
        title={event.title}
        description={event.description}
        section={eventsSectionIn(intl)}
        back
      >
        <div className="ne-event-card__badges ne-event-detail__badges">
          <Badge tone="info">{event.type}</Badge>
          {event.hasLivestream ? (
            <Badge tone="live" icon={<VideoCameraOutlined aria-hidden="true" />}>
              {intl.formatMessage(eventMessages.liveStream)}
            </Badge>
          ) : null}
        </div>
      </RecordPageHeader>
      <div className="sf-container ne-event-detail">
        <div className="ne-event-detail__main">
          <img
            className="ne-event-detail__image"
            src={illustrationSource(event.image)}
            alt={event.imageAlt}
            width={640}
            height={360}
            fetchPriority="high"
          />
          <Card as="section" className="ne-event-section" aria-labelledby="event-about-title">
            <h2 id="event-about-title">{intl.formatMessage(eventMessages.about)}</h2>
            <p>{event.detailedDescription}</p>
          </Card>
          <Card as="section" className="ne-event-section" aria-labelledby="event-agenda-title">
            <h2 id="event-agenda-title">{intl.formatMessage(eventMessages.agenda)}</h2>
            {event.meetingRecord ? (
              // One record: the City Clerk's agenda, with the meeting's documents, on the Government page.
              <p>
                {intl.formatMessage(eventMessages.clerkAgenda)}{' '}
                <Link to={event.meetingRecord}>{intl.formatMessage(eventMessages.clerkAgendaLink)}</Link>
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
              <EventDocuments
                event={event}
                headingLevel={2}
                title={intl.formatMessage(eventMessages.eventDocuments)}
              />
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
