import type { LegislationItem, Official, UpcomingMeeting } from '../../../types/content';
import type { InvolvementDialogId } from '../data/involvement';
import type { TransparencyDialogId } from '../data/transparency';

/** "City Council Regular Meeting" -> "city-council-regular-meeting". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A legislation item's slug: its number, "Ordinance 2024-45: …" -> "ordinance-2024-45". */
export function legislationSlug(item: LegislationItem): string {
  // The English record's, also on a translated one ("Ordenanza 2024-45: …").
  return item.slug;
}

/** /government/legislation/ordinance-2024-45: the Government page with that item's text open. */
export function legislationPath(item: LegislationItem): `/${string}` {
  return `/government/legislation/${legislationSlug(item)}`;
}

/** An upcoming meeting's slug: its title and date, "city-council-regular-meeting-2025-01-14". */
export function meetingSlug(meeting: UpcomingMeeting): string {
  // Made from the English title when the record is read (src/content/schema.ts), kept by its translations.
  return meeting.slug;
}

/** /government/agendas/{meeting}: the Government page with that meeting's full agenda open. */
export function agendaPath(meeting: UpcomingMeeting): `/${string}` {
  return `/government/agendas/${meetingSlug(meeting)}`;
}

/** An official's slug: their name, "Sarah Mitchell" -> "sarah-mitchell". */
export function officialSlug(official: Official): string {
  return slugify(official.name);
}

/** /government/officials/sarah-mitchell: the Government page with that official's full profile open. */
export function officialPath(official: Official): `/${string}` {
  return `/government/officials/${officialSlug(official)}`;
}

/** The dialogs a one-segment view of /government opens: Access Records' four and Get Involved's three. */
export type GovernmentViewDialog = TransparencyDialogId | InvolvementDialogId;

export type GovernmentView = GovernmentViewDialog | 'legislation';

/**
 * The one-segment views of /government and the dialog each opens over the page (any other is the 404 view).
 * The spec links to /government/legislation ("View All Legislation"), whose button opens Public Records.
 */
export const governmentViews: Readonly<Record<GovernmentView, GovernmentViewDialog>> = {
  budget: 'budget',
  meetings: 'meetings',
  records: 'records',
  ethics: 'ethics',
  legislation: 'records',
  boards: 'boards',
  'public-comment': 'public-comment',
  volunteer: 'volunteer',
};

/** /government/{view}: the Government page with that view's dialog open (/government/public-comment). */
export function viewPath(view: GovernmentView): `/${string}` {
  return `/government/${view}`;
}
