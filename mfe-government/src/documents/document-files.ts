// Every document the Government area publishes, described from the data its pages render. The build makes a PDF
// of each (DocumentFilesPlugin of tooling/document-files.cjs, added in webpack.config.js) and tells the pages
// their sizes; the pages link to them by the paths of document-paths.ts. No page imports this module.
//
// A document says what the site knows of it and no more: the agenda, the minutes and the ordinances carry their
// text; a report the site only lists (its title and date) says so, and where to ask for the full record.
import {
  city,
  formatFullDate,
  formatLongDate,
  type DocumentFile,
  type DocumentSection,
} from '@springfield/shared';
import { governmentDocuments } from '../features/documents/data/government-documents';
import { clerkEmail } from '../features/government/data/involvement';
import { legislation } from '../features/government/data/legislation';
import { meetingArchive, pastMeetings, upcomingMeetings } from '../features/government/data/meetings';
import { budget, ethicsPolicies } from '../features/government/data/transparency';
import { voteTally } from '../features/government/utils/votes';
import type {
  EthicsPolicy,
  FinancialReport,
  GovernmentDocument,
  LegislationItem,
  MeetingRecordName,
  UpcomingMeeting,
  UpcomingMeetingDocument,
} from '../types/content';
import {
  ethicsPolicyFile,
  financialReportFile,
  governmentDocumentFile,
  isRecording,
  legislationDocumentFile,
  legislationOfDocument,
  meetingRecordFile,
  meetingRecordKinds,
  upcomingMeetingDocumentFile,
  type MeetingRecordKind,
} from './document-paths';
import { htmlSections } from './html-sections';

/** The last section of every document: who published it and where to ask about it. */
const questions: DocumentSection = {
  heading: 'Questions and Public Records',
  paragraphs: [
    `Published by the City of Springfield. Questions about this document, and requests for public records, go to the Office of the City Clerk: ${clerkEmail}, ${city.mainPhone}, ${city.address.building}, ${city.address.street}, ${city.address.locality}.`,
  ],
};

/** What the site records of a document it lists without its text, and that the full record is on request. */
function listedOnly(facts: readonly [string, string][]): DocumentSection[] {
  return [
    { heading: 'About This Document', paragraphs: facts.map(([label, value]) => `${label}: ${value}`) },
    {
      paragraphs: [
        'This file holds what the city’s website records of the document. The full document is available from the Office of the City Clerk on request.',
      ],
    },
  ];
}

/** A government document: its description, its content, its timeline. */
function governmentDocument(doc: GovernmentDocument): DocumentFile {
  const timeline: DocumentSection[] = doc.timeline?.length
    ? [
        {
          heading: 'Timeline',
          rows: [
            ['Date', 'Event', 'Status'],
            ...doc.timeline.map((entry) => [
              formatLongDate(entry.date),
              entry.event,
              entry.status === 'completed' ? 'Completed' : 'Upcoming',
            ]),
          ],
        },
      ]
    : [];
  return {
    file: governmentDocumentFile(doc),
    title: doc.title,
    subtitle: `${doc.department} · Published ${formatLongDate(doc.publishDate)} · Version ${doc.version}`,
    date: doc.publishDate,
    sections: [{ paragraphs: [doc.description] }, ...htmlSections(doc.content), ...timeline, questions],
  };
}

/** A financial report the site lists by title and date. */
function financialReport(report: FinancialReport): DocumentFile {
  return {
    file: financialReportFile(report),
    title: report.title,
    subtitle: `Financial report · Published ${formatLongDate(report.date)}`,
    date: report.date,
    sections: [
      ...listedOnly([
        ['Title', report.title],
        ['Published', formatLongDate(report.date)],
        ['Listed under', 'Budget & Finances, Transparency & Open Data'],
      ]),
      questions,
    ],
  };
}

/** An ethics policy: its description and when it was last updated. */
function ethicsPolicy(policy: EthicsPolicy): DocumentFile {
  return {
    file: ethicsPolicyFile(policy),
    title: policy.title,
    subtitle: `Ethics & Compliance · Last updated ${formatLongDate(policy.lastUpdated)}`,
    date: policy.lastUpdated,
    sections: [
      { paragraphs: [policy.description] },
      ...listedOnly([
        ['Policy', policy.title],
        ['Last updated', formatLongDate(policy.lastUpdated)],
      ]),
      questions,
    ],
  };
}

/** A document related to a legislation item: the item's summary, vote and full text. */
function legislationDocument(item: LegislationItem, name: string): DocumentFile {
  return {
    file: legislationDocumentFile(name),
    title: name,
    subtitle: `${item.title} · ${item.status} · ${formatLongDate(item.date)}`,
    date: item.date,
    sections: [
      { heading: 'Summary', paragraphs: [item.description] },
      { heading: 'Final Vote', paragraphs: [voteTally(item.votes) ?? 'No vote has been taken yet.'] },
      { heading: 'Full Text', paragraphs: item.fullText.split('\n\n') },
      { heading: 'Related Documents', items: item.relatedDocuments },
      questions,
    ],
  };
}

/** "Tuesday, January 14, 2025, 7:00 PM · City Hall Council Chambers". */
const meetingWhenAndWhere = (meeting: UpcomingMeeting) =>
  `${formatFullDate(meeting.date)}, ${meeting.time} · ${meeting.location}`;

