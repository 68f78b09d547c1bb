// How the Government page words what its records hold as fixed English values (a record's name, a status, a
// time of day, a duration), in the page's language.
import {
  CITY_TIME_ZONE,
  cityDateTime,
  DEFAULT_LOCALE,
  formatTimeOfDay,
  type Locale,
} from '@springfield/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type {
  LegislationStatus,
  LegislationVotes,
  MeetingRecordName,
  RecentRecordsRequest,
  UpcomingMeeting,
} from '../../../types/content';
import type { ArchiveFilter } from '../data/meetings';
import { governmentMessages as m } from '../messages';

/** The name `Intl` knows a language by: Spanish as written in the United States. */
export function intlLocale(locale: Locale): string {
  return locale === 'es' ? 'es-US' : locale;
}

/**
 * When a meeting starts, as the page's language writes a time of day in the city ("7:00 PM", "7:00 p.m.",
 * "晚上7:00"): shared's one style per language.
 */
export function meetingTime(meeting: UpcomingMeeting, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return meeting.time;
  const instant = new Date(cityDateTime(meeting.date, meeting.start.slice(11)));
  return formatTimeOfDay(instant, locale, CITY_TIME_ZONE);
}

/** The words of each record a past meeting lists. */
export const recordNames: Readonly<Record<MeetingRecordName, MessageDescriptor>> = {
  Agenda: m.recordAgenda,
  Minutes: m.recordMinutes,
  'Meeting Minutes': m.recordMeetingMinutes,
  Transcript: m.recordTranscript,
  'Hearing Transcript': m.recordHearingTranscript,
  Notice: m.recordNotice,
  'Budget Report': m.recordBudgetReport,
  'Meeting Audio': m.recordMeetingAudio,
  'Hearing Audio': m.recordHearingAudio,
  'Video Recording': m.recordVideo,
};

/** A recording's name inside a sentence ("Request Meeting Audio", "Solicitar el audio de la reunión"). */
export const recordingNamesInSentence: Readonly<Partial<Record<MeetingRecordName, MessageDescriptor>>> = {
  'Meeting Audio': m.recordMeetingAudioInSentence,
  'Hearing Audio': m.recordHearingAudioInSentence,
  'Video Recording': m.recordVideoInSentence,
};

/** The words of each chip of the Meeting Archives (and of each entry's type). */
export const archiveFilterNames: Readonly<Record<ArchiveFilter, MessageDescriptor>> = {
  All: m.filterAll,
  'City Council': m.filterCouncil,
  'Planning Commission': m.filterPlanning,
  Committees: m.filterCommittees,
  'Public Hearings': m.filterHearings,
};

export const legislationStatusNames: Readonly<Record<LegislationStatus, MessageDescriptor>> = {
  Passed: m.passed,
  'Under Review': m.underReview,
};

export const requestStatusNames: Readonly<Record<RecentRecordsRequest['status'], MessageDescriptor>> = {
  Completed: m.statusCompleted,
  'In Progress': m.statusInProgress,
};

/** "For: 6 · Against: 1", with abstentions only when someone abstained; null before a vote. */
export function voteTallyIn(intl: IntlShape, votes: LegislationVotes | null): string | null {
  if (!votes) return null;
  const values = { for: votes.for, against: votes.against, abstain: votes.abstain };
  return intl.formatMessage(votes.abstain > 0 ? m.tallyWithAbstentions : m.tally, values);
}

/** "30 minutes" (an agenda item's duration, as its record writes it) in the page's language. */
export function durationIn(intl: IntlShape, duration: string): string {
  return intl.formatMessage(m.estimatedDuration, { minutes: Number.parseInt(duration, 10) });
}

/** "1-3 business days", "1 business day" (a request type's processing time) in the page's language. */
export function processingTimeIn(intl: IntlShape, time: string): string {
  const [from, to] = (/^(\d+)(?:-(\d+))?/.exec(time) ?? []).slice(1).map(Number);
  if (Number.isNaN(from)) return time;
  return to
    ? intl.formatMessage(m.businessDaysRange, { from, to })
    : intl.formatMessage(m.businessDays, { days: from });
}
