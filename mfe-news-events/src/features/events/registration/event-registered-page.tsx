import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RecordNotFound, SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { eventNotFoundIn, eventsSectionIn } from '../data/events';
import { eventMessages } from '../messages';
import { localizedEvent } from '../utils/event-queries';

/**
 * /events/:id/registered: where a registration sent without script lands (post/redirect/get), and the
 * register page with script: the words of the spec's success toast, and the way back to the event.
 */
export function EventRegisteredPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const event = localizedEvent(id);
  if (!event) return <RecordNotFound {...eventNotFoundIn(intl)} />;
  const eventPath = `/events/${event.id}`;
  const section = eventsSectionIn(intl);
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(eventMessages.successTitle)}
      message={intl.formatMessage(eventMessages.successMessage, { title: event.title })}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: section.label, to: section.to },
        { label: event.title, to: eventPath },
        { label: intl.formatMessage(eventMessages.registeredCrumb) },
      ]}
      back={{ to: eventPath, label: intl.formatMessage(eventMessages.backToEvent) }}
    />
  );
}
