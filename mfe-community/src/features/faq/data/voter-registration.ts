import { VOTER_REGISTRATION_APPLICATION_FILE, siteFileHref } from '../../../documents/document-paths';
import type {
  ElectionDate,
  FaqPageText,
  PollingLocation,
  VoterRegistrationMethod,
} from '../../../types/content';

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

export const registrationMethods: readonly VoterRegistrationMethod[] = [
  {
    method: 'Online Registration',
    description: "Register on the state's online voter registration website.",
    requirements: "Valid state driver's license or state ID card",
    processing: 'Immediate confirmation',
    deadline: '15 days before the election',
  },
  {
    method: 'Mail-In Registration',
    description: 'Download, print and mail a completed voter registration form to the City Clerk.',
    requirements: 'Completed form and a copy of a valid ID',
    processing: '2-3 weeks',
    deadline: 'Postmarked at least 15 days before the election',
  },
  {
    method: 'In-Person Registration',
    description: "Register at the City Clerk's office at City Hall during office hours.",
    requirements: 'Two forms of ID, one showing your current address',
    processing: 'Immediate',
    deadline: '15 days before the election',
  },
];

export const electionDates: readonly ElectionDate[] = [
  {
    event: 'Voter Registration Deadline',
    date: '2024-10-23',
    description: 'Last day to register to vote in the general election.',
  },
  {
    event: 'Early Voting Begins',
    date: '2024-10-28',
    description: 'Vote early in person at City Hall.',
  },
  {
    event: 'Absentee Ballot Request Deadline',
    date: '2024-11-02',
    description: 'Last day to request a mail-in absentee ballot.',
  },
  {
    event: 'Election Day',
    date: '2024-11-05',
    description: 'Polls are open from 7:00 AM to 7:00 PM.',
  },
];

export const pollingLocations: readonly PollingLocation[] = [
  {
    name: 'Springfield City Hall',
    address: '100 Main Street, Springfield, IL 62701',
    precincts: ['1A', '1B', '2A'],
    accessibility: 'Fully ADA accessible',
  },
  {
    name: 'Lincoln Elementary School',
    address: '450 Lincoln Avenue, Springfield, IL 62702',
    precincts: ['2B', '3A', '3B'],
    accessibility: 'Fully ADA accessible',
  },
  {
    name: 'Springfield Public Library',
    address: '300 Oak Street, Springfield, IL 62701',
    precincts: ['4A', '4B', '5A'],
    accessibility: 'Fully ADA accessible',
  },
  {
    name: 'Westside Community Center',
    address: '820 West Jefferson Street, Springfield, IL 62704',
    precincts: ['5B', '6A', '6B'],
    accessibility: 'Fully ADA accessible',
  },
];
