// The area's content as the build reads it (src/content, checked by its schema), so a journey expects what the
// records say rather than a copy of them.
import path from 'node:path';
import { readCollection } from '../../../build/content-collection.cjs';
import type {
  BoardOrCommission,
  BudgetRecord,
  EthicsPolicy,
  FinancialDisclosure,
  FinancialReport,
  GovernmentDocument,
  GovernmentVolunteerOpportunity,
  LegislationItem,
  LegislationVotes,
  MeetingArchiveEntry,
  Official,
  PastMeeting,
  RecentRecordsRequest,
  RecordsRequestType,
  UpcomingMeeting,
} from '../../src/content/schema';

function collection<T>(name: string): readonly T[] {
  const marker = path.join(__dirname, '..', '..', 'src', 'content', name, 'index.collection');
  const { records, problems } = readCollection(marker);
  if (problems.length) throw new Error(problems.join('\n'));
  return records.map((record) => record.output as T);
}

export const officials = collection<Official>('officials');
export const upcomingMeetings = collection<UpcomingMeeting>('upcoming-meetings');
export const pastMeetings = collection<PastMeeting>('past-meetings');
export const meetingArchive = collection<MeetingArchiveEntry>('meeting-archive');
export const legislation = collection<LegislationItem>('legislation');
/** The budget the page shows: the newest fiscal year's. */
export const [budget] = collection<BudgetRecord>('budgets');
export const financialReports = collection<FinancialReport>('financial-reports');
export const recordsRequestTypes = collection<RecordsRequestType>('records-request-types');
export const recentRecordsRequests = collection<RecentRecordsRequest>('records-requests');
export const ethicsPolicies = collection<EthicsPolicy>('ethics-policies');
export const financialDisclosures = collection<FinancialDisclosure>('financial-disclosures');
export const boards = collection<BoardOrCommission>('boards');
export const volunteerOpportunities = collection<GovernmentVolunteerOpportunity>('volunteer-opportunities');
export const governmentDocuments = collection<GovernmentDocument>('government-documents');

/** A record a journey names by how it starts ("Resolution 2024-112"), from a list. */
export function named<T extends { title: string }>(records: readonly T[], start: string): T {
  const found = records.find((record) => record.title.startsWith(start));
  if (!found) throw new Error(`no record "${start}…" in the content`);
  return found;
}

// How the pages write what the records hold (shared's formatters and the area's utils, which import the site's
// stylesheets and cannot load here).

/** "2024-12-15" → "December 15, 2024". */
export function longDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "2025-01-14" → "Tuesday, January 14, 2025". */
export function fullDate(isoDay: string): string {
  const weekday = new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
  });
  return `${weekday}, ${longDate(isoDay)}`;
}

/** "For: 5 · Against: 1 · Abstain: 1": the tracker's tally, abstentions only when there are some. */
export function voteTally(votes: LegislationVotes): string {
  const parts = [`For: ${votes.for}`, `Against: ${votes.against}`];
  if (votes.abstain > 0) parts.push(`Abstain: ${votes.abstain}`);
  return parts.join(' · ');
}

/** "$65M (43.3%)": a budget line as Budget & Finances writes it. */
export function budgetShare(line: { amount: number; percentage: number }): string {
  return `$${line.amount}M (${line.percentage}%)`;
}

/** "1 Opening", "2 Openings", "No Openings". */
export function vacancyLabel(vacancies: number): string {
  if (vacancies <= 0) return 'No Openings';
  return `${vacancies} ${vacancies === 1 ? 'Opening' : 'Openings'}`;
}

/** The mail a volunteer opportunity's Contact link drafts. */
export function volunteerMail(opportunity: GovernmentVolunteerOpportunity): string {
  return `mailto:${opportunity.contact}?subject=${encodeURIComponent(`Volunteer Interest: ${opportunity.title}`)}`;
}

/** A title as an address writes it: "Resolution 2024-112" → "resolution-2024-112". */
export { titleSlug } from '../../src/content/schema';
