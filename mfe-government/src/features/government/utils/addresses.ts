import type { LegislationItem, UpcomingMeeting } from '../../../types/content';
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
  return slugify(item.title.split(':')[0]);
}

/** /government/legislation/ordinance-2024-45: the Government page with that item's text open. */
export function legislationPath(item: LegislationItem): `/${string}` {
  return `/government/legislation/${legislationSlug(item)}`;
}

/** An upcoming meeting's slug: its title and date, "city-council-regular-meeting-2025-01-14". */
export function meetingSlug(meeting: UpcomingMeeting): string {
  return `${slugify(meeting.title)}-${meeting.date}`;
}

/** /government/agendas/{meeting}: the Government page with that meeting's full agenda open. */
export function agendaPath(meeting: UpcomingMeeting): `/${string}` {
  return `/government/agendas/${meetingSlug(meeting)}`;
}

/**
 * The one-segment views of /government that open an Access Records dialog over the page. The spec links to
 * /government/legislation ("View All Legislation"), whose button opens the Public Records dialog.
 */
export const governmentViews: Readonly<Record<string, TransparencyDialogId>> = {
  budget: 'budget',
  meetings: 'meetings',
  records: 'records',
  ethics: 'ethics',
  legislation: 'records',
};
