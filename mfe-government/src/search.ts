// The Government area's records for the site search (exposed as './search'), built from the data its pages
// render: change a page's data and its search record follows.
import {
  CONTRACT_VERSION,
  DEFAULT_LOCALE,
  plainText,
  type Locale,
  type SearchModule,
  type SearchRecord,
  type SitemapPage,
} from '@springfield/shared';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import declaration from '../area.json';
import spanish from './i18n/es.json';
import chinese from './i18n/zh-Hant.json';
import {
  documentPath,
  governmentDocuments,
  governmentDocumentsIn,
} from './features/documents/data/government-documents';
import { categoryNames } from './features/documents/utils/document-words';
import { boardsIn, volunteerOpportunitiesIn } from './features/government/data/involvement';
import { legislation, legislationIn } from './features/government/data/legislation';
import {
  filterArchiveIn,
  meetingArchive,
  onlineMinutes,
  pastMeetings,
  pastMeetingsIn,
  upcomingMeetings,
  upcomingMeetingsIn,
} from './features/government/data/meetings';
import { officials, officialsIn } from './features/government/data/officials';
import {
  budget,
  budgetIn,
  ethicsPolicies,
  ethicsPoliciesIn,
  financialDisclosures,
  financialDisclosuresIn,
  recentRecordsRequests,
  recordsRequestTypesIn,
  transparencyCategories,
} from './features/government/data/transparency';
import { governmentMessages } from './features/government/messages';
import {
  agendaPath,
  governmentViews,
  legislationPath,
  legislationSlug,
  officialPath,
  slugify,
  viewPath,
  type GovernmentView,
  type GovernmentViewDialog,
} from './features/government/utils/addresses';
import {
  archiveFilterNames,
  legislationStatusNames,
  meetingTime,
  recordNames,
} from './features/government/utils/words';
import { adoptionDate, legislationKind } from './features/government/utils/legislation';
import { recordPageLanguages } from './page-languages';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

const area = declaration.label;

const intlCache = createIntlCache();

/**
 * The area's words in a language for its search records: this module is read on its own (by the shell's
 * search, before any page of the area), so it reads the catalogues itself rather than awaiting loadMessages.
 */
function searchIntl(locale: Locale): IntlShape {
  const messages = locale === 'es' ? spanish : locale === 'zh-Hant' ? chinese : {};
  return createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, intlCache);
}

const transparencyKeywords: Record<string, string[]> = {
  budget: [
    'budget',
    'city budget',
    'annual budget',
    'finances',
    'spending',
    'taxes',
    'audit',
    'financial report',
  ],
  meetings: ['minutes', 'agendas', 'recordings', 'council meeting archive', 'past meetings'],
  records: ['foia', 'freedom of information', 'public records request', 'open records'],
  ethics: ['ethics', 'conflict of interest', 'disclosure', 'gifts', 'whistleblower'],
};

/** Words a Spanish-speaking resident might search for that a translated record's text does not contain. */
const spanishKeywords: Record<string, string[]> = {
  government: ['ayuntamiento', 'concejo municipal', 'alcaldesa', 'funcionarios electos', 'transparencia'],
  budget: ['presupuesto', 'finanzas', 'gastos', 'impuestos', 'auditoría', 'informe financiero'],
  meetings: ['actas', 'agendas', 'grabaciones', 'reuniones anteriores'],
  records: ['solicitud de registros públicos', 'acceso a la información', 'registros abiertos'],
  ethics: ['ética', 'conflicto de intereses', 'declaración', 'regalos', 'denunciante'],
  legislation: ['legislación', 'ordenanzas', 'resoluciones', 'leyes', 'votaciones del concejo'],
  'get-involved': ['juntas', 'comisiones', 'comentario público', 'voluntariado', 'nombramiento'],
};

/** The same for Chinese. */
const chineseKeywords: Record<string, string[]> = {
  government: ['市政廳', '市議會', '市長', '民選官員', '政府資訊公開'],
  records: ['公共紀錄申請', '資訊公開', '申請紀錄'],
};

/** The transparency cards' titles and descriptions (the page's words). */
const transparencyWords = {
  budget: [governmentMessages.budgetTitle, governmentMessages.budgetDescription],
  meetings: [governmentMessages.archivesTitle, governmentMessages.meetingsDescription],
  records: [governmentMessages.recordsTitle, governmentMessages.recordsDescription],
  ethics: [governmentMessages.ethicsTitle, governmentMessages.ethicsDescription],
} as const;

/**
 * The area's search records in a language, built from the data its pages render in it: English's are the
 * `records`; another language's keywords are its own words (English's are English words).
 */
