import { useState, type MouseEvent } from 'react';
import { Button, ButtonLink, Card, notify } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { useEventsStore } from '../events-store';
import { useRegistration } from '../hooks/use-registration';
import { isRegistrationOpen } from '../utils/capacity';
import {
  REGISTRATION_SUBMITTED_MESSAGE,
  registerPath,
  registrationSubmittedTitle,
} from '../utils/registration-form';
import { isPlainClick } from '../utils/plain-click';
import { RegistrationFormCard } from './registration-form-card';

export interface EventRegisterCardProps {
  event: CityEvent;
  registered: number;
}

const ID_PREFIX = 'event-register';

/**
 * The event page's registration: Register Now opens an inline form (a link to the event's register page,
 * which it is without script or before the page comes alive); the form goes to that page's route action,
 * then the spec's words (its alert, now a success toast) and the form closes. The card shows only while
 * places remain and the form is closed.
 */
export function EventRegisterCard({ event, registered }: EventRegisterCardProps) {
  const [formOpen, setFormOpen] = useState(false);
  const register = useEventsStore((state) => state.register);
  const form = useRegistration(event, {
    idPrefix: ID_PREFIX,
    onDone: () => {
      // The city has the registration: the page's count shows it at once (and after a reload).
      register(event.id);
      notify({
        title: registrationSubmittedTitle(event),
        description: REGISTRATION_SUBMITTED_MESSAGE,
        variant: 'success',
      });
      setFormOpen(false);
    },
  });
  const openForm = (click: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(click)) return;
    click.preventDefault();
    setFormOpen(true);
  };

  if (formOpen) {
    return (
      <RegistrationFormCard
        form={form}
        idPrefix={ID_PREFIX}
        cancel={
          <Button onClick={() => setFormOpen(false)} disabled={form.busy}>
            Cancel
          </Button>
        }
      />
    );
  }

  if (!isRegistrationOpen(registered, event.capacity)) return null;

  return (
    <Card
      as="section"
      className="ne-event-side-card ne-event-side-card--accent"
      aria-labelledby={`${ID_PREFIX}-title`}
    >
      <h2 id={`${ID_PREFIX}-title`}>Register for This Event</h2>
      <p>Reserve your place. Registration is free and takes less than a minute.</p>
      <ButtonLink variant="primary" size="large" block to={registerPath(event.id)} onClick={openForm}>
        Register Now
      </ButtonLink>
    </Card>
  );
}
