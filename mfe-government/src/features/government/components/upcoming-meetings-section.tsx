import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { formatFullDate, lazyDialog, ButtonLink, Badge, Card } from '@springfield/shared';
import type { UpcomingMeeting } from '../../../types/content';
import { upcomingMeetings } from '../data/meetings';
import { agendaPath, meetingSlug } from '../utils/addresses';
import { useRoutedDialog } from '../hooks/use-routed-dialog';
import { DialogLink } from './dialog-link';
import { SectionHeading } from './section-heading';

const { Dialog: MeetingAgendaDialog, preload: preloadAgenda } = lazyDialog(() =>
  import('./meeting-agenda-dialog').then((m) => m.MeetingAgendaDialog),
);

interface UpcomingMeetingItemProps {
  meeting: UpcomingMeeting;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function UpcomingMeetingItem({ meeting, open, onOpen, onClose }: UpcomingMeetingItemProps) {
  return (
    <Card as="li" className="gov-card gov-meeting">
      <div className="gov-meeting__head">
        <h3 className="gov-card__title">{meeting.title}</h3>
        {meeting.hasLivestream ? <Badge tone="live">Live Stream</Badge> : null}
      </div>
      <ul className="gov-meta">
        <li>
          <CalendarOutlined aria-hidden /> <time dateTime={meeting.date}>{formatFullDate(meeting.date)}</time>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden /> {meeting.time}
        </li>
        <li>
          <EnvironmentOutlined aria-hidden /> {meeting.location}
        </li>
      </ul>
      <p className="gov-card__subtitle">Agenda highlights</p>
      <ul className="gov-bullets">
        {meeting.agendaItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <DialogLink
        to={agendaPath(meeting)}
        aria-label={`View Full Agenda: ${meeting.title}`}
        onOpen={onOpen}
        onPreload={preloadAgenda}
      >
        View Full Agenda
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
  return (
    <section className="gov-section" aria-labelledby="gov-upcoming-title" id="upcoming-meetings">
      <SectionHeading
        id="gov-upcoming-title"
        title="Upcoming Meetings"
        action={
          <ButtonLink variant="link" to="/events">
            View All<span className="sf-visually-hidden"> events and meetings</span>
          </ButtonLink>
        }
      />
      <ul className="gov-stack">
        {upcomingMeetings.map((meeting) => {
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
