import { PlayCircleOutlined } from '@ant-design/icons';
import { ButtonLink, formatFullDate } from '@springfield/shared';
import type { UpcomingMeeting } from '../../../types/content';
import { DownloadLink } from '../../../components/download-link';
import { upcomingMeetingDocumentFile } from '../../../documents/document-paths';
import { documentLink } from '../../../utils/document-link';

/** "City Council Regular Meeting: Full Agenda". */
export const meetingAgendaTitle = (meeting: UpcomingMeeting): string => `${meeting.title}: Full Agenda`;

/** A meeting's full agenda (View Full Agenda), also the page's at /government/agendas/{slug} without script. */
export function MeetingAgendaContent({ meeting }: { meeting: UpcomingMeeting }) {
  return (
    <>
      <dl className="gov-tiles">
        <div>
          <dt>Date</dt>
          <dd>{formatFullDate(meeting.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{meeting.time}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{meeting.location}</dd>
        </div>
      </dl>
      {meeting.hasLivestream ? (
        <ButtonLink
          variant="primary"
          className="gov-dialog__action"
          href={meeting.streamLink}
          external
          icon={<PlayCircleOutlined aria-hidden />}
        >
          Watch Live
        </ButtonLink>
      ) : null}
      <h3>Agenda</h3>
      <ol className="gov-agenda">
        {meeting.fullAgenda.map((entry) => (
          <li key={entry.item}>
            <p className="gov-agenda__item">{entry.item}</p>
            <p>{entry.description}</p>
            <p className="gov-muted">Estimated duration: {entry.duration}</p>
          </li>
        ))}
      </ol>
      <h3>Meeting Documents</h3>
      <ul className="gov-rows">
        {meeting.documents.map((doc) => {
          const file = upcomingMeetingDocumentFile(meeting, doc);
          return (
            <li key={doc.name} className="gov-row">
              <div>
                <p className="gov-row__title">{doc.name}</p>
                <p className="gov-muted">{documentLink(file).summary}</p>
              </div>
              <DownloadLink file={file} item={doc.name} ariaLabel={`Download ${doc.name}`} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
