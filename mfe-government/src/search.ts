// The Government area's records for the site search (exposed as './search'), built from the data its pages
// render: change a page's data and its search record follows.
import { CONTRACT_VERSION, plainText, type SearchRecord, type SitemapPage } from '@springfield/shared';
import declaration from '../area.json';
import { documentPath, governmentDocuments } from './features/documents/data/government-documents';
import { boardsAndCommissions, volunteerOpportunities } from './features/government/data/involvement';
import { legislation } from './features/government/data/legislation';
import {
  meetingArchive,
  onlineMinutes,
  pastMeetings,
  upcomingMeetings,
} from './features/government/data/meetings';
import { officials } from './features/government/data/officials';
import {
  budget,
  ethicsPolicies,
  financialDisclosures,
  recentRecordsRequests,
  recordsRequestTypes,
  transparencyCategories,
} from './features/government/data/transparency';
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
import { adoptionDate, legislationKind } from './features/government/utils/legislation';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

const area = declaration.label;

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

const transparencyBody: Record<string, string> = {
  budget: [
    ...budget.revenues.map((r) => r.source),
    ...budget.expenditures.map((e) => e.category),
    ...budget.financialReports.map((r) => r.title),
  ].join('. '),
  meetings: meetingArchive.map((m) => `${m.title} (${m.type}): ${m.documents.join(', ')}`).join('. '),
  records: recordsRequestTypes.map((t) => `${t.type}: ${t.description}`).join(' '),
  ethics: [
    ...ethicsPolicies.map((p) => `${p.title}: ${p.description}`),
    ...financialDisclosures.map((d) => `${d.official}, ${d.title}: ${d.type}`),
  ].join(' '),
};

export const records: readonly SearchRecord[] = [
  {
    id: 'government',
    title: 'Government',
    summary:
      'Meet your elected officials, follow meetings and legislation, and explore open government records.',
    url: '/government',
    area,
    type: 'Page',
    keywords: ['city hall', 'city council', 'mayor', 'elected officials', 'open government', 'transparency'],
  },
  ...officials.map((official): SearchRecord => ({
    id: `official:${slugify(official.name)}`,
    title: `${official.name}, ${official.title}`,
    summary: official.bio,
    body: [official.fullBio, ...official.priorities, ...official.committees, official.officeHours].join(' '),
    url: '/government',
    area,
    type: 'Official',
    keywords: [official.title, 'elected official', 'contact', official.email],
  })),
  ...upcomingMeetings.map((meeting): SearchRecord => ({
    id: `agenda:${slugify(meeting.title)}-${meeting.date}`,
    title: `${meeting.title}: Agenda`,
    summary: `${meeting.time}, ${meeting.location}. ${meeting.agendaItems.join(', ')}.`,
    body: meeting.fullAgenda.map((a) => `${a.item}: ${a.description}`).join(' '),
    url: agendaPath(meeting),
    area,
    type: 'Meeting',
    date: meeting.date,
    keywords: ['meeting', 'agenda', 'upcoming meeting', meeting.hasLivestream ? 'livestream' : 'in person'],
  })),
  ...pastMeetings.map((meeting): SearchRecord => ({
    id: `past-meeting:${slugify(meeting.title)}-${meeting.date}`,
    title: meeting.title,
    summary: `${meeting.type} meeting, ${meeting.agendaItems} agenda items. ${meeting.documents
      .map((d) => d.name)
      .join(', ')}.`,
    url: (onlineMinutes[meeting.date] as `/${string}` | undefined) ?? '/government/meetings',
    area,
    type: 'Meeting',
    date: meeting.date,
    keywords: ['past meeting', 'minutes', 'recording'],
  })),
  ...legislation.map((item): SearchRecord => ({
    id: `legislation:${legislationSlug(item)}`,
    title: item.title,
    summary: `${item.status}. ${item.description}`,
    body: [item.fullText, ...item.relatedDocuments].join(' '),
    url: legislationPath(item),
    area,
    type: 'Legislation',
    date: item.date,
    keywords: ['legislation', 'law', legislationKind(item).toLowerCase()],
  })),
  {
    id: 'legislation',
    title: 'Legislative Tracker',
    summary: legislation.map((item) => item.title).join('. '),
    url: '/government/legislation',
    area,
    type: 'Legislation',
    keywords: ['legislation', 'ordinances', 'resolutions', 'laws', 'council votes'],
  },
  ...transparencyCategories.map((category): SearchRecord => ({
    id: `transparency:${category.id}`,
    title: category.title,
    summary: category.description,
    body: transparencyBody[category.id],
    url: category.href,
    area,
    type: 'Records',
    keywords: transparencyKeywords[category.id],
  })),
  ...governmentDocuments.map((doc): SearchRecord => ({
    id: `document:${doc.categorySlug}/${doc.slug}`,
    title: doc.title,
    summary: doc.description,
    body: plainText(doc.content),
    url: documentPath(doc),
    area,
    type: 'Document',
    date: doc.publishDate,
    keywords: [doc.category, doc.department],
  })),
  {
    id: 'get-involved',
    title: 'Get Involved: Boards, Commissions and Volunteering',
    summary: 'Serve on a board or commission, volunteer with the city or speak at a council meeting.',
    body: [
      ...boardsAndCommissions.map((b) => `${b.name}: ${b.description}`),
      ...volunteerOpportunities.map((v) => `${v.title}: ${v.description}`),
    ].join(' '),
    url: '/government#get-involved',
    area,
    type: 'Page',
    keywords: ['boards', 'commissions', 'public comment', 'apply', 'appointment'],
  },
];

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
  return lastmod ? { path, lastmod } : { path };
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
