import { DEFAULT_LOCALE } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import type { VolunteerApplication } from '../../../types/content';
import type { FormProblem } from '../../../components/form/form-problems';
import { areaIntl } from '../../../i18n/area-intl';
import { volunteerMessages as m } from '../messages';

export const emptyVolunteerApplication: VolunteerApplication = {
  name: '',
  email: '',
  phone: '',
  experience: '',
  availability: '',
  motivation: '',
  emergencyContact: '',
  hasTransportation: false,
  agreeToBackground: false,
};

export type VolunteerField = keyof VolunteerApplication;

/**
 * The checks in the order their messages are given; an empty list means the form may be sent. The messages
 * are in the intl's language: the page's in the browser, the request's in the route's action.
 */
export function validateVolunteerApplication(
  values: VolunteerApplication,
  intl: IntlShape = areaIntl.intl(),
): FormProblem<VolunteerField>[] {
  const problems: FormProblem<VolunteerField>[] = [];
  const missing: FormProblem<VolunteerField>['fields'][number][] = [];
  if (!values.name.trim()) missing.push({ field: 'name', message: intl.formatMessage(m.nameRequired) });
  if (!values.email.trim()) missing.push({ field: 'email', message: intl.formatMessage(m.emailRequired) });
  if (missing.length) {
    problems.push({
      title: intl.formatMessage(m.missingTitle),
      description: intl.formatMessage(m.missingText),
      fields: missing,
    });
  }
  if (!values.agreeToBackground) {
    const message = intl.formatMessage(m.backgroundText);
    problems.push({
      title: intl.formatMessage(m.backgroundTitle),
      description: message,
      fields: [{ field: 'agreeToBackground', message }],
    });
  }
  return problems;
}

const english = areaIntl.intl(DEFAULT_LOCALE);

/** The success toast's title, and the heading of the page a sent application lands on without script. */
export const VOLUNTEER_SUCCESS_TITLE = english.formatMessage(m.successTitle);

/** When the application could not reach the city (no connection, a server error): the form keeps what was typed. */
export const VOLUNTEER_FAILED_TITLE = english.formatMessage(m.failedTitle);
export const VOLUNTEER_FAILED_MESSAGE = english.formatMessage(m.failedMessage);

/** The success toast's text, in the intl's language (the page's by default). */
export function volunteerSuccessMessage(opportunityTitle: string, intl: IntlShape = areaIntl.intl()): string {
  return intl.formatMessage(m.successMessage, { title: opportunityTitle });
}
