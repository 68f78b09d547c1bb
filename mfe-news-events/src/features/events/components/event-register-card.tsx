import { useId, useState, type FormEvent } from 'react';
import { Button, type CityEvent, type EventRegistration } from '@springfield/shared';
import { isRegistrationOpen } from '../utils/capacity';
import { FormField } from './form-field';
import { NoScriptAlternative } from '@springfield/shared';

export interface EventRegisterCardProps {
  event: CityEvent;
  registered: number;
}

const empty: EventRegistration = { name: '', email: '', phone: '', organization: '', notes: '' };

/**
 * The event page's registration (spec document 2): Register Now opens an inline form; submitting shows the
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
      <section className="ne-event-side-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Event Registration</h2>
        <form className="ne-event-form" onSubmit={submit}>
          <FormField id={`${id}-name`} label="Full Name" required>
            <input
              className="sf-input"
              id={`${id}-name`}
              type="text"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => change('name')(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-email`} label="Email" required>
            <input
              className="sf-input"
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => change('email')(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-phone`} label="Phone">
            <input
              className="sf-input"
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => change('phone')(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-organization`} label="Organization">
            <input
              className="sf-input"
              id={`${id}-organization`}
              type="text"
              autoComplete="organization"
              value={values.organization}
              onChange={(e) => change('organization')(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-notes`} label="Questions or Comments">
            <textarea
              className="sf-input"
              id={`${id}-notes`}
              rows={3}
              value={values.notes}
              onChange={(e) => change('notes')(e.target.value)}
            />
          </FormField>
          <div className="ne-event-form__actions">
            <Button onClick={() => setFormOpen(false)}>Cancel</Button>
            <Button variant="primary" type="submit">
              Submit Registration
            </Button>
          </div>
        </form>
      </section>
    );
  }

  if (!isRegistrationOpen(registered, event.capacity)) return null;

  return (
    <section className="ne-event-side-card ne-event-side-card--accent" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Register for This Event</h2>
      <p>Reserve your place. Registration is free and takes less than a minute.</p>
      <NoScriptAlternative />
      <Button variant="primary" size="large" block onClick={() => setFormOpen(true)}>
        Register Now
      </Button>
    </section>
  );
}
