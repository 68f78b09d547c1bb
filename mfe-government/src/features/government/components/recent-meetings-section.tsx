import { CalendarOutlined, FileTextOutlined } from '@ant-design/icons';
import { formatLongDate, ButtonLink, Badge, Card } from '@springfield/shared';
import { onlineMinutes, pastMeetings } from '../data/meetings';
import { viewPath } from '../utils/addresses';
import { DialogLink } from './dialog-link';
import { MeetingRecordLink } from './meeting-record-link';
import { SectionHeading } from './section-heading';
import { preloadTransparencyDialog } from './transparency-dialogs';

const preloadArchives = () => preloadTransparencyDialog('meetings');

export interface RecentMeetingsSectionProps {
  /** View Archive opens the Meeting Archives dialog, whose address (/government/meetings) follows. */
  onViewArchive: () => void;
}

export function RecentMeetingsSection({ onViewArchive }: RecentMeetingsSectionProps) {
  return (
    <section className="gov-section" aria-labelledby="gov-recent-title" id="recent-meetings">
      <SectionHeading
        id="gov-recent-title"
        title="Recent Meetings"
        action={
          <DialogLink
            variant="link"
            to={viewPath('meetings')}
            onOpen={onViewArchive}
            onPreload={preloadArchives}
          >
            View Archive
          </DialogLink>
        }
      />
      <ul className="gov-stack">
        {pastMeetings.map((meeting) => {
          const minutesPath = onlineMinutes[meeting.date];
          return (
            <Card as="li" key={`${meeting.title}-${meeting.date}`} className="gov-card gov-meeting">
              <div className="gov-meeting__head">
                <h3 className="gov-card__title">{meeting.title}</h3>
                <Badge tone="success">Completed</Badge>
              </div>
              <ul className="gov-meta">
                <li>
                  <CalendarOutlined aria-hidden />{' '}
                  <time dateTime={meeting.date}>{formatLongDate(meeting.date)}</time>
                </li>
                <li>{meeting.type}</li>
                <li>{meeting.agendaItems} agenda items</li>
              </ul>
              <div className="gov-buttons">
                {meeting.documents.map((doc) => (
                  <MeetingRecordLink
                    className="gov-buttons__button"
                    key={doc.name}
                    meeting={meeting}
                    name={doc.name}
                    label={`${doc.name} (${doc.type})`}
                  />
                ))}
                {minutesPath ? (
                  <ButtonLink variant="link" to={minutesPath} icon={<FileTextOutlined aria-hidden />}>
                    Read Minutes Online
                  </ButtonLink>
                ) : null}
              </div>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
