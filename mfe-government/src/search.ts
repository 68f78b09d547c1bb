// The Government area's records for the site search (exposed as './search'), built from the data its pages
// render: change a page's data and its search record follows.
import { CONTRACT_VERSION, plainText, type SearchRecord } from '@springfield/shared';
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
  recordsRequestTypes,
  transparencyCategories,
} from './features/government/data/transparency';
import { agendaPath, legislationPath, slugify } from './features/government/utils/addresses';

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
    id: `legislation:${slugify(item.title.split(':')[0])}`,
    title: item.title,
    summary: `${item.status}. ${item.description}`,
    body: [item.fullText, ...item.relatedDocuments].join(' '),
    url: legislationPath(item),
    area,
    type: 'Legislation',
    date: item.date,
    keywords: ['legislation', 'law', item.title.split(' ')[0].toLowerCase()],
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
