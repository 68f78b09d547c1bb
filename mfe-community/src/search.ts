// The Programs & Community area's records for the site search (exposed as './search'), built from the data
// its pages render: change a program, an opportunity or an FAQ fact and its search record follows.
import { CONTRACT_VERSION, type SearchRecord, type SitemapPage } from '@springfield/shared';
import declaration from '../area.json';
import {
  parkingPaymentMethods,
  parkingPermitApplyPage,
  parkingPermitApplyPath,
  parkingPermitPage,
  parkingPermitSteps,
  parkingPermitTypes,
} from './features/faq/data/parking-permits';
import {
  electionDates,
  pollingLocations,
  registrationMethods,
  voterEligibility,
  voterRegistrationPage,
} from './features/faq/data/voter-registration';
import { feedbackCategories, feedbackGuidelines } from './features/feedback/data/feedback-content';
import { FEEDBACK_PATH } from './features/feedback/utils/feedback-addresses';
import { programPath, programs, PROGRAMS_PATH } from './features/programs/data/programs';
import { volunteerSteps, whyVolunteer } from './features/volunteer/data/volunteer-content';
import { volunteerOpportunities } from './features/volunteer/data/volunteer-opportunities';
import { VOLUNTEER_PATH } from './features/volunteer/utils/volunteer-addresses';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

const area = declaration.label;

export const records: readonly SearchRecord[] = [
  {
    id: 'programs',
    title: 'Programs & Initiatives',
    summary: programs.map((p) => p.title).join(', '),
    url: PROGRAMS_PATH,
    area,
    type: 'Page',
    keywords: ['programs', 'initiatives', 'city projects', 'grants'],
  },
  ...programs.map((program): SearchRecord => ({
    id: `program:${program.id}`,
    title: program.title,
    summary: program.description,
    body: [...program.goals, program.eligibility, ...program.documents.map((d) => d.name)].join(' '),
    url: programPath(program.id),
    area,
    type: 'Program',
    keywords: [...program.keywords],
  })),
  {
    id: 'volunteer',
    title: 'Volunteer Opportunities',
    summary: volunteerOpportunities.map((o) => o.title).join(', '),
    body: [...whyVolunteer, ...volunteerSteps].map((s) => `${s.title}: ${s.text}`).join(' '),
    url: VOLUNTEER_PATH,
    area,
    type: 'Page',
    keywords: ['volunteer', 'volunteering', 'give back', 'help out', 'sign up'],
  },
  ...volunteerOpportunities.map((opportunity): SearchRecord => ({
    id: `volunteer:${opportunity.id}`,
    title: opportunity.title,
    summary: `${opportunity.description} ${opportunity.timeCommitment}, ${opportunity.frequency}.`,
    body: [opportunity.location, ...opportunity.skills, ...opportunity.benefits].join(' '),
    url: VOLUNTEER_PATH,
    area,
    type: 'Volunteer',
    date: opportunity.nextEvent,
    keywords: ['volunteer', opportunity.category],
  })),
  {
    id: 'feedback',
    title: 'Submit Feedback',
    summary: feedbackCategories.map((c) => c.label).join(', '),
    body: feedbackGuidelines.map((g) => `${g.title}: ${g.text}`).join(' '),
    url: FEEDBACK_PATH,
    area,
    type: 'Page',
    keywords: ['feedback', 'complaint', 'suggestion', 'report a problem', 'concern', 'contact the city'],
  },
  {
    id: 'faq:parking-permit',
    title: parkingPermitPage.title,
    summary: parkingPermitTypes.map((p) => `${p.type} (${p.cost}, ${p.duration})`).join(', '),
    body: [
      ...parkingPermitTypes.map((p) => `${p.description} ${p.requirements.join(', ')}`),
      ...parkingPermitSteps.map((s) => `${s.title}: ${s.description}`),
      ...parkingPaymentMethods,
    ].join(' '),
    url: parkingPermitPage.path,
    area,
    type: 'FAQ',
    keywords: ['parking permit', 'residential parking', 'visitor parking', 'permit parking', 'faq'],
  },
  {
    id: 'faq:parking-permit-apply',
    title: parkingPermitApplyPage.title,
    summary: parkingPermitApplyPage.description,
    body: [
      'Apply in person at City Hall, by phone or by mail. Download the application form.',
      ...parkingPermitTypes.map((p) => `${p.type}: ${p.requirements.join(', ')}`),
    ].join(' '),
    url: parkingPermitApplyPage.path,
    area,
    type: 'FAQ',
    keywords: ['parking permit application', 'apply for a parking permit', 'permit form', 'faq'],
  },
  {
    id: 'faq:voter-registration',
    title: voterRegistrationPage.title,
    summary: `Register to vote, check your status and find election dates and polling places. ${voterEligibility[0]}.`,
    body: [
      ...voterEligibility,
      ...registrationMethods.map((m) => `${m.method}: ${m.description} Deadline: ${m.deadline}.`),
      ...electionDates.map((d) => `${d.event}: ${d.description}`),
      ...pollingLocations.map((p) => `${p.name}, ${p.address}`),
    ].join(' '),
    url: voterRegistrationPage.path,
    area,
    type: 'FAQ',
    keywords: [
      'vote',
      'voting',
      'election',
      'election day',
      'polling place',
      'ballot',
      'register to vote',
      'faq',
    ],
  },
];

/**
 * The area's pages for search engines: the programs list and each program's page, the volunteer and feedback
 * pages, the two FAQ pages and the parking permit How to Apply pages (the general one and each permit type's).
 * Never a confirmation nor /volunteer/{id}/apply (noindex in routes.tsx), nor /faq (a 404). None has a lastmod:
 * the data's dates are a program's start and end, an opportunity's next event and election days, none of which
 * says when a page last changed.
 */
export const pages: readonly SitemapPage[] = [
  { path: PROGRAMS_PATH },
  ...programs.map((program): SitemapPage => ({ path: programPath(program.id) })),
  { path: VOLUNTEER_PATH },
  { path: FEEDBACK_PATH },
  { path: parkingPermitPage.path },
  { path: parkingPermitApplyPage.path },
  ...parkingPermitTypes.map((permit): SitemapPage => ({ path: parkingPermitApplyPath(permit) })),
  { path: voterRegistrationPage.path },
];
