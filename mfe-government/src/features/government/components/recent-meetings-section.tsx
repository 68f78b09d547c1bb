import { CalendarOutlined, FileTextOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import { formatLongDate, langOf, ButtonLink, Badge, Card } from '@springfield/shared';
import { onlineMinutes, pastMeetings, pastMeetingsIn } from '../data/meetings';
import { governmentMessages as m } from '../messages';
import { viewPath } from '../utils/addresses';
import { recordNames } from '../utils/words';
import { DialogLink } from './dialog-link';
import { MeetingRecordLink } from './meeting-record-link';
import { SectionHeading, UntranslatedNote } from './section-heading';
import { preloadTransparencyDialog } from './transparency-dialogs';

const preloadArchives = () => preloadTransparencyDialog('meetings');

export interface RecentMeetingsSectionProps {
  /** View Archive opens the Meeting Archives dialog, whose address (/government/meetings) follows. */
  onViewArchive: () => void;
}

export function RecentMeetingsSection({ onViewArchive }: RecentMeetingsSectionProps) {
  const intl = useAreaIntl();
  const meetings = pastMeetingsIn();
  return (
    <section className="gov-section" aria-labelledby="gov-recent-title" id="recent-meetings">
      <SectionHeading
        id="gov-recent-title"
        title={intl.formatMessage(m.recentTitle)}
        action={
          <DialogLink
            variant="link"
            to={viewPath('meetings')}
            onOpen={onViewArchive}
            onPreload={preloadArchives}
          >
            {intl.formatMessage(m.viewArchive)}
          </DialogLink>
        }
      />
      <UntranslatedNote records={meetings} />
      <ul className="gov-stack">
        {meetings.map((meeting, index) => {
          const minutesPath = onlineMinutes[meeting.date];
          const inRecord = langOf(meeting);
          return (
            <Card as="li" key={meeting.slug} className="gov-card gov-meeting">
              <div className="gov-meeting__head">
                <h3 className="gov-card__title" {...inRecord}>
                  {meeting.title}
                </h3>
                <Badge tone="success">{intl.formatMessage(m.completed)}</Badge>
              </div>
              <ul className="gov-meta">
                <li>
                  <CalendarOutlined aria-hidden />{' '}
                  <time dateTime={meeting.date}>{formatLongDate(meeting.date)}</time>
                </li>
                <li {...inRecord}>{meeting.type}</li>
                <li>{intl.formatMessage(m.agendaItemCount, { count: meeting.agendaItems })}</li>
              </ul>
              <div className="gov-buttons">
                {meeting.documents.map((doc) => (
                  <MeetingRecordLink
                    className="gov-buttons__button"
                    key={doc.name}
                    meeting={{ ...meeting, englishTitle: pastMeetings[index]?.title }}
                    name={doc.name}
                    label={intl.formatMessage(m.recordWithType, {
                      name: intl.formatMessage(recordNames[doc.name]),
                      type: doc.type,
                    })}
                  />
                ))}
                {minutesPath ? (
                  <ButtonLink variant="link" to={minutesPath} icon={<FileTextOutlined aria-hidden />}>
                    {intl.formatMessage(m.readMinutes)}
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
