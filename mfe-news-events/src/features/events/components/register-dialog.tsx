import type { FormEvent } from 'react';
import { Button, ErrorSummary, SubmissionKey, formatFullDate, notify } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { Dialog } from '@springfield/shared/dialog';
import { useEventsStore } from '../events-store';
import { useRegistration } from '../hooks/use-registration';
import { REGISTRATION_SUCCESS_TITLE, registrationSuccessMessage } from '../utils/registration-form';
import { RegistrationFields } from './registration-fields';

export interface RegisterDialogProps {
  open: boolean;
  /** The event being registered for (the last one while the dialog closes). */
  event: CityEvent | null;
  onClose: () => void;
}

const ID_PREFIX = 'register-dialog';

/**
 * The events list's registration dialog (at the event's /events/:id/register address). Its form goes to that
 * route's action: "Registering..." for the spec's 1.5 s, then the success toast, one more registered, the
 * form cleared and the dialog closed; a failure keeps the dialog and what was typed.
 */
export function RegisterDialog({ open, event, onClose }: RegisterDialogProps) {
  const register = useEventsStore((state) => state.register);
  const form = useRegistration(event, {
    idPrefix: ID_PREFIX,
    onDone: () => {
      if (!event) return;
      register(event.id);
      notify({
        title: REGISTRATION_SUCCESS_TITLE,
        description: registrationSuccessMessage(event),
        variant: 'success',
      });
      onClose();
    },
  });
  const { fetcher, values, busy } = form;
  const complete = values.name.trim() !== '' && values.email.trim() !== '';

  const onSubmit = (formEvent: FormEvent<HTMLFormElement>) => {
    if (busy || !form.check()) formEvent.preventDefault();
  };

  return (
    <Dialog
      open={open}
      title={event ? `Register for ${event.title}` : 'Register for event'}
      onClose={onClose}
      busy={busy}
      keepMounted
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={`${ID_PREFIX}-form`} disabled={!complete || busy}>
            {busy ? 'Registering...' : 'Complete Registration'}
          </Button>
        </>
      }
    >
      {event ? (
        <p id={form.controlId('event')} className="ne-event-dialog__when">
          {formatFullDate(event.date)}, {event.startTime} - {event.endTime} at {event.location}
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={form.action}
        id={`${ID_PREFIX}-form`}
        className="ne-event-form"
        onSubmit={onSubmit}
        noValidate
      >
        {form.problems ? <ErrorSummary problems={form.problems} controlId={form.controlId} /> : null}
        <SubmissionKey round={form.round} />
        <RegistrationFields
          idPrefix={ID_PREFIX}
          values={values}
          errors={form.errors}
          onChange={form.update}
          labels={{ email: 'Email Address', phone: 'Phone Number', notes: 'Additional Notes' }}
          notesPlaceholder="Accessibility needs, questions or comments"
        />
      </fetcher.Form>
    </Dialog>
  );
}
