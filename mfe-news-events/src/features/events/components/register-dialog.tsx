import { useId, useState, type FormEvent } from 'react';
import { Button, formatFullDate, TextArea, TextField } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { Dialog } from '@springfield/shared/dialog';
import { useRegistration, type RegistrationDetails } from '../hooks/use-registration';

export interface RegisterDialogProps {
  open: boolean;
  /** The event being registered for; null when the dialog is closed. */
  event: CityEvent | null;
  onClose: () => void;
}

const empty: RegistrationDetails = { name: '', email: '', phone: '', notes: '' };

/** The events list's registration dialog. */
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
    <Dialog
      open={open}
      title={event ? `Register for ${event.title}` : 'Register for event'}
      onClose={onClose}
      busy={submitting}
      keepMounted
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={`${id}-form`} disabled={!complete || submitting}>
            {submitting ? 'Registering...' : 'Complete Registration'}
          </Button>
        </>
      }
    >
      {event ? (
        <p className="ne-event-dialog__when">
          {formatFullDate(event.date)}, {event.startTime} - {event.endTime} at {event.location}
        </p>
      ) : null}
      <form id={`${id}-form`} className="ne-event-form" onSubmit={onSubmit} noValidate>
        <TextField
          id={`${id}-name`}
          label="Full Name"
          required
          autoComplete="name"
          value={details.name}
          onChange={change('name')}
        />
        <TextField
          id={`${id}-email`}
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={change('email')}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          value={details.phone}
          onChange={change('phone')}
        />
        <TextArea
          id={`${id}-notes`}
          label="Additional Notes"
          rows={3}
          placeholder="Accessibility needs, questions or comments"
          value={details.notes}
          onChange={change('notes')}
        />
      </form>
    </Dialog>
  );
}
