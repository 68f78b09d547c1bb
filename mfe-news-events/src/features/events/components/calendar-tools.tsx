import { useState } from 'react';
import { CalendarOutlined, DownloadOutlined, GoogleOutlined } from '@ant-design/icons';
import { Button, ButtonLink } from '@springfield/shared';
import { CalendarFeedChoice, CalendarFeedList } from '../../feeds/feed-choice';
import { calendarFeeds } from '../../feeds/feed-catalog';
import { isPlainClick } from '../utils/plain-click';
import '../../../components/with-and-without-script.css';
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
/** The calendars' list a browser without script shows (another id: both are in the page). */
const CALENDARS_WITHOUT_SCRIPT_ID = 'calendar-feeds';

/** Every event in one file, as the feeds build publishes it. */
const allEventsFile = calendarFeeds[0].path;

/**
 * Subscribe to Calendar (shows the calendar feeds: webcal: and https addresses), Download iCal File (every
 * event) and the template link. Without script Subscribe to Calendar is a link to the calendars' addresses,
 * then in the page, and Download iCal File a link to the published file of every event; with script a plain
 * click makes that file on the visitor's side and says so in a toast.
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
          className="ne-with-script"
          variant="primary"
          size="large"
          icon={<CalendarOutlined aria-hidden="true" />}
          aria-expanded={feedsShown}
          aria-controls={SUBSCRIPTIONS_ID}
          onClick={() => setFeedsShown((shown) => !shown)}
        >
          Subscribe to Calendar
        </Button>
        <ButtonLink
          className="ne-without-script"
          variant="primary"
          size="large"
          href={`#${CALENDARS_WITHOUT_SCRIPT_ID}`}
          icon={<CalendarOutlined aria-hidden="true" />}
        >
          Subscribe to Calendar
        </ButtonLink>
        <ButtonLink
          size="large"
          href={allEventsFile}
          download="springfield-events-meetings.ics"
          type="text/calendar"
          icon={<DownloadOutlined aria-hidden="true" />}
          onClick={(click) => {
            if (!isPlainClick(click)) return;
            click.preventDefault();
            void saveCalendarFile(
              sortByDate(cityEvents).map(eventCalendarEntry),
              allEventsTitle,
              allEventsTitle,
            );
          }}
        >
          Download iCal File
        </ButtonLink>
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
      <div className="ne-without-script">
        <CalendarFeedList id={CALENDARS_WITHOUT_SCRIPT_ID} />
      </div>
    </section>
  );
}
