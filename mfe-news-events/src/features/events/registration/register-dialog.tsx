import { useIntl } from 'react-intl';
import { Button, notify } from '@springfield/shared';
import { Dialog } from '@springfield/shared/dialog';
import type { ShownEvent } from '../data/events';
import { useEventsStore } from '../events-store';
import { useRegistration } from './use-registration';
import { eventMessages } from '../messages';
import { eventWhenIn } from '../utils/event-times';
import { RegistrationForm } from './registration-form';

export interface RegisterDialogProps {
  open: boolean;
  /** The event being registered for (the last one while the dialog closes). */
  event: ShownEvent | null;
  onClose: () => void;
}

const ID_PREFIX = 'register-dialog';

/**
 * The events list's registration dialog (at the event's /events/:id/register address). Its form goes to that
 * route's action: "Registering..." for the spec's 1.5 s, then the success toast, one more registered, the
 * form cleared and the dialog closed; a failure keeps the dialog and what was typed.
 */
export function RegisterDialog({ open, event, onClose }: RegisterDialogProps) {
  const intl = useIntl();
  const register = useEventsStore((state) => state.register);
  const form = useRegistration(event, {
    idPrefix: ID_PREFIX,
    onDone: () => {
      if (!event) return;
      register(event.id);
      notify({
        title: intl.formatMessage(eventMessages.successTitle),
        description: intl.formatMessage(eventMessages.successMessage, { title: event.title }),
        variant: 'success',
      });
      onClose();
    },
  });
  const { values, busy } = form;
  const complete = values.name.trim() !== '' && values.email.trim() !== '';

  return (
    <Dialog
      open={open}
      title={
        event
          ? intl.formatMessage(eventMessages.registerFor, { title: event.title })
          : intl.formatMessage(eventMessages.registerForEvent)
      }
      onClose={onClose}
      busy={busy}
      keepMounted
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {intl.formatMessage(eventMessages.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={`${ID_PREFIX}-form`} disabled={!complete || busy}>
            {intl.formatMessage(busy ? eventMessages.registering : eventMessages.completeRegistration)}
          </Button>
        </>
      }
    >
      {event ? (
        <p id={form.controlId('event')} className="ne-event-dialog__when">
          {eventWhenIn(intl, event)}
        </p>
      ) : null}
      <RegistrationForm
        form={form}
        idPrefix={ID_PREFIX}
        id={`${ID_PREFIX}-form`}
        labels={{
          email: intl.formatMessage(eventMessages.emailAddress),
          phone: intl.formatMessage(eventMessages.phoneNumber),
          notes: intl.formatMessage(eventMessages.additionalNotes),
        }}
        notesPlaceholder={intl.formatMessage(eventMessages.notesPlaceholder)}
      />
    </Dialog>
  );
}
