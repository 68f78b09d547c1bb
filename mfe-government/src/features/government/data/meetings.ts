import meetingArchiveRecords from '../../../content/meeting-archive/index.collection';
import pastMeetingRecords from '../../../content/past-meetings/index.collection';
import upcomingMeetingRecords from '../../../content/upcoming-meetings/index.collection';
import type { MeetingArchiveEntry, PastMeeting, UpcomingMeeting } from '../../../types/content';
import { meetingSlug } from '../utils/addresses';

/** The meetings to come, soonest first: one file each in src/content/upcoming-meetings. */
export const upcomingMeetings = upcomingMeetingRecords as readonly UpcomingMeeting[];

/** The meeting whose agenda is at /government/agendas/{slug}, or undefined for any other slug. */
export function getUpcomingMeeting(slug: string): UpcomingMeeting | undefined {
  return upcomingMeetings.find((meeting) => meetingSlug(meeting) === slug);
}

/** The meetings held, newest first: one file each in src/content/past-meetings. */
export const pastMeetings = pastMeetingRecords as readonly PastMeeting[];

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

/** The archive entries a filter chip shows ("All" shows every one). */
export function filterArchive(filter: ArchiveFilter): readonly MeetingArchiveEntry[] {
  return filter === 'All' ? meetingArchive : meetingArchive.filter((entry) => entry.type === filter);
}
