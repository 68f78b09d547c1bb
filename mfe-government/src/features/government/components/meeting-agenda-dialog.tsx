import { PlayCircleOutlined } from '@ant-design/icons';
import { formatFullDate, ButtonLink } from '@springfield/shared';
import type { UpcomingMeeting } from '../../../types/content';
import { DownloadButton } from '../../../components/download-button';
import { Dialog } from '@springfield/shared/dialog';

export interface MeetingAgendaDialogProps {
  meeting: UpcomingMeeting;
  open: boolean;
  onClose: () => void;
}

export function MeetingAgendaDialog({ meeting, open, onClose }: MeetingAgendaDialogProps) {
  return (
    <Dialog
      title={`${meeting.title}: Full Agenda`}
      open={open}
      onClose={onClose}
      size="large"
      className="gov-dialog"
    >
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
        {meeting.documents.map((doc) => (
          <li key={doc.name} className="gov-row">
            <div>
              <p className="gov-row__title">{doc.name}</p>
              <p className="gov-muted">{doc.size}</p>
            </div>
            <DownloadButton item={doc.name} ariaLabel={`Download ${doc.name}`} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
