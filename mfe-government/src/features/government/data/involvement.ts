import { localizeRecords, type Locale, type Localized } from '@springfield/shared';
import boardRecords, { translations as boardTranslations } from '../../../content/boards/index.collection';
import volunteerRecords, {
  translations as volunteerTranslations,
} from '../../../content/volunteer-opportunities/index.collection';
import { areaIntl } from '../../../i18n/area-intl';
import { governmentMessages } from '../messages';
import type { BoardOrCommission, GovernmentVolunteerOpportunity } from '../../../types/content';

/** Which Get Involved dialog a button opens; each is also a view of /government (/government/boards, …). */
export type InvolvementDialogId = 'boards' | 'public-comment' | 'volunteer';

/** The boards and commissions, in their order: one file each in src/content/boards. */
export const boardsAndCommissions = boardRecords as readonly BoardOrCommission[];

/** "1 Opening", "2 Openings", "No Openings" (in the page's language). */
export function vacancyLabel(vacancies: number): string {
  return areaIntl.intl().formatMessage(governmentMessages.openings, { count: Math.max(vacancies, 0) });
}

/** The boards and commissions in a page's language. */
export function boardsIn(locale?: Locale): readonly Localized<BoardOrCommission>[] {
  return localizeRecords(boardsAndCommissions, boardTranslations, locale);
}

/** The ways to volunteer, in their order: one file each in src/content/volunteer-opportunities. */
export const volunteerOpportunities = volunteerRecords as readonly GovernmentVolunteerOpportunity[];

/** The ways to volunteer in a page's language. */
export function volunteerOpportunitiesIn(
  locale?: Locale,
): readonly Localized<GovernmentVolunteerOpportunity>[] {
  return localizeRecords(volunteerOpportunities, volunteerTranslations, locale);
}

export const councilEmail = 'council@springfield.gov';
export const clerkEmail = 'clerk@springfield.gov';
export const minutesPerSpeaker = 3;

/** A mail draft to an address with a subject, as a mailto: link. */
export function mailDraft(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The Contact mail about a way to volunteer (as the page shows it), its subject in the page's language. */
export function volunteerInterestMail(opportunity: GovernmentVolunteerOpportunity, locale?: Locale): string {
  const subject = areaIntl
    .intl(locale)
    .formatMessage(governmentMessages.mailVolunteerInterest, { title: opportunity.title });
  return mailDraft(opportunity.contact, subject);
}

/** The mail to the Council with a public comment, its subject in the page's language. */
export function publicCommentMail(locale?: Locale): string {
  return mailDraft(councilEmail, areaIntl.intl(locale).formatMessage(governmentMessages.mailPublicComment));
}
