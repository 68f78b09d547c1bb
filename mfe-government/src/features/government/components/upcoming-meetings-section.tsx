import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import {
  currentLocale,
  formatFullDate,
  langOf,
  lazyDialog,
  ButtonLink,
  Badge,
  Card,
} from '@springfield/shared';
import type { UpcomingMeeting, Shown } from '../../../types/content';
import { upcomingMeetingsIn } from '../data/meetings';
import { governmentMessages as m } from '../messages';
import { meetingTime } from '../utils/words';
import { agendaPath, meetingSlug } from '../utils/addresses';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import { DialogLink } from './dialog-link';
import { SectionHeading, UntranslatedNote, recordText } from './section-heading';

const { Dialog: MeetingAgendaDialog, preload: preloadAgenda } = lazyDialog(() =>
  import('./meeting-agenda-dialog').then((m) => m.MeetingAgendaDialog),
);

interface UpcomingMeetingItemProps {
  meeting: Shown<UpcomingMeeting>;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function UpcomingMeetingItem({ meeting, open, onOpen, onClose }: UpcomingMeetingItemProps) {
  const intl = useAreaIntl();
  const inRecord = langOf(meeting);
  return (
    <Card as="li" className="gov-card gov-meeting">
      <div className="gov-meeting__head">
        <h3 className="gov-card__title" {...inRecord}>
          {meeting.title}
        </h3>
        {meeting.hasLivestream ? <Badge tone="live">{intl.formatMessage(m.liveStream)}</Badge> : null}
      </div>
      <ul className="gov-meta">
        <li>
          <CalendarOutlined aria-hidden /> <time dateTime={meeting.date}>{formatFullDate(meeting.date)}</time>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden /> {meetingTime(meeting, currentLocale())}
        </li>
        <li>
          <EnvironmentOutlined aria-hidden /> {recordText(meeting, meeting.location)}
        </li>
      </ul>
      <p className="gov-card__subtitle">{intl.formatMessage(m.agendaHighlights)}</p>
      <ul className="gov-bullets" {...inRecord}>
        {meeting.agendaItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <DialogLink
        to={agendaPath(meeting)}
        aria-label={intl.formatMessage(m.viewAgendaOf, { title: meeting.title })}
        onOpen={onOpen}
        onPreload={preloadAgenda}
      >
        {intl.formatMessage(m.viewAgenda)}
      </DialogLink>
      <MeetingAgendaDialog meeting={meeting} open={open} onClose={onClose} />
    </Card>
  );
}

export interface UpcomingMeetingsSectionProps {
  /** The meeting whose agenda its address opens (/government/agendas/{slug}). */
  openSlug?: string;
  onRouteClose?: () => void;
}

export function UpcomingMeetingsSection({ openSlug, onRouteClose }: UpcomingMeetingsSectionProps = {}) {
  const { open, show, close } = useRoutedDialog(openSlug ?? null, onRouteClose);
  const intl = useAreaIntl();
  const meetings = upcomingMeetingsIn();
  return (
    <section className="gov-section" aria-labelledby="gov-upcoming-title" id="upcoming-meetings">
      <SectionHeading
        id="gov-upcoming-title"
        title={intl.formatMessage(m.upcomingTitle)}
        action={
          <ButtonLink variant="link" to="/events">
            {intl.formatMessage(m.viewAllEvents, {
              hidden: (chunks) => <span className="sf-visually-hidden">{chunks}</span>,
            })}
          </ButtonLink>
        }
      />
      <UntranslatedNote records={meetings} />
      <ul className="gov-stack">
        {meetings.map((meeting) => {
          const slug = meetingSlug(meeting);
          return (
            <UpcomingMeetingItem
              key={slug}
              meeting={meeting}
              open={open === slug}
              onOpen={() => show(slug)}
              onClose={close}
            />
          );
        })}
      </ul>
    </section>
  );
}
