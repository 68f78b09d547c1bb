import { useId, useState, type FormEvent } from 'react';
import { Button, Card } from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { isRegistrationOpen } from '../utils/capacity';
import { RegistrationFields } from './registration-fields';
import { NoScriptAlternative } from '@springfield/shared';

export interface EventRegisterCardProps {
  event: CityEvent;
  registered: number;
}

const empty: EventRegistration = { name: '', email: '', phone: '', organization: '', notes: '' };

/**
 * The event page's registration: Register Now opens an inline form; submitting shows the
 * browser alert and closes it. The card shows only while places remain and the form is closed.
 */
export function EventRegisterCard({ event, registered }: EventRegisterCardProps) {
  const [formOpen, setFormOpen] = useState(false);
  const [values, setValues] = useState<EventRegistration>(empty);
  const id = useId();

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!values.name.trim() || !values.email.trim()) return;
    window.alert(`Registration submitted for ${event.title}! You will receive a confirmation email shortly.`);
    setValues(empty);
    setFormOpen(false);
  };

  if (formOpen) {
    return (
      <Card as="section" className="ne-event-side-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Event Registration</h2>
        <form className="ne-event-form" onSubmit={submit}>
          <RegistrationFields
            id={id}
            values={values}
            onChange={setValues}
            labels={{ email: 'Email', phone: 'Phone', notes: 'Questions or Comments' }}
          />
          <div className="ne-event-form__actions">
            <Button onClick={() => setFormOpen(false)}>Cancel</Button>
            <Button variant="primary" type="submit">
              Submit Registration
            </Button>
          </div>
        </form>
      </Card>
    );
  }

  if (!isRegistrationOpen(registered, event.capacity)) return null;

  return (
    <Card
      as="section"
      className="ne-event-side-card ne-event-side-card--accent"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Register for This Event</h2>
      <p>Reserve your place. Registration is free and takes less than a minute.</p>
      <NoScriptAlternative />
      <Button variant="primary" size="large" block onClick={() => setFormOpen(true)}>
        Register Now
      </Button>
    </Card>
  );
}
