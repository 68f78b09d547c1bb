import { useNavigate } from 'react-router-dom';
import {
  ButtonLink,
  Card,
  ErrorSummary,
  PageHeader,
  RecordNotFound,
  formatFullDate,
} from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { eventNotFound, eventsSection } from '../data/events';
import { useEventsStore, useLiveRegistrations, useRegisteredCount } from '../events-store';
import { useRegistration } from '../hooks/use-registration';
import { isRegistrationOpen } from '../utils/capacity';
import { getEvent } from '../utils/event-queries';
import { RegistrationFormCard } from './registration-form-card';
import '../events.css';

const ID_PREFIX = 'register';

/** "Saturday, January 18, 2025, 10:00 AM - 12:00 PM at Springfield Public Library, Community Room". */
export function eventWhen(event: CityEvent): string {
  return `${formatFullDate(event.date)}, ${event.startTime} - ${event.endTime} at ${event.location}`;
}

/**
 * /events/:id/register: the event's registration form as a page of its own, where its route action is. The
 * Register links of the list and of the event page lead here without script (with script they open the
 * dialog or the inline form, which send to the same action). Accepted, it goes on to /events/:id/registered.
 */
export function EventRegisterPage({ id }: { id: string }) {
  const event = getEvent(id);
  if (!event) return <RecordNotFound {...eventNotFound} />;
  return <RegisterView event={event} />;
}

function RegisterView({ event }: { event: CityEvent }) {
  const navigate = useNavigate();
  const register = useEventsStore((state) => state.register);
  useLiveRegistrations();
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

  return (
    <>
      <PageHeader
        title={`Register for ${event.title}`}
        description={eventWhen(event)}
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: eventsSection.label, to: eventsSection.to },
          { label: event.title, to: eventPath },
          { label: 'Register' },
        ]}
        back={{ to: eventPath, label: 'Back to Event' }}
      />
      <div className="sf-container ne-event-register">
        {open ? (
          <RegistrationFormCard
            form={form}
            idPrefix={ID_PREFIX}
            className="ne-event-register__card"
            cancel={<ButtonLink to={eventPath}>Cancel</ButtonLink>}
          />
        ) : (
          <Card
            as="section"
            className="ne-event-side-card ne-event-register__card"
            aria-labelledby={`${ID_PREFIX}-event`}
          >
            {form.problems ? <ErrorSummary problems={form.problems} controlId={form.controlId} /> : null}
            <h2 id={`${ID_PREFIX}-event`}>Registration full</h2>
            <p>Every place at this event has been taken, so registration is closed.</p>
            <ButtonLink to={eventsSection.to}>Back to Events</ButtonLink>
          </Card>
        )}
      </div>
    </>
  );
}
