import { MailOutlined } from '@ant-design/icons';
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

export interface MeetingRecordLinkProps {
  meeting: MeetingRef;
  name: MeetingRecordName;
  /** The visible label: "Meeting Minutes (PDF)" in Recent Meetings, "Minutes" in the archive. */
  label: string;
  className?: string;
}

/**
 * A record of a past meeting: a document downloads its PDF; a recording, which the city does not publish, is
 * a mail to the City Clerk asking for it (a records request), so neither pretends to a file that is not there.
 */
export function MeetingRecordLink({ meeting, name, label, className }: MeetingRecordLinkProps) {
  const kind = meetingRecordKinds[name];
  const when = `${meeting.title}, ${formatLongDate(meeting.date)}`;
  if (isRecording(kind)) {
    return (
      <ButtonLink
        className={className}
        size="small"
        href={mailDraft(clerkEmail, `Records Request: ${name}, ${when}`)}
        aria-label={`Request ${label} from the City Clerk by e-mail, ${when}`}
        icon={<MailOutlined aria-hidden />}
      >
        Request {label}
      </ButtonLink>
    );
  }
  return (
    <DownloadLink
      className={className}
      size="small"
      file={meetingRecordFile(meeting, kind)}
      item={`${name}, ${when}`}
      ariaLabel={`${label}, ${when}`}
    >
      {label}
    </DownloadLink>
  );
}
