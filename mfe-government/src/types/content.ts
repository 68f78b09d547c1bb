// The content types of this area: the shape of the data its pages render and its search records are built from.
import type { SitePath } from '@springfield/shared';

// ---------- Government ----------

export interface Official {
  name: string;
  title: string;
  term: string;
  email: string;
  phone: string;
  bio: string;
  photo: string;
  priorities: readonly string[];
  fullBio: string;
  achievements: readonly string[];
  committees: readonly string[];
  officeHours: string;
  education: string;
}

export interface MeetingDocumentRef {
  name: string;
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

export interface UpcomingMeeting {
  title: string;
  date: string;
  time: string;
  location: string;
  agendaItems: readonly string[];
  hasLivestream: boolean;
  fullAgenda: readonly AgendaItem[];
  documents: readonly { name: string; size: string }[];
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
  financialReports: readonly { title: string; date: string; size: string; type: string }[];
}

export interface MeetingArchiveEntry {
  title: string;
  type: string;
  documents: readonly string[];
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
  fileType: string;
  fileSize: string;
  publishDate: string;
  department: string;
  pages: number;
  version: string;
  /** HTML; sanitised before it is rendered. */
  content: string;
  timeline?: readonly TimelineEntry[];
}
