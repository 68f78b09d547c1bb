import { useState, type FormEvent, type MouseEvent } from 'react';
import { Button, ButtonLink, Card, ErrorSummary, notify } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { useRegistration } from '../hooks/use-registration';
import { isRegistrationOpen } from '../utils/capacity';
import {
  REGISTRATION_SUBMITTED_MESSAGE,
  registerPath,
  registrationSubmittedTitle,
} from '../utils/registration-form';
import { isPlainClick } from '../utils/plain-click';
import { RegistrationFields } from './registration-fields';

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
  const form = useRegistration(event, {
    idPrefix: ID_PREFIX,
    onDone: () => {
      notify({
        title: registrationSubmittedTitle(event),
        description: REGISTRATION_SUBMITTED_MESSAGE,
        variant: 'success',
      });
      setFormOpen(false);
    },
  });
  const { fetcher, busy } = form;

  const onSubmit = (formEvent: FormEvent<HTMLFormElement>) => {
    if (busy || !form.check()) formEvent.preventDefault();
  };

  const openForm = (click: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(click)) return;
    click.preventDefault();
    setFormOpen(true);
  };

  if (formOpen) {
    return (
      <Card as="section" className="ne-event-side-card" aria-labelledby={`${ID_PREFIX}-event`}>
        <h2 id={`${ID_PREFIX}-event`}>Event Registration</h2>
        <fetcher.Form
          method="post"
          action={form.action}
          className="ne-event-form"
          onSubmit={onSubmit}
          noValidate
        >
          {form.problems ? <ErrorSummary problems={form.problems} controlId={form.controlId} /> : null}
          <RegistrationFields
            idPrefix={ID_PREFIX}
            values={form.values}
            errors={form.errors}
            onChange={form.update}
            labels={{ email: 'Email', phone: 'Phone', notes: 'Questions or Comments' }}
            organization
          />
          <div className="ne-event-form__actions">
            <Button onClick={() => setFormOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" disabled={busy}>
              {busy ? 'Registering...' : 'Submit Registration'}
            </Button>
          </div>
        </fetcher.Form>
      </Card>
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
