import { useParams } from 'react-router-dom';
import { RecordNotFound, SubmissionConfirmation } from '@springfield/shared';
import { eventNotFound, eventsSection } from '../data/events';
import { getEvent } from '../utils/event-queries';
import { REGISTRATION_SUCCESS_TITLE, registrationSuccessMessage } from '../utils/registration-form';

/**
 * /events/:id/registered: where a registration sent without script lands (post/redirect/get), and the
 * register page with script: the words of the spec's success toast, and the way back to the event.
 */
export function EventRegisteredPage() {
  const { id = '' } = useParams();
  const event = getEvent(id);
  if (!event) return <RecordNotFound {...eventNotFound} />;
  const eventPath = `/events/${event.id}`;
  return (
    <SubmissionConfirmation
      title={REGISTRATION_SUCCESS_TITLE}
      message={registrationSuccessMessage(event)}
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: eventsSection.label, to: eventsSection.to },
        { label: event.title, to: eventPath },
        { label: 'Registered' },
      ]}
      back={{ to: eventPath, label: 'Back to Event' }}
    />
  );
}
