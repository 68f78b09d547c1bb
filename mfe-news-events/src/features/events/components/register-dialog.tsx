import { Button, Modal } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { formatFullDate, type CityEvent } from '@springfield/shared';
import { useRegistration, type RegistrationDetails } from '../hooks/use-registration';
import { FormField } from './form-field';

export interface RegisterDialogProps {
  open: boolean;
  /** The event being registered for; null when the dialog is closed. */
  event: CityEvent | null;
  onClose: () => void;
}

const empty: RegistrationDetails = { name: '', email: '', phone: '', notes: '' };

/** The events list's registration dialog (spec document 1, sections 4 and 5). */
export function RegisterDialog({ open, event, onClose }: RegisterDialogProps) {
  const [details, setDetails] = useState<RegistrationDetails>(empty);
  const { submitting, submit } = useRegistration(event);
  const id = useId();
  const complete = details.name.trim() !== '' && details.email.trim() !== '';

  const change = (field: keyof RegistrationDetails) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }));

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!complete || submitting) return;
    if (await submit(details)) {
      setDetails(empty);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={event ? `Register for ${event.title}` : 'Register for event'}
      onCancel={submitting ? undefined : onClose}
      closable={!submitting}
      mask={{ closable: !submitting }}
      keyboard={!submitting}
      footer={null}
      destroyOnHidden={false}
    >
      {event ? (
        <p className="ne-event-dialog__when">
          {formatFullDate(event.date)}, {event.startTime} - {event.endTime} at {event.location}
        </p>
      ) : null}
      <form className="ne-event-form" onSubmit={onSubmit} noValidate>
        <FormField id={`${id}-name`} label="Full Name" required>
          <input
            className="sf-input"
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            required
            aria-required="true"
            value={details.name}
            onChange={(e) => change('name')(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-email`} label="Email Address" required>
          <input
            className="sf-input"
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            aria-required="true"
            value={details.email}
            onChange={(e) => change('email')(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone Number">
          <input
            className="sf-input"
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={details.phone}
            onChange={(e) => change('phone')(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-notes`} label="Additional Notes">
          <textarea
            className="sf-input"
            id={`${id}-notes`}
            rows={3}
            placeholder="Accessibility needs, questions or comments"
            value={details.notes}
            onChange={(e) => change('notes')(e.target.value)}
          />
        </FormField>
        <div className="ne-event-form__actions">
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" disabled={!complete || submitting}>
            {submitting ? 'Registering...' : 'Complete Registration'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
