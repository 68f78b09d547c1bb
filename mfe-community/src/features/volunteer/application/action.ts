import {
  DEFAULT_LOCALE,
  formAction,
  requestLocale,
  textOf,
  tickedIn,
  type FieldProblem,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import type { Availability, VolunteerApplication } from '../../../types/content';
import { fieldProblems } from '../../../components/form/form-problems';
import { areaIntl } from '../../../i18n/area-intl';
import { availabilityOptions } from '../data/volunteer-content';
import { volunteerMessages as m } from '../messages';
import { getVolunteerOpportunity } from '../data/volunteer-opportunities';
import { validateVolunteerApplication, type VolunteerField } from './schema';
import { volunteerStore } from './store';

/**
 * An application as it was sent: the fields named by VolunteerApplication's keys. The availability is what the
 * select sent, which need not be one of its options (a forged or stale form): the server checks it.
 */
export type SentVolunteerApplication = Omit<VolunteerApplication, 'availability'> & { availability: string };

/** The inline error of an availability that is not one of the select's options (English). */
export const UNKNOWN_AVAILABILITY_MESSAGE = areaIntl
  .intl(DEFAULT_LOCALE)
  .formatMessage(m.unknownAvailability);

export const isAvailability = (value: string): value is Availability =>
  availabilityOptions.some((option) => option.value === value);

export function readVolunteerApplication(form: FormData): SentVolunteerApplication {
  return {
    name: textOf(form, 'name'),
    email: textOf(form, 'email'),
    phone: textOf(form, 'phone'),
    experience: textOf(form, 'experience'),
    availability: textOf(form, 'availability'),
    motivation: textOf(form, 'motivation'),
    emergencyContact: textOf(form, 'emergencyContact'),
    hasTransportation: tickedIn(form, 'hasTransportation'),
    agreeToBackground: tickedIn(form, 'agreeToBackground'),
  };
}

/** The application as the form shows it: an availability that is not an option shows as none chosen. */
export function volunteerApplicationOf(sent: SentVolunteerApplication): VolunteerApplication {
  return { ...sent, availability: isAvailability(sent.availability) ? sent.availability : '' };
}

/**
 * The checks of a sent application: the browser's own (validateVolunteerApplication, in the spec's order),
 * then that the availability, when given, is one of the options.
 */
export function checkSentApplication(
  sent: SentVolunteerApplication,
  intl: IntlShape = areaIntl.intl(DEFAULT_LOCALE),
): FieldProblem<VolunteerField>[] {
  const problems = fieldProblems(validateVolunteerApplication(volunteerApplicationOf(sent), intl));
  if (sent.availability !== '' && !isAvailability(sent.availability)) {
    problems.push({ field: 'availability', message: intl.formatMessage(m.unknownAvailability) });
  }
  return problems;
}

const sendApplication = formAction<SentVolunteerApplication>({
  read: readVolunteerApplication,
  // The messages in the language of the page the form was sent from (its address says).
  validate: (sent, { request }) => checkSentApplication(sent, areaIntl.intl(requestLocale(request))),
  // On the server: stored once per submission key, with its receipt queued (see ./store.ts).
  accept: async (sent, { params, request }, key) => {
    const received = await volunteerStore
      .get()
      .apply(params.id ?? '', volunteerApplicationOf(sent), key, requestLocale(request));
    return received.location;
  },
});

/**
 * The route action of /volunteer/:id/apply: the same checks in the browser and on the server. An unknown
 * opportunity takes no application: the page answers 404 with its not-found view.
 */
export function volunteerApplyAction(args: ActionFunctionArgs) {
  if (!getVolunteerOpportunity(args.params.id ?? '')) return data(null, { status: 404 });
  return sendApplication(args);
}
