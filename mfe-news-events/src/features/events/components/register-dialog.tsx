import { useId, useState, type FormEvent } from 'react';
import { Button, formatFullDate } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { Dialog } from '@springfield/shared/dialog';
import { useRegistration, type RegistrationDetails } from '../hooks/use-registration';
import { RegistrationFields } from './registration-fields';

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
        <RegistrationFields
          id={id}
          values={details}
          onChange={setDetails}
          labels={{ email: 'Email Address', phone: 'Phone Number', notes: 'Additional Notes' }}
          notesPlaceholder="Accessibility needs, questions or comments"
        />
      </form>
    </Dialog>
  );
}
