import { VOTER_REGISTRATION_APPLICATION_FILE, siteFileHref } from '../../../documents/document-paths';
import electionDateRecords from '../../../content/election-dates/index.collection';
import pollingLocationRecords from '../../../content/polling-locations/index.collection';
import registrationMethodRecords from '../../../content/registration-methods/index.collection';
import type { ElectionDate, PollingLocation, VoterRegistrationMethod } from '../../../content/schema';
import type { FaqPageText } from '../../../types/content';

/** The page's address, heading and lead (also its search record's and its structured data's). */
export const voterRegistrationPage: FaqPageText = {
  path: '/faq/voter-registration',
  title: 'Voter Registration',
  description: 'Everything you need to register, check your status and vote in Springfield.',
};

/** The state's online voter registration site (Springfield, Illinois). */
export const STATE_REGISTRATION_URL = 'https://ova.elections.il.gov/';

/**
 * The Illinois State Board of Elections' registration lookup. The state, not the city, holds voter
 * registrations, so Check Status leads there.
 */
export const STATE_REGISTRATION_LOOKUP_URL = 'https://ova.elections.il.gov/RegistrationLookup.aspx';

/** The printable mail-in registration form: a PDF the area's build makes (src/documents), on the site's origin. */
export const VOTER_REGISTRATION_APPLICATION_FORM_HREF = siteFileHref(VOTER_REGISTRATION_APPLICATION_FILE);

export const voterEligibility: readonly string[] = [
  'Be a United States citizen',
  'Be at least 18 years old by Election Day',
  'Live at your current Springfield address for at least 30 days before the election',
  'Not be serving a sentence in a correctional institution for a felony conviction',
  'Not claim the right to vote anywhere else',
];

/** The ways to register, in their order (src/content/registration-methods). */
export const registrationMethods = registrationMethodRecords as readonly VoterRegistrationMethod[];

/** The coming election's key dates, in date order (src/content/election-dates). */
export const electionDates = electionDateRecords as readonly ElectionDate[];

/** The polling places, in their order (src/content/polling-locations). */
export const pollingLocations = pollingLocationRecords as readonly PollingLocation[];

/** The year of the coming election: its last key date's (the dates section's heading names it). */
export const electionYear = electionDates.at(-1)?.date.slice(0, 4) ?? '';
