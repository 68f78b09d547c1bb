import { useState } from 'react';
import { CalendarOutlined, DownloadOutlined, GoogleOutlined } from '@ant-design/icons';
import { Button, ButtonLink } from '@springfield/shared';
import { CalendarFeedChoice } from '../../feeds/feed-choice';
import { cityEvents } from '../data/events';
import {
  calendarTemplateUrl,
  eventCalendarEntry,
  saveCalendarFile,
  subscriptionCalendarEntry,
} from '../utils/calendar';
import { sortByDate } from '../utils/event-queries';

const allEventsTitle = 'Springfield Events & Meetings';

const SUBSCRIPTIONS_ID = 'calendar-subscriptions';

/**
 * Subscribe to Calendar (shows the calendar feeds: webcal: and https addresses), Download iCal File (every
 * event) and the template link.
 */
export function CalendarTools() {
  const subscription = subscriptionCalendarEntry();
  const [feedsShown, setFeedsShown] = useState(false);
  return (
    <section className="ne-event-tools" aria-labelledby="calendar-tools-title">
      <h2 id="calendar-tools-title">Never Miss an Event</h2>
      <p>Add the city calendar to your own calendar app, or download every upcoming event at once.</p>
      <div className="ne-event-tools__actions">
        <Button
          variant="primary"
          size="large"
          icon={<CalendarOutlined aria-hidden="true" />}
          aria-expanded={feedsShown}
          aria-controls={SUBSCRIPTIONS_ID}
          onClick={() => setFeedsShown((shown) => !shown)}
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
        <ButtonLink
          size="large"
          href={calendarTemplateUrl(subscription)}
          external
          icon={<GoogleOutlined aria-hidden="true" />}
        >
          Google Calendar
        </ButtonLink>
      </div>
      {feedsShown ? <CalendarFeedChoice id={SUBSCRIPTIONS_ID} /> : null}
    </section>
  );
}
