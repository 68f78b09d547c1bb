import type { IntlShape } from 'react-intl';
import { textOf, type FieldProblem } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { eventMessages } from '../messages';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { isBlank, isOneLine, looksLikeEmail } from '../../../utils/form-checks';
import { isRegistrationOpen } from '../utils/capacity';

/** A field of the registration form: its `name` in the form sent. */
export type RegistrationField = keyof EventRegistration;

/** What a problem of the registration as a whole (the event is full) names instead of a field. */
export const WHOLE_REGISTRATION = 'event';

export const emptyRegistration: EventRegistration = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  notes: '',
};

/** The page of an event's registration form, where its action is (the address of the list's dialog too). */
export const registerPath = (id: number) => `/events/${id}/register`;

/** Where an accepted registration lands without script (post/redirect/get). */
export const registeredPath = (id: number) => `/events/${id}/registered`;

/** The spec's toast after a registration (the list's dialog), and the confirmation page's words. */
export const REGISTRATION_SUCCESS_TITLE = 'Registration Successful!';
export const registrationSuccessMessage = (event: Pick<CityEvent, 'title'>) =>
  `You've been registered for ${event.title}. A confirmation email will be sent shortly.`;

/** The spec's failure toast: the registration did not reach the city; what was typed is kept. */
export const REGISTRATION_FAILED_TITLE = 'Registration Failed';
export const REGISTRATION_FAILED_MESSAGE = 'Unable to complete registration. Please try again.';

/** The event page's words after a registration (the spec's alert there, now a toast). */
export const registrationSubmittedTitle = (event: Pick<CityEvent, 'title'>) =>
  `Registration submitted for ${event.title}!`;
export const REGISTRATION_SUBMITTED_MESSAGE = 'You will receive a confirmation email shortly.';

export const NAME_REQUIRED = 'Please enter your full name.';
export const EMAIL_REQUIRED = 'Please enter your email address.';
export const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

/** The page of a registration mail's cancel link (`?token=`), its action's id (addresses.ts), the link's purpose. */
export { CANCEL_PATH, CANCEL_ROUTE_ID, REGISTER_ROUTE_ID } from './addresses';
export const CANCEL_PURPOSE = 'registration-cancel';
/** Where a cancelled registration lands (post/redirect/get). */
export const cancelledPath = (id: number) => `/events/${id}/cancelled`;

/** The longest full name taken: it is the greeting of the confirmation mail (one line). */
export const NAME_MAX_LENGTH = 100;

/** The registration as sent (fields named by EventRegistration's keys); absent fields are empty. */
export function readRegistration(form: FormData): EventRegistration {
  return {
    name: textOf(form, 'name'),
    email: textOf(form, 'email'),
    phone: textOf(form, 'phone'),
    organization: textOf(form, 'organization'),
    notes: textOf(form, 'notes'),
  };
}

/** "This event is full. …" in the language of `intl` (the event's title in it: pass the localized event). */
export function registrationFullIn(intl: IntlShape, event: Pick<CityEvent, 'title'>): string {
  return intl.formatMessage(eventMessages.eventFull, { title: event.title });
}

/**
 * The registration's one check, in the browser and on the server: the full name and the e-mail are given (not
 * only spaces), the e-mail looks like one; phone, organization and notes are optional. Given the registered
 * count a page shows (in the browser), a place must remain too; on the server the store decides that when it
 * takes the place (see ./store.ts). The messages are in the language of `intl`: the
 * page's in the browser, the request's in an action (the event given in that language too).
 */
export function validateRegistration(
  values: EventRegistration,
  event: CityEvent,
  registered?: number,
  intl: IntlShape = areaIntl.intl(),
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (registered !== undefined && !isRegistrationOpen(registered, event.capacity)) {
    problems.push({ field: WHOLE_REGISTRATION, message: registrationFullIn(intl, event) });
  }
  if (isBlank(values.name)) {
    problems.push({ field: 'name', message: intl.formatMessage(eventMessages.nameRequired) });
  } else if (!isOneLine(values.name, NAME_MAX_LENGTH)) {
    problems.push({
      field: 'name',
      message: intl.formatMessage(eventMessages.nameTooLong, { max: NAME_MAX_LENGTH }),
    });
  }
  if (isBlank(values.email)) {
    problems.push({ field: 'email', message: intl.formatMessage(eventMessages.emailRequired) });
  } else if (!looksLikeEmail(values.email)) {
    problems.push({ field: 'email', message: intl.formatMessage(eventMessages.emailInvalid) });
  }
  return problems;
}
