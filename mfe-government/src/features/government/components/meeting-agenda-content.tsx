import { PlayCircleOutlined } from '@ant-design/icons';
import { ButtonLink, currentLocale, formatFullDate, langOf } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import type { UpcomingMeeting, Shown } from '../../../types/content';
import { DownloadLink } from '../../../components/download-link';
import { upcomingMeetingDocumentFile } from '../../../documents/document-paths';
import { areaIntl, useAreaIntl } from '../../../i18n/area-intl';
import { documentLink } from '../../../utils/document-link';
import { getUpcomingMeeting } from '../data/meetings';
import { governmentMessages as m } from '../messages';
import { durationIn, meetingTime } from '../utils/words';
import { UntranslatedRecordNote } from './section-heading';

/** "City Council Regular Meeting: Full Agenda". */
export const meetingAgendaTitle = (meeting: UpcomingMeeting, intl: IntlShape = areaIntl.intl()): string =>
  intl.formatMessage(m.agendaDialogTitle, { title: meeting.title });

/** A meeting's full agenda (View Full Agenda), also the page's at /government/agendas/{slug} without script. */
export function MeetingAgendaContent({ meeting }: { meeting: Shown<UpcomingMeeting> }) {
  const intl = useAreaIntl();
  const inRecord = langOf(meeting);
  // Its documents' files are named after the English record's.
  const english = getUpcomingMeeting(meeting.slug) ?? meeting;
  return (
    <>
      <UntranslatedRecordNote record={meeting} />
      <dl className="gov-tiles">
        <div>
          <dt>{intl.formatMessage(m.date)}</dt>
          <dd>{formatFullDate(meeting.date)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.time)}</dt>
          <dd>{meetingTime(meeting, currentLocale())}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.location)}</dt>
          <dd {...inRecord}>{meeting.location}</dd>
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
          {intl.formatMessage(m.watchLive)}
        </ButtonLink>
      ) : null}
      <h3>{intl.formatMessage(m.agenda)}</h3>
      <ol className="gov-agenda">
        {meeting.fullAgenda.map((entry) => (
          <li key={entry.item}>
            <p className="gov-agenda__item" {...inRecord}>
              {entry.item}
            </p>
            <p {...inRecord}>{entry.description}</p>
            <p className="gov-muted">{durationIn(intl, entry.duration)}</p>
          </li>
        ))}
      </ol>
      <h3>{intl.formatMessage(m.meetingDocuments)}</h3>
      <ul className="gov-rows">
        {meeting.documents.map((doc, index) => {
          const file = upcomingMeetingDocumentFile(english, english.documents[index] ?? doc);
          return (
            <li key={doc.name} className="gov-row">
              <div>
                <p className="gov-row__title" {...inRecord}>
                  {doc.name}
                </p>
                <p className="gov-muted">{documentLink(file).summary}</p>
              </div>
              <DownloadLink
                file={file}
                item={doc.name}
                ariaLabel={intl.formatMessage(m.downloadItem, { name: doc.name })}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
