import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, Card, ErrorSummary, PageHeader, RecordNotFound, sharedWord } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { areaIntl } from '../../../i18n/area-intl';
import { eventNotFoundIn, eventsSectionIn, type ShownEvent } from '../data/events';
import { useEventsStore, useLiveCapacity, useLiveRegistrations, useRegisteredCount } from '../events-store';
import { useRegistration } from './use-registration';
import { eventMessages } from '../messages';
import { isRegistrationOpen } from '../utils/capacity';
import { localizedEvent } from '../utils/event-queries';
import { eventWhenIn } from '../utils/event-times';
import { RegistrationFormCard } from './registration-form-card';
import '../events.css';

const ID_PREFIX = 'register';

/**
 * "Saturday, January 18, 2025, 10:00 AM - 12:00 PM at Springfield Public Library, Community Room", in the
 * page's language (pass the event in it).
 */
export function eventWhen(event: CityEvent): string {
  return eventWhenIn(areaIntl.intl(), event);
}

/**
 * /events/:id/register: the event's registration form as a page of its own, where its route action is. The
 * Register links of the list and of the event page lead here without script (with script they open the
 * dialog or the inline form, which send to the same action). Accepted, it goes on to /events/:id/registered.
 */
export function EventRegisterPage({ id }: { id: string }) {
  const intl = useIntl();
  const event = localizedEvent(id);
  if (!event) return <RecordNotFound {...eventNotFoundIn(intl)} />;
  return <RegisterView event={event} />;
}

function RegisterView({ event: published }: { event: ShownEvent }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const register = useEventsStore((state) => state.register);
  useLiveRegistrations();
  // Its capacity as the organisers set it (issue 44): whether the form shows.
  const event = useLiveCapacity(published);
  const registered = useRegisteredCount(event);
  const form = useRegistration(event, {
    idPrefix: ID_PREFIX,
    onDone: (location) => {
      register(event.id);
      navigate(location);
    },
  });
  const eventPath = `/events/${event.id}`;
  const open = isRegistrationOpen(registered, event.capacity);
  const section = eventsSectionIn(intl);

  return (
    <>
      <PageHeader
        title={intl.formatMessage(eventMessages.registerFor, { title: event.title })}
        description={eventWhenIn(intl, event)}
        breadcrumb={[
          { label: sharedWord('home'), to: '/' },
          { label: section.label, to: section.to },
          { label: event.title, to: eventPath },
          { label: intl.formatMessage(eventMessages.registerCrumb) },
        ]}
        back={{ to: eventPath, label: intl.formatMessage(eventMessages.backToEvent) }}
      />
      <div className="sf-container ne-event-register">
        {open ? (
          <RegistrationFormCard
            form={form}
            idPrefix={ID_PREFIX}
            className="ne-event-register__card"
            cancel={<ButtonLink to={eventPath}>{intl.formatMessage(eventMessages.cancel)}</ButtonLink>}
          />
        ) : (
          <Card
            as="section"
            className="ne-event-side-card ne-event-register__card"
            aria-labelledby={`${ID_PREFIX}-event`}
          >
            {form.problems ? <ErrorSummary problems={form.problems} controlId={form.controlId} /> : null}
            <h2 id={`${ID_PREFIX}-event`}>{intl.formatMessage(eventMessages.registrationFull)}</h2>
            <p>{intl.formatMessage(eventMessages.fullText)}</p>
            <ButtonLink to={section.to}>{intl.formatMessage(eventMessages.backToEvents)}</ButtonLink>
          </Card>
        )}
      </div>
    </>
  );
}
