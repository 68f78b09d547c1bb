// The Programs & Community area's records for the site search (exposed as './search'), built from the data
// its pages render: change a program, an opportunity or an FAQ fact and its search record follows.
import {
  CONTRACT_VERSION,
  DEFAULT_LOCALE,
  type Locale,
  type SearchModule,
  type SearchRecord,
  type SitemapPage,
} from '@springfield/shared';
import { createIntl, type IntlShape } from 'react-intl';
import declaration from '../area.json';
import { faqMessages } from './features/faq/messages';
import {
  parkingPaymentMethodsIn,
  parkingPermitApplyPage,
  parkingPermitApplyPageIn,
  parkingPermitApplyPath,
  parkingPermitPage,
  parkingPermitPageIn,
  parkingPermitStepsIn,
  parkingPermitTypes,
  parkingPermitTypesIn,
} from './features/faq/data/parking-permits';
import {
  electionDatesIn,
  pollingLocationsIn,
  registrationMethodsIn,
  voterEligibilityIn,
  voterRegistrationPage,
  voterRegistrationPageIn,
} from './features/faq/data/voter-registration';
// This module is exposed on its own (the site's search loads it): it takes the forms' addresses and words from
// their leaf files, not their index, which would bring each form's page and store into the search's chunk.
import { FEEDBACK_PATH } from './features/feedback/addresses';
import { feedbackCategoriesIn, feedbackGuidelinesIn } from './features/feedback/content';
import { feedbackMessages } from './features/feedback/messages';
import {
  programLanguages,
  programPath,
  programs,
  programsIn,
  PROGRAMS_PATH,
} from './features/programs/data/programs';
import { programMessages } from './features/programs/messages';
import { volunteerStepsIn, whyVolunteerIn } from './features/volunteer/data/volunteer-content';
import { volunteerOpportunitiesIn } from './features/volunteer/data/volunteer-opportunities';
import { volunteerMessages } from './features/volunteer/messages';
import { VOLUNTEER_PATH } from './features/volunteer/application/addresses';
import es from './i18n/es.json';
import zhHant from './i18n/zh-Hant.json';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

/** The name of the area and the kinds of record stay English in every language: they are the search's filters. */
const area = declaration.label;

/**
 * The area's formatter in a language, with its catalogue read here (the search module is loaded without the
 * routes' loadMessages, on the server and in the browser alike).
 */
function intlIn(locale: Locale): IntlShape {
  const messages: Record<string, string> = locale === 'es' ? es : locale === 'zh-Hant' ? zhHant : {};
  return createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
}

/** The English words of the "Deadline:" line, and the other languages': one sentence in each. */
function deadlineLine(intl: IntlShape, deadline: string): string {
  const label = intl.formatMessage(faqMessages.deadline);
  return intl.locale === 'zh-Hant' ? `${label}：${deadline}。` : `${label}: ${deadline}.`;
}