function buildRecords(locale: Locale): SearchRecord[] {
  const intl = searchIntl(locale);
  const english = locale === DEFAULT_LOCALE;
  const keywords = (id: string, inEnglish: string[]): string[] =>
    english ? inEnglish : ((locale === 'es' ? spanishKeywords : chineseKeywords)[id] ?? []);
  const shownBudget = budgetIn(locale);
  const shownTypes = recordsRequestTypesIn(locale);
  const shownLegislation = legislationIn(locale);
  const transparencyBody: Record<string, string> = {
    budget: [
      ...shownBudget.revenues.map((r) => r.source),
      ...shownBudget.expenditures.map((e) => e.category),
      ...shownBudget.financialReports.map((r) => r.title),
    ].join('. '),
    meetings: filterArchiveIn('All', locale)
      .map(
        (m) =>
          `${m.title} (${english ? m.type : intl.formatMessage(archiveFilterNames[m.type])}): ${m.documents
            .map((name) => (english ? name : intl.formatMessage(recordNames[name])))
            .join(', ')}`,
      )
      .join('. '),
    records: shownTypes.map((t) => `${t.type}: ${t.description}`).join(' '),
    ethics: [
      ...ethicsPoliciesIn(locale).map((p) => `${p.title}: ${p.description}`),
      ...financialDisclosuresIn(locale).map((d) => `${d.official}, ${d.title}: ${d.type}`),
    ].join(' '),
  };
  const pageTitle = intl.formatMessage(governmentMessages.pageTitle);
  return [
    {
      id: 'government',
      title: pageTitle,
      summary: intl.formatMessage(governmentMessages.pageDescription),
      url: '/government',
      area,
      type: 'Page',
      keywords: keywords('government', [
        'city hall',
        'city council',
        'mayor',
        'elected officials',
        'open government',
        'transparency',
      ]),
    },
    ...officialsIn(locale).map((official): SearchRecord => ({
      id: `official:${slugify(official.name)}`,
      title: intl.formatMessage(governmentMessages.profileTitle, {
        name: official.name,
        title: official.title,
      }),
      summary: official.bio,
      body: [official.fullBio, ...official.priorities, ...official.committees, official.officeHours].join(
        ' ',
      ),
      url: '/government',
      area,
      type: 'Official',
      keywords: english
        ? [official.title, 'elected official', 'contact', official.email]
        : [official.title, official.email],
    })),
    ...upcomingMeetingsIn(locale).map((meeting): SearchRecord => ({
      id: `agenda:${meeting.slug}`,
      title: intl.formatMessage(governmentMessages.searchAgenda, { title: meeting.title }),
      summary: intl.formatMessage(governmentMessages.searchMeetingPlace, {
        time: meetingTime(meeting, locale),
        location: meeting.location,
        items: meeting.agendaItems.join(', '),
      }),
      body: meeting.fullAgenda.map((a) => `${a.item}: ${a.description}`).join(' '),
      url: agendaPath(meeting),
      area,
      type: 'Meeting',
      date: meeting.date,
      keywords: english
        ? ['meeting', 'agenda', 'upcoming meeting', meeting.hasLivestream ? 'livestream' : 'in person']
        : [],
    })),
    ...pastMeetingsIn(locale).map((meeting): SearchRecord => ({
      id: `past-meeting:${meeting.slug}`,
      title: meeting.title,
      summary: intl.formatMessage(governmentMessages.searchPastMeeting, {
        type: meeting.type,
        count: meeting.agendaItems,
        records: meeting.documents
          .map((d) => (english ? d.name : intl.formatMessage(recordNames[d.name])))
          .join(', '),
      }),
      url: (onlineMinutes[meeting.date] as `/${string}` | undefined) ?? '/government/meetings',
      area,
      type: 'Meeting',
      date: meeting.date,
      keywords: english ? ['past meeting', 'minutes', 'recording'] : [],
    })),
    ...shownLegislation.map((item): SearchRecord => ({
      id: `legislation:${legislationSlug(item)}`,
      title: item.title,
      summary: intl.formatMessage(governmentMessages.searchLegislation, {
        status: intl.formatMessage(legislationStatusNames[item.status]),
        description: item.description,
      }),
      body: [item.fullText, ...item.relatedDocuments].join(' '),
      url: legislationPath(item),
      area,
      type: 'Legislation',
      date: item.date,
      keywords: english
        ? ['legislation', 'law', legislationKind(item).toLowerCase()]
        : keywords('legislation', []),
    })),
    {
      id: 'legislation',
      title: intl.formatMessage(governmentMessages.legislationTitle),
      summary: shownLegislation.map((item) => item.title).join('. '),
      url: '/government/legislation',
      area,
      type: 'Legislation',
      keywords: keywords('legislation', [
        'legislation',
        'ordinances',
        'resolutions',
        'laws',
        'council votes',
      ]),
    },
    ...transparencyCategories.map((category): SearchRecord => ({
      id: `transparency:${category.id}`,
      title: intl.formatMessage(transparencyWords[category.id][0]),
      summary: intl.formatMessage(transparencyWords[category.id][1]),
      body: transparencyBody[category.id],
      url: category.href,
      area,
      type: 'Records',
      keywords: keywords(category.id, transparencyKeywords[category.id]),
    })),
    ...governmentDocumentsIn(locale).map((doc): SearchRecord => ({
      id: `document:${doc.categorySlug}/${doc.slug}`,
      title: doc.title,
      summary: doc.description,
      body: plainText(doc.content),
      url: documentPath(doc),
      area,
      type: 'Document',
      date: doc.publishDate,
      keywords: [english ? doc.category : intl.formatMessage(categoryNames[doc.category]), doc.department],
    })),
    {
      id: 'get-involved',
      title: intl.formatMessage(governmentMessages.searchInvolvedTitle),
      summary: intl.formatMessage(governmentMessages.searchInvolvedSummary),
      body: [
        ...boardsIn(locale).map((b) => `${b.name}: ${b.description}`),
        ...volunteerOpportunitiesIn(locale).map((v) => `${v.title}: ${v.description}`),
      ].join(' '),
      url: '/government#get-involved',
      area,
      type: 'Page',
      keywords: keywords('get-involved', ['boards', 'commissions', 'public comment', 'apply', 'appointment']),
    },
  ];
}

