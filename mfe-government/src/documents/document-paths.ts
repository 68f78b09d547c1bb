// Where each document of the area is published, under the build: documents/{name}.pdf. The pages link to these
// paths and src/documents/document-files.ts describes a PDF for each, so a link never names a missing file.
import { documentPath, governmentDocuments } from '../features/documents/data/government-documents';
import { legislation } from '../features/government/data/legislation';
import { onlineMinutes } from '../features/government/data/meetings';
import { meetingSlug, slugify } from '../features/government/utils/addresses';
import type {
  EthicsPolicy,
  FinancialReport,
  GovernmentDocument,
  MeetingRecordName,
  UpcomingMeeting,
  UpcomingMeetingDocument,
} from '../types/content';

const pdf = (name: string) => `documents/${name}.pdf`;

/** A government document's PDF: documents/annual-budget-2025.pdf. */
export function governmentDocumentFile(doc: GovernmentDocument): string {
  return pdf(doc.slug);
}

/** The government document at a path ("budget/annual-budget-2025" or "/government/budget/…"), if there is one. */
function governmentDocumentAt(path: string): GovernmentDocument | undefined {
  const full = path.startsWith('/') ? path : `/government/${path}`;
  return governmentDocuments.find((doc) => documentPath(doc) === full);
}

/** A financial report's PDF: the government document it is, else documents/q3-2024-financial-report.pdf. */
export function financialReportFile(report: FinancialReport): string {
  const doc = report.document ? governmentDocumentAt(report.document) : undefined;
  return doc ? governmentDocumentFile(doc) : pdf(slugify(report.title));
}

/** An ethics policy's PDF: documents/code-of-ethics.pdf. */
export function ethicsPolicyFile(policy: EthicsPolicy): string {
  return pdf(slugify(policy.title));
}

/** A legislation item's related document: documents/ordinance-2024-45-full-text.pdf. */
export function legislationDocumentFile(name: string): string {
  return pdf(slugify(name));
}

/** The legislation item that lists a document among its related documents, if one does. */
export function legislationOfDocument(name: string) {
  return legislation.find((item) => item.relatedDocuments.includes(name));
}

/**
 * An upcoming meeting's document: documents/city-council-regular-meeting-2025-01-14-meeting-agenda.pdf; one that
 * a legislation item also lists (Ordinance 2025-03 Draft) is that item's file, one document in both places.
 */
export function upcomingMeetingDocumentFile(meeting: UpcomingMeeting, doc: UpcomingMeetingDocument): string {
  return legislationOfDocument(doc.name)
    ? legislationDocumentFile(doc.name)
    : pdf(`${meetingSlug(meeting)}-${slugify(doc.name)}`);
}

/** What a past meeting's record is: a document (published as a PDF) or a recording (on request). */
export type MeetingRecordKind =
  'agenda' | 'minutes' | 'transcript' | 'notice' | 'budget-report' | 'audio' | 'video';

/**
 * The kind of each record the lists name: Recent Meetings says "Meeting Minutes" where the archive says
 * "Minutes", and both are the one file of that meeting.
 */
export const meetingRecordKinds: Readonly<Record<MeetingRecordName, MeetingRecordKind>> = {
  Agenda: 'agenda',
  Minutes: 'minutes',
  'Meeting Minutes': 'minutes',
  Transcript: 'transcript',
  'Hearing Transcript': 'transcript',
  Notice: 'notice',
  'Budget Report': 'budget-report',
  'Meeting Audio': 'audio',
  'Hearing Audio': 'audio',
  'Video Recording': 'video',
};

/** A recording is not published: a resident requests it from the City Clerk. */
export function isRecording(kind: MeetingRecordKind): boolean {
  return kind === 'audio' || kind === 'video';
}

/** A past meeting, as Recent Meetings and the archive both name one. */
export interface MeetingRef {
  title: string;
  date: string;
  /** Its English title's slug and its day: what its files are named after, in every language. */
  slug?: string;
  /** Its English title, where `title` is a translation. */
  englishTitle?: string;
}

/**
 * A past meeting's record: documents/planning-commission-meeting-2024-12-05-minutes.pdf; the minutes that can
 * be read online are that government document's file.
 */
export function meetingRecordFile(meeting: MeetingRef, kind: MeetingRecordKind): string {
  const online = kind === 'minutes' ? onlineMinutes[meeting.date] : undefined;
  const doc = online ? governmentDocumentAt(online) : undefined;
  return doc
    ? governmentDocumentFile(doc)
    : pdf(`${meeting.slug ?? `${slugify(meeting.title)}-${meeting.date}`}-${kind}`);
}