/** An upcoming meeting's agenda: when and where, the live stream, each item and the meeting's documents. */
function meetingAgenda(meeting: UpcomingMeeting, doc: UpcomingMeetingDocument): DocumentFile {
  return {
    file: upcomingMeetingDocumentFile(meeting, doc),
    title: `${meeting.title}: ${doc.name}`,
    subtitle: meetingWhenAndWhere(meeting),
    date: meeting.date,
    sections: [
      {
        paragraphs: [
          meeting.hasLivestream
            ? `The meeting is streamed live at ${meeting.streamLink}.`
            : 'The meeting is not streamed live.',
        ],
      },
      {
        heading: 'Agenda',
        numbered: true,
        items: meeting.fullAgenda.map(
          (entry) => `${entry.item}: ${entry.description} Estimated duration: ${entry.duration}.`,
        ),
      },
      { heading: 'Meeting Documents', items: meeting.documents.map((other) => other.name) },
      questions,
    ],
  };
}

/** A document prepared for one item of an upcoming meeting's agenda. */
function meetingItemDocument(meeting: UpcomingMeeting, doc: UpcomingMeetingDocument): DocumentFile {
  const entry = meeting.fullAgenda.find((candidate) => candidate.item === doc.agendaItem);
  if (!entry) throw new Error(`${doc.name}: "${doc.agendaItem}" is not on the agenda of ${meeting.title}`);
  return {
    file: upcomingMeetingDocumentFile(meeting, doc),
    title: doc.name,
    subtitle: `${meeting.title} · ${meetingWhenAndWhere(meeting)}`,
    date: meeting.date,
    sections: [
      {
        heading: 'Agenda Item',
        paragraphs: [`${entry.item}: ${entry.description}`, `Estimated duration: ${entry.duration}`],
      },
      ...listedOnly([
        ['Document', doc.name],
        ['Prepared for', `${meeting.title}, ${formatLongDate(meeting.date)}`],
      ]),
      questions,
    ],
  };
}

const recordTitles: Readonly<Record<MeetingRecordKind, string>> = {
  agenda: 'Agenda',
  minutes: 'Minutes',
  transcript: 'Transcript',
  notice: 'Notice',
  'budget-report': 'Budget Report',
  audio: 'Audio Recording',
  video: 'Video Recording',
};

/** A past meeting, with every record Recent Meetings and the archive name for it. */
interface PastMeetingRecords {
  title: string;
  date: string;
  agendaItems?: number;
  kinds: Set<MeetingRecordKind>;
}

/** The past meetings of Recent Meetings and the archive, each once. */
function pastMeetingRecords(): PastMeetingRecords[] {
  const meetings = new Map<string, PastMeetingRecords>();
  const add = (title: string, date: string, names: readonly MeetingRecordName[], agendaItems?: number) => {
    const key = `${title} ${date}`;
    const meeting = meetings.get(key) ?? { title, date, kinds: new Set<MeetingRecordKind>() };
    if (agendaItems !== undefined) meeting.agendaItems = agendaItems;
    for (const name of names) meeting.kinds.add(meetingRecordKinds[name]);
    meetings.set(key, meeting);
  };
  for (const meeting of pastMeetings) {
    add(
      meeting.title,
      meeting.date,
      meeting.documents.map((doc) => doc.name),
      meeting.agendaItems,
    );
  }
  for (const entry of meetingArchive) add(entry.title, entry.date, entry.documents);
  return [...meetings.values()];
}

/** A record of a past meeting the site lists by name: the meeting, and its other records. */
function meetingRecord(meeting: PastMeetingRecords, kind: MeetingRecordKind): DocumentFile {
  const records = [...meeting.kinds].map((other) =>
    isRecording(other) ? `${recordTitles[other]} (on request)` : `${recordTitles[other]} (PDF)`,
  );
  return {
    file: meetingRecordFile(meeting, kind),
    title: `${meeting.title}: ${recordTitles[kind]}`,
    subtitle: formatFullDate(meeting.date),
    date: meeting.date,
    sections: [
      ...listedOnly([
        ['Meeting', meeting.title],
        ['Date', formatFullDate(meeting.date)],
        ...(meeting.agendaItems === undefined
          ? []
          : [['Agenda items', String(meeting.agendaItems)] as [string, string]]),
      ]),
      { heading: 'Records of This Meeting', items: records },
      questions,
    ],
  };
}

/**
 * Every PDF of the area: each government document, financial report, ethics policy, legislation item's related
 * document, upcoming meeting's document and past meeting's record, once each (a document two lists name, as the
 * adopted budget or the council's December minutes, is one file).
 */
export function documentFiles(): readonly DocumentFile[] {
  const described = new Map<string, DocumentFile>();
  const add = (documentFile: DocumentFile) => {
    const before = described.get(documentFile.file);
    if (before && before.title !== documentFile.title) {
      throw new Error(`${documentFile.file} would be both "${before.title}" and "${documentFile.title}"`);
    }
    if (!before) described.set(documentFile.file, documentFile);
  };
  governmentDocuments.forEach((doc) => add(governmentDocument(doc)));
  for (const report of budget.financialReports) {
    if (!described.has(financialReportFile(report))) add(financialReport(report));
  }
  ethicsPolicies.forEach((policy) => add(ethicsPolicy(policy)));
  for (const item of legislation)
    item.relatedDocuments.forEach((name) => add(legislationDocument(item, name)));
  for (const meeting of upcomingMeetings) {
    for (const doc of meeting.documents) {
      if (legislationOfDocument(doc.name)) continue;
      add(doc.agendaItem ? meetingItemDocument(meeting, doc) : meetingAgenda(meeting, doc));
    }
  }
  for (const meeting of pastMeetingRecords()) {
    for (const kind of meeting.kinds) {
      if (!isRecording(kind) && !described.has(meetingRecordFile(meeting, kind)))
        add(meetingRecord(meeting, kind));
    }
  }
  return [...described.values()];
}
