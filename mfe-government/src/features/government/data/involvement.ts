import boardRecords from '../../../content/boards/index.collection';
import volunteerRecords from '../../../content/volunteer-opportunities/index.collection';
import type { BoardOrCommission, GovernmentVolunteerOpportunity } from '../../../types/content';

/** Which Get Involved dialog a button opens; each is also a view of /government (/government/boards, …). */
export type InvolvementDialogId = 'boards' | 'public-comment' | 'volunteer';

/** The boards and commissions, in their order: one file each in src/content/boards. */
export const boardsAndCommissions = boardRecords as readonly BoardOrCommission[];

/** "1 Opening", "2 Openings", "No Openings". */
export function vacancyLabel(vacancies: number): string {
  if (vacancies <= 0) return 'No Openings';
  return `${vacancies} ${vacancies === 1 ? 'Opening' : 'Openings'}`;
}

/** The ways to volunteer, in their order: one file each in src/content/volunteer-opportunities. */
export const volunteerOpportunities = volunteerRecords as readonly GovernmentVolunteerOpportunity[];

export const councilEmail = 'council@springfield.gov';
export const clerkEmail = 'clerk@springfield.gov';
export const minutesPerSpeaker = 3;

/** A mail draft to an address with a subject, as a mailto: link. */
export function mailDraft(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function volunteerInterestMail(opportunity: GovernmentVolunteerOpportunity): string {
  return mailDraft(opportunity.contact, `Volunteer Interest: ${opportunity.title}`);
}

export const publicCommentMail = mailDraft(councilEmail, 'Public Comment');
