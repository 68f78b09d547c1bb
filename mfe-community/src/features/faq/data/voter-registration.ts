import { VOTER_REGISTRATION_APPLICATION_FILE, siteFileHref } from '../../../documents/document-paths';
import {
  currentLocale,
  DEFAULT_LOCALE,
  localizeRecords,
  type Locale,
  type Localized,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import electionDateRecords, {
  translations as electionDateTranslations,
} from '../../../content/election-dates/index.collection';
import pollingLocationRecords, {
  translations as pollingLocationTranslations,
} from '../../../content/polling-locations/index.collection';
import registrationMethodRecords, {
  translations as registrationMethodTranslations,
} from '../../../content/registration-methods/index.collection';
import type { ElectionDate, PollingLocation, VoterRegistrationMethod } from '../../../content/schema';
import { areaIntl } from '../../../i18n/area-intl';
import type { FaqPageText } from '../../../types/content';
import { faqMessages as m } from '../messages';
import { VOTER_REGISTRATION_PATH } from './faq-addresses';

const english = areaIntl.intl(DEFAULT_LOCALE);

/** The page's address, heading and lead (also its search record's and its structured data's). */
export function voterRegistrationPageIn(intl: IntlShape): FaqPageText {
  return {
    path: VOTER_REGISTRATION_PATH,
    title: intl.formatMessage(m.voterTitle),
    description: intl.formatMessage(m.voterDescription),
  };
}

export const voterRegistrationPage: FaqPageText = voterRegistrationPageIn(english);

/** The state's online voter registration site (Springfield, Illinois). */
export const STATE_REGISTRATION_URL = 'https://ova.elections.il.gov/';

/**
 * The Illinois State Board of Elections' registration lookup. The state, not the city, holds voter
 * registrations, so Check Status leads there.
 */
export const STATE_REGISTRATION_LOOKUP_URL = 'https://ova.elections.il.gov/RegistrationLookup.aspx';

/** The printable mail-in registration form: a PDF the area's build makes (src/documents), on the site's origin. */
export const VOTER_REGISTRATION_APPLICATION_FORM_HREF = siteFileHref(VOTER_REGISTRATION_APPLICATION_FILE);

export function voterEligibilityIn(intl: IntlShape): readonly string[] {
  return [m.eligibleCitizen, m.eligibleAge, m.eligibleResidence, m.eligibleSentence, m.eligibleElsewhere].map(
    (rule) => intl.formatMessage(rule),
  );
}

export const voterEligibility: readonly string[] = voterEligibilityIn(english);

/** The ways to register, in their order (src/content/registration-methods). */
export const registrationMethods = registrationMethodRecords as readonly VoterRegistrationMethod[];

/** The coming election's key dates, in date order (src/content/election-dates). */
export const electionDates = electionDateRecords as readonly ElectionDate[];

/** The polling places, in their order (src/content/polling-locations). */
export const pollingLocations = pollingLocationRecords as readonly PollingLocation[];

/** The ways to register in a language (the page's by default). */
export function registrationMethodsIn(
  locale: Locale = currentLocale(),
): readonly Localized<VoterRegistrationMethod>[] {
  return localizeRecords(registrationMethods, registrationMethodTranslations, locale);
}

/** The election's key dates in a language (the page's by default). */
export function electionDatesIn(locale: Locale = currentLocale()): readonly Localized<ElectionDate>[] {
  return localizeRecords(electionDates, electionDateTranslations, locale);
}

/** The polling places in a language (the page's by default): their names and addresses stay as they are. */
export function pollingLocationsIn(locale: Locale = currentLocale()): readonly Localized<PollingLocation>[] {
  return localizeRecords(pollingLocations, pollingLocationTranslations, locale);
}

/** The year of the coming election: its last key date's (the dates section's heading names it). */
export const electionYear = electionDates.at(-1)?.date.slice(0, 4) ?? '';
