import { localizeRecords, type Locale, type Localized } from '@springfield/shared';
import meetingArchiveRecords, {
  translations as meetingArchiveTranslations,
} from '../../../content/meeting-archive/index.collection';
import pastMeetingRecords, {
  translations as pastMeetingTranslations,
} from '../../../content/past-meetings/index.collection';
import upcomingMeetingRecords, {
  translations as upcomingMeetingTranslations,
} from '../../../content/upcoming-meetings/index.collection';
import type { MeetingArchiveEntry, PastMeeting, UpcomingMeeting } from '../../../types/content';
import { meetingSlug } from '../utils/addresses';

/** The meetings to come, soonest first: one file each in src/content/upcoming-meetings. */
export const upcomingMeetings = upcomingMeetingRecords as readonly UpcomingMeeting[];

/** The meetings to come in a page's language. */
export function upcomingMeetingsIn(locale?: Locale): readonly Localized<UpcomingMeeting>[] {
  return localizeRecords(upcomingMeetings, upcomingMeetingTranslations, locale);
}

/** The meeting whose agenda is at /government/agendas/{slug}, or undefined for any other slug. */
export function getUpcomingMeeting(slug: string): UpcomingMeeting | undefined {
  return upcomingMeetings.find((meeting) => meetingSlug(meeting) === slug);
}

/** The meetings held, newest first: one file each in src/content/past-meetings. */
export const pastMeetings = pastMeetingRecords as readonly PastMeeting[];

/** The meetings held in a page's language. */
export function pastMeetingsIn(locale?: Locale): readonly Localized<PastMeeting>[] {
  return localizeRecords(pastMeetings, pastMeetingTranslations, locale);
}

/** The minutes of this past meeting can be read online as a government document. */
export const onlineMinutes: Readonly<Record<string, string>> = {
  '2024-12-10': '/government/meetings/city-council-minutes-2024-12-10',
};

export const archiveFilters = [
  'All',
  'City Council',
  'Planning Commission',
  'Committees',
  'Public Hearings',
] as const satisfies readonly ('All' | MeetingArchiveEntry['type'])[];
export type ArchiveFilter = (typeof archiveFilters)[number];

/** The Meeting Archives, newest first: one file each in src/content/meeting-archive. */
export const meetingArchive = meetingArchiveRecords as readonly MeetingArchiveEntry[];

/** The archive entries a filter chip shows ("All" shows every one), in a page's language when one is given. */
export function filterArchive(filter: ArchiveFilter): readonly MeetingArchiveEntry[] {
  return filter === 'All' ? meetingArchive : meetingArchive.filter((entry) => entry.type === filter);
}

/** The Meeting Archives in a page's language; `type` stays the English chip's, which the page words. */
export function filterArchiveIn(
  filter: ArchiveFilter,
  locale?: Locale,
): readonly Localized<MeetingArchiveEntry>[] {
  const entries = localizeRecords(meetingArchive, meetingArchiveTranslations, locale);
  return filter === 'All' ? entries : entries.filter((entry) => entry.type === filter);
}