/** The area's records in a language: its pages' words and its records' in it (or in English, where not translated). */
function recordsIn(locale: Locale): readonly SearchRecord[] {
  const intl = intlIn(locale);
  const localizedPrograms = programsIn(locale);
  const opportunities = volunteerOpportunitiesIn(locale);
  const permits = parkingPermitTypesIn(locale);
  const parkingPage = parkingPermitPageIn(intl);
  const applyPage = parkingPermitApplyPageIn(intl);
  const voterPage = voterRegistrationPageIn(intl);
  const eligibility = voterEligibilityIn(intl);
  const english = locale === DEFAULT_LOCALE;
  return [
    {
      id: 'programs',
      title: intl.formatMessage(programMessages.pageTitle),
      summary: localizedPrograms.map((p) => p.title).join(', '),
      url: PROGRAMS_PATH,
      area,
      type: 'Page',
      keywords: english ? ['programs', 'initiatives', 'city projects', 'grants'] : [],
    },
    ...localizedPrograms.map((program): SearchRecord => ({
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
      title: intl.formatMessage(volunteerMessages.pageTitle),
      summary: opportunities.map((o) => o.title).join(', '),
      body: [...whyVolunteerIn(intl), ...volunteerStepsIn(intl)]
        .map((s) => `${s.title}: ${s.text}`)
        .join(' '),
      url: VOLUNTEER_PATH,
      area,
      type: 'Page',
      keywords: english ? ['volunteer', 'volunteering', 'give back', 'help out', 'sign up'] : [],
    },
    ...opportunities.map((opportunity): SearchRecord => ({
      id: `volunteer:${opportunity.id}`,
      title: opportunity.title,
      summary: english
        ? `${opportunity.description} ${opportunity.timeCommitment}, ${opportunity.frequency}.`
        : `${opportunity.description} ${opportunity.timeCommitment}, ${opportunity.frequency}`,
      body: [opportunity.location, ...opportunity.skills, ...opportunity.benefits].join(' '),
      url: VOLUNTEER_PATH,
      area,
      type: 'Volunteer',
      date: opportunity.nextEvent,
      keywords: english ? ['volunteer', opportunity.category] : [],
    })),
    {
      id: 'feedback',
      title: intl.formatMessage(feedbackMessages.pageTitle),
      summary: feedbackCategoriesIn(intl)
        .map((c) => c.label)
        .join(', '),
      body: feedbackGuidelinesIn(intl)
        .map((g) => `${g.title}: ${g.text}`)
        .join(' '),
      url: FEEDBACK_PATH,
      area,
      type: 'Page',
      keywords: english
        ? ['feedback', 'complaint', 'suggestion', 'report a problem', 'concern', 'contact the city']
        : [],
    },
    {
      id: 'faq:parking-permit',
      title: parkingPage.title,
      summary: permits.map((p) => `${p.type} (${p.cost}, ${p.duration})`).join(', '),
      body: [
        ...permits.map((p) => `${p.description} ${p.requirements.join(', ')}`),
        ...parkingPermitStepsIn(intl).map((s) => `${s.title}: ${s.description}`),
        ...parkingPaymentMethodsIn(intl),
      ].join(' '),
      url: parkingPage.path,
      area,
      type: 'FAQ',
      keywords: english
        ? ['parking permit', 'residential parking', 'visitor parking', 'permit parking', 'faq']
        : [],
    },
    {
      id: 'faq:parking-permit-apply',
      title: applyPage.title,
      summary: applyPage.description,
      body: [
        english
          ? 'Apply in person at City Hall, by phone or by mail. Download the application form.'
          : `${intl.formatMessage(faqMessages.stepSubmitText)} ${intl.formatMessage(faqMessages.applicationFormText)}`,
        ...permits.map((p) => `${p.type}: ${p.requirements.join(', ')}`),
      ].join(' '),
      url: applyPage.path,
      area,
      type: 'FAQ',
      keywords: english
        ? ['parking permit application', 'apply for a parking permit', 'permit form', 'faq']
        : [],
    },
    {
      id: 'faq:voter-registration',
      title: voterPage.title,
      summary: english
        ? `Register to vote, check your status and find election dates and polling places. ${eligibility[0]}.`
        : `${voterPage.description} ${intl.formatMessage(faqMessages.deadlineText)}`,
      body: [
        ...eligibility,
        ...registrationMethodsIn(locale).map(
          (m) => `${m.method}: ${m.description} ${deadlineLine(intl, m.deadline)}`,
        ),
        ...electionDatesIn(locale).map((d) => `${d.event}: ${d.description}`),
        ...pollingLocationsIn(locale).map((p) => `${p.name}, ${p.address}`),
      ].join(' '),
      url: voterPage.path,
      area,
      type: 'FAQ',
      keywords: english
        ? ['vote', 'voting', 'election', 'election day', 'polling place', 'ballot', 'register to vote', 'faq']
        : [],
    },
  ];
}

export const records: readonly SearchRecord[] = recordsIn(DEFAULT_LOCALE);

/**
 * A language's records whose content is written in it: a program not translated into it (the Chinese pages
 * show the programs in English) is left to its English record, and so is the programs list that names them.
 */
function translatedIn(locale: Locale): readonly SearchRecord[] {
  const untranslated = new Set(
    programsIn(locale)
      .filter((program) => program.lang !== locale)
      .map((program) => `program:${program.id}`),
  );
  return recordsIn(locale).filter(
    (record) => !untranslated.has(record.id) && !(record.id === 'programs' && untranslated.size > 0),
  );
}

/** The records in the site's other languages, with the ids and addresses of the English ones. */
export const translations: SearchModule['translations'] = {
  es: translatedIn('es'),
  'zh-Hant': translatedIn('zh-Hant'),
};

/**
 * The area's pages for search engines: the programs list and each program's page, the volunteer and feedback
 * pages, the two FAQ pages and the parking permit How to Apply pages (the general one and each permit type's).
 * Never a confirmation nor /volunteer/{id}/apply (noindex in routes.tsx), nor /faq (a 404). None has a lastmod:
 * the data's dates are a program's start and end, an opportunity's next event and election days, none of which
 * says when a page last changed.
 */
export const pages: readonly SitemapPage[] = [
  { path: PROGRAMS_PATH },
  ...programs.map((program): SitemapPage => ({
    path: programPath(program.id),
    languages: programLanguages(program.id),
  })),
  { path: VOLUNTEER_PATH },
  { path: FEEDBACK_PATH },
  { path: parkingPermitPage.path },
  { path: parkingPermitApplyPage.path },
  ...parkingPermitTypes.map((permit): SitemapPage => ({ path: parkingPermitApplyPath(permit) })),
  { path: voterRegistrationPage.path },
];
