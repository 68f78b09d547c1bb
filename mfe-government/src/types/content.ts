// The content types of this area: the shape of the data its pages render and its search records are built from.
import type { SitePath } from '@springfield/shared';

// ---------- Government ----------

export type { Official } from '../content/schema';

/** The records of a past meeting, as Recent Meetings and the Meeting Archives name them. */
export type MeetingRecordName =
  | 'Agenda'
  | 'Minutes'
  | 'Meeting Minutes'
  | 'Transcript'
  | 'Hearing Transcript'
  | 'Notice'
  | 'Budget Report'
  | 'Meeting Audio'
  | 'Hearing Audio'
  | 'Video Recording';

export interface MeetingDocumentRef {
  name: MeetingRecordName;
  type: 'PDF' | 'MP3';
}

export interface PastMeeting {
  title: string;
  date: string;
  type: string;
  status: 'completed';
  agendaItems: number;
  documents: readonly MeetingDocumentRef[];
}

export interface AgendaItem {
  item: string;
  description: string;
  duration: string;
}

/**
 * A document of an upcoming meeting, published as a PDF (its size is the file's: src/utils/document-link.ts).
 * Without `agendaItem` it is the meeting's agenda itself.
 */
export interface UpcomingMeetingDocument {
  name: string;
  /** The item of the meeting's full agenda the document is prepared for. */
  agendaItem?: string;
}

export interface UpcomingMeeting {
  title: string;
  date: string;
  time: string;
  location: string;
  agendaItems: readonly string[];
  hasLivestream: boolean;
  fullAgenda: readonly AgendaItem[];
  documents: readonly UpcomingMeetingDocument[];
  streamLink: string;
}

export type LegislationStatus = 'Passed' | 'Under Review';

export interface LegislationVotes {
  for: number;
  against: number;
  abstain: number;
}

export interface LegislationItem {
  title: string;
  status: LegislationStatus;
  date: string;
  description: string;
  votes: LegislationVotes | null;
  fullText: string;
  relatedDocuments: readonly string[];
}

export interface TransparencyCategory {
  title: string;
  description: string;
  icon: string;
  href: SitePath;
  items: number;
}

export interface BudgetLine {
  amount: number;
  percentage: number;
}

export interface Budget {
  totalBudget: number;
  revenues: readonly (BudgetLine & { source: string })[];
  expenditures: readonly (BudgetLine & { category: string })[];
  financialReports: readonly FinancialReport[];
}

/** A financial report, published as a PDF (its size is the file's). */
export interface FinancialReport {
  title: string;
  date: string;
  type: 'PDF';
  /** The government document ("budget/annual-budget-2025") this report is, when the site has its page. */
  document?: string;
}

export interface MeetingArchiveEntry {
  title: string;
  type: string;
  documents: readonly MeetingRecordName[];
  date: string;
}

export interface RecordsRequestType {
  type: string;
  description: string;
  processingTime: string;
}

export interface RecentRecordsRequest {
  id: string;
  type: string;
  status: 'Completed' | 'In Progress';
  requestDate: string;
  completedDate?: string;
  estimatedCompletion?: string;
}

export interface EthicsPolicy {
  title: string;
  description: string;
  lastUpdated: string;
}

export interface FinancialDisclosure {
  official: string;
  title: string;
  type: string;
  filingDate: string;
  status: 'Filed';
}

export interface BoardOrCommission {
  name: string;
  description: string;
  meetings: string;
  vacancies: number;
  requirements: string;
}

export interface GovernmentVolunteerOpportunity {
  title: string;
  description: string;
  timeCommitment: string;
  contact: string;
}

export type GovernmentDocumentCategory = 'Budget Documents' | 'Meeting Minutes' | 'Public Records';

export interface TimelineEntry {
  date: string;
  event: string;
  status: 'completed' | 'upcoming';
}

export interface GovernmentDocument {
  /** Route segments: /government/{categorySlug}/{slug}. */
  categorySlug: 'budget' | 'meetings' | 'records';
  slug: string;
  title: string;
  description: string;
  category: GovernmentDocumentCategory;
  /** Published as a PDF made from this record at build time: its size and pages are the file's. */
  fileType: 'PDF';
  publishDate: string;
  department: string;
  version: string;
  /** HTML; sanitised before it is rendered. */
  content: string;
  timeline?: readonly TimelineEntry[];
}
