import { MailOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import { ButtonLink, formatLongDate } from '@springfield/shared';
import { DownloadLink } from '../../../components/download-link';
import {
  isRecording,
  meetingRecordFile,
  meetingRecordKinds,
  type MeetingRef,
} from '../../../documents/document-paths';
import type { MeetingRecordName } from '../../../types/content';
import { clerkEmail, mailDraft } from '../data/involvement';
import { governmentMessages as m } from '../messages';
import { recordingNamesInSentence, recordNames } from '../utils/words';

export interface MeetingRecordLinkProps {
  /** The meeting in the page's language (its files are named after its slug, the same in every language). */
  meeting: MeetingRef;
  name: MeetingRecordName;
  /** The visible label: "Meeting Minutes (PDF)" in Recent Meetings, "Minutes" in the archive. */
  label: string;
  className?: string;
}

/**
 * A record of a past meeting: a document downloads its PDF; a recording, which the city does not publish, is
 * a mail to the City Clerk asking for it (a records request), so neither pretends to a file that is not there.
 * The mail's subject is in the page's language, as the page names the record and the meeting.
 */
export function MeetingRecordLink({ meeting, name, label, className }: MeetingRecordLinkProps) {
  const intl = useAreaIntl();
  const kind = meetingRecordKinds[name];
  const when = intl.formatMessage(m.meetingOn, { title: meeting.title, date: formatLongDate(meeting.date) });
  if (isRecording(kind)) {
    const subject = intl.formatMessage(m.mailRecordsRequest, {
      record: intl.formatMessage(recordNames[name]),
      meeting: meeting.title,
      date: formatLongDate(meeting.date),
    });
    // The recording's name as a sentence says it ("Solicitar el audio de la reunión (MP3)").
    const inSentence = recordingNamesInSentence[name];
    const asked = inSentence
      ? label.replace(intl.formatMessage(recordNames[name]), intl.formatMessage(inSentence))
      : label;
    return (
      <ButtonLink
        className={className}
        size="small"
        href={mailDraft(clerkEmail, subject)}
        aria-label={intl.formatMessage(m.requestRecordingLabel, { label: asked, meeting: when })}
        icon={<MailOutlined aria-hidden />}
      >
        {intl.formatMessage(m.requestRecording, { label: asked })}
      </ButtonLink>
    );
  }
  return (
    <DownloadLink
      className={className}
      size="small"
      file={meetingRecordFile(meeting, kind)}
      item={intl.formatMessage(m.recordOfMeeting, {
        name: intl.formatMessage(recordNames[name]),
        meeting: when,
      })}
      ariaLabel={intl.formatMessage(m.recordOfMeeting, { name: label, meeting: when })}
    >
      {label}
    </DownloadLink>
  );
}