export const records: readonly SearchRecord[] = buildRecords(DEFAULT_LOCALE);

/**
 * The records in Chinese: the page itself and what a resident does there, the public records request (its
 * types and its form are translated); the others' content is English in Chinese (the shell shows them so).
 */
const CHINESE_RECORDS = new Set([
  'government',
  'transparency:records',
  'document:records/public-records-request-form',
]);

/**
 * The records in the site's other languages, with their English records' ids and addresses: every record in
 * Spanish (the area's content is all translated), and in Chinese those whose content is in Chinese.
 */
export const translations: SearchModule['translations'] = {
  es: buildRecords('es'),
  'zh-Hant': buildRecords('zh-Hant').filter((record) => CHINESE_RECORDS.has(record.id)),
};

/** The newest of some ISO dates (yyyy-mm-dd sort as text), or none when none is known. */
function newestDate(dates: readonly (string | undefined)[]): string | undefined {
  return dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
}

/**
 * The dates of what the Government page shows that are days past: the meetings held and the legislation
 * passed. An upcoming meeting's day, or an item under review's next reading, is still to come: not a day
 * the page changed.
 */
const governmentPageDates = [
  ...pastMeetings.map((meeting) => meeting.date),
  ...legislation.map(adoptionDate),
];

/**
 * The dates of what each view's dialog shows, for its own address: reports published, meetings archived,
 * requests made and completed, policies updated and disclosures filed (a request's estimated completion is a
 * forecast, not a change). Boards, public comment and volunteering carry no date.
 */
const viewDates: Readonly<Record<GovernmentViewDialog, readonly (string | undefined)[]>> = {
  budget: budget.financialReports.map((report) => report.date),
  meetings: meetingArchive.map((entry) => entry.date),
  records: recentRecordsRequests.flatMap((request) => [request.requestDate, request.completedDate]),
  ethics: [
    ...ethicsPolicies.map((policy) => policy.lastUpdated),
    ...financialDisclosures.map((disclosure) => disclosure.filingDate),
  ],
  boards: [],
  'public-comment': [],
  volunteer: [],
};

/**
 * The views with an address of their own. /government/legislation opens the same dialog as /government/records
 * (the spec's View All Legislation link): one page at two addresses, listed once, at the view's own.
 */
const ownViews = (Object.keys(governmentViews) as GovernmentView[]).filter(
  (view) => governmentViews[view] === view,
);

/** A path with its lastmod, when it has one. */
function page(path: `/${string}`, lastmod: string | undefined): SitemapPage {
  const languages = recordPageLanguages(path);
  return { path, ...(lastmod ? { lastmod } : {}), ...(languages ? { languages } : {}) };
}

/**
 * The area's pages for search engines: the Government page, its views, and each piece of legislation,
 * upcoming meeting's agenda, official and document at its own address. An upcoming meeting's page has no
 * lastmod (its date is to come), nor has an official's (the data has no date for them).
 */
export const pages: readonly SitemapPage[] = [
  page('/government', newestDate(governmentPageDates)),
  ...ownViews.map((view) => page(viewPath(view), newestDate(viewDates[governmentViews[view]]))),
  ...legislation.map((item) => page(legislationPath(item), adoptionDate(item))),
  ...upcomingMeetings.map((meeting) => page(agendaPath(meeting), undefined)),
  ...officials.map((official) => page(officialPath(official), undefined)),
  ...governmentDocuments.map((doc) => page(documentPath(doc), doc.publishDate)),
];
