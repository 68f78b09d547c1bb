import { useIntl } from 'react-intl';
import { notify, useActionForm } from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { refreshRegistrations, useRegisteredCount } from '../events-store';
import { eventMessages } from '../messages';
import { emptyRegistration, registerPath, validateRegistration, WHOLE_REGISTRATION } from './schema';

/** One fetcher per event: the list's dialog and the event page's form of an event share its submission. */
export const registrationKey = (id: number) => `event-register-${id}`;

/** Stands in for the event while none is chosen (the list's dialog before it first opens). */
const NO_EVENT = { id: 0, registered: 0 };

export interface RegistrationFormOptions {
  /** The prefix of the form's ids: `${idPrefix}-name`, …; `${idPrefix}-event` names the form as a whole. */
  idPrefix: string;
  /** After the city accepted the registration (the form is already cleared), with its confirmation address. */
  onDone: (location: string) => void;
}

/**
 * An event's registration form (useActionForm with the registration's own options), for the list's dialog,
 * the event page's card and the register page alike: its submission goes to the route action of
 * /events/:id/register. The spec's 1.5 s wait is the action's (busy meanwhile); a failure raises the spec's
 * "Registration Failed" toast and keeps what was typed. A full event goes on to the action, whose same check
 * answers it in the error summary; the counts shown then follow the store's.
 */
export function useRegistration(event: CityEvent | null, { idPrefix, onDone }: RegistrationFormOptions) {
  const intl = useIntl();
  const registered = useRegisteredCount(event ?? NO_EVENT);
  const controlId = (field: string) => `${idPrefix}-${field}`;
  const form = useActionForm<EventRegistration>({
    key: registrationKey(event?.id ?? 0),
    empty: () => emptyRegistration,
    // The browser checks the fields; whether a place remains is the action's to say (error summary).
    validate: (values) =>
      event
        ? validateRegistration(values, event, registered, intl).filter(
            (problem) => problem.field !== WHOLE_REGISTRATION,
          )
        : [],
    controlId,
    onDone,
    onInvalid: (problems) => {
      // The last places went meanwhile: the counts shown (and the Register buttons) follow the store's.
      if (problems.some((problem) => problem.field === WHOLE_REGISTRATION)) void refreshRegistrations();
    },
    onFailed: () =>
      notify({
        title: intl.formatMessage(eventMessages.failedTitle),
        description: intl.formatMessage(eventMessages.failedMessage),
        variant: 'destructive',
      }),
  });
  return {
    ...form,
    action: event ? registerPath(event.id) : undefined,
    controlId,
    /** The browser's own check before sending: false without an event, or with a field to correct. */
    check: () => event !== null && form.check(),
  };
}
