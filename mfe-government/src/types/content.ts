// The content types of this area: the shape of the data its pages render and its search records are built from.
// A record's type is its schema's output (src/content/schema.ts): the files an editor writes and the code that
// reads them cannot drift. Only types are imported from the schema, so valibot stays out of the browser's code.
import type { Locale, SitePath } from '@springfield/shared';
import type { BudgetRecord, FinancialReport } from '../content/schema';

// ---------- Government ----------

export type {
  AgendaItem,
  BoardOrCommission,
  BudgetLine,
  BudgetRecord,
  EthicsPolicy,
  FinancialDisclosure,
  FinancialReport,
  GovernmentDocument,
  GovernmentDocumentCategory,
  GovernmentVolunteerOpportunity,
  LegislationItem,
  LegislationStatus,
  LegislationVotes,
  MeetingArchiveEntry,
  MeetingDocumentRef,
  MeetingRecordName,
  Official,
  PastMeeting,
  RecentRecordsRequest,
  RecordsRequestType,
  TimelineEntry,
  UpcomingMeeting,
  UpcomingMeetingDocument,
} from '../content/schema';

/** A card of Transparency & Open Data: the page's way into one of its four Access Records dialogs. */
export interface TransparencyCategory {
  title: string;
  description: string;
  icon: string;
  href: SitePath;
  items: number;
}

/** The budget Budget & Finances shows, with the financial reports it lists. */
export type Budget = BudgetRecord & { financialReports: readonly FinancialReport[] };

/** A record as a page shows it: in the page's language, or in English (`lang` says which; none: English). */
export type Shown<T> = T & { readonly lang?: Locale };
