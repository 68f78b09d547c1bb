import { CalendarOutlined, DownloadOutlined, GoogleOutlined } from '@ant-design/icons';
import { Button } from '@springfield/shared';
import { cityEvents, calendarSubscription } from '../data/events';
import {
  calendarTemplateUrl,
  eventCalendarEntry,
  saveCalendarFile,
  subscriptionCalendarEntry,
} from '../utils/calendar';
import { sortByDate } from '../utils/event-queries';
import { ExternalLink } from './external-link';

const allEventsTitle = 'Springfield Events & Meetings';

/** Subscribe to Calendar (the all-day subscription), Download iCal File (every event) and the template link. */
export function CalendarTools() {
  const subscription = subscriptionCalendarEntry();
  return (
    <section className="ne-event-tools" aria-labelledby="calendar-tools-title">
      <h2 id="calendar-tools-title">Never Miss an Event</h2>
      <p>Add the city calendar to your own calendar app, or download every upcoming event at once.</p>
      <div className="ne-event-tools__actions">
        <Button
          variant="primary"
          size="large"
          icon={<CalendarOutlined aria-hidden="true" />}
          onClick={() => void saveCalendarFile([subscriptionCalendarEntry()], calendarSubscription.title)}
        >
          Subscribe to Calendar
        </Button>
        <Button
          size="large"
          icon={<DownloadOutlined aria-hidden="true" />}
          onClick={() =>
            void saveCalendarFile(
              sortByDate(cityEvents).map(eventCalendarEntry),
              allEventsTitle,
              allEventsTitle,
            )
          }
        >
          Download iCal File
        </Button>
        {/* A link drawn like the two buttons beside it (the shared Button's classes). */}
        <ExternalLink className="sf-btn sf-btn--large" href={calendarTemplateUrl(subscription)}>
          <GoogleOutlined aria-hidden="true" /> Google Calendar
        </ExternalLink>
      </div>
    </section>
  );
}
