import { useId, useState, type FormEvent } from 'react';
import { Button, Card, TextArea, TextField } from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { isRegistrationOpen } from '../utils/capacity';
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

  const change = (field: keyof EventRegistration) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

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
          <TextField
            id={`${id}-name`}
            label="Full Name"
            required
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
          />
          <TextField
            id={`${id}-email`}
            label="Email"
            required
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
          />
          <TextField
            id={`${id}-phone`}
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change('phone')}
          />
          <TextField
            id={`${id}-organization`}
            label="Organization"
            autoComplete="organization"
            value={values.organization}
            onChange={change('organization')}
          />
          <TextArea
            id={`${id}-notes`}
            label="Questions or Comments"
            rows={3}
            value={values.notes}
            onChange={change('notes')}
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
