import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { formatFullDate, RecordNotFound, SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { SignedLinkPage } from '../../../components/signed-link-page';
import { pageLinkData } from '../../../utils/signed-link';
import { eventNotFoundIn, eventsSectionIn } from '../data/events';
import { LIVE_DATA_AREA } from '../live-registrations';
import { eventMessages } from '../messages';
import { localizedEvent } from '../utils/event-queries';

/**
 * /events/registration/cancel?token=…: the page of a registration mail's cancel link. Its button gives the
 * place back, once; the link's state (and its event) come from the server, which read the token.
 */
export function CancelRegistrationPage() {
  const intl = useIntl();
  const data = pageLinkData(LIVE_DATA_AREA);
  const event = data?.event === undefined ? undefined : localizedEvent(String(data.event));
  const section = eventsSectionIn(intl);
  const back = event
    ? { to: `/events/${event.id}`, label: intl.formatMessage(eventMessages.backToEvent) }
    : { to: section.to, label: section.label };
  return (
    <SignedLinkPage
      state={data?.link}
      title={intl.formatMessage(eventMessages.cancelTitle)}
      text={
        event
          ? intl.formatMessage(eventMessages.cancelText, {
              title: event.title,
              date: formatFullDate(event.date),
            })
          : intl.formatMessage(eventMessages.cancelTitle)
      }
      button={intl.formatMessage(eventMessages.cancelButton)}
      doneTitle={intl.formatMessage(eventMessages.alreadyCancelledTitle)}
      doneText={intl.formatMessage(eventMessages.alreadyCancelledText)}
      crumb={[
        { label: section.label, to: section.to },
        ...(event ? [{ label: event.title, to: `/events/${event.id}` }] : []),
        { label: intl.formatMessage(eventMessages.cancelCrumb) },
      ]}
      back={back}
    />
  );
}

/** /events/:id/cancelled: where a cancellation lands (post/redirect/get). */
export function EventCancelledPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const event = localizedEvent(id);
  if (!event) return <RecordNotFound {...eventNotFoundIn(intl)} />;
  const eventPath = `/events/${event.id}`;
  const section = eventsSectionIn(intl);
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(eventMessages.cancelledTitle)}
      message={intl.formatMessage(eventMessages.cancelledText, { title: event.title })}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: section.label, to: section.to },
        { label: event.title, to: eventPath },
        { label: intl.formatMessage(eventMessages.cancelCrumb) },
      ]}
      back={{ to: eventPath, label: intl.formatMessage(eventMessages.backToEvent) }}
    />
  );
}
