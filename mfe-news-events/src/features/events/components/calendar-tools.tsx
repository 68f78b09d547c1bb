import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CalendarOutlined, DownloadOutlined, GoogleOutlined } from '@ant-design/icons';
import { Button, ButtonLink, currentLocale } from '@springfield/shared';
import { CalendarFeedChoice, CalendarFeedList } from '../../feeds/calendar-feed-choice';
import { calendarFeedsIn } from '../../feeds/feed-catalog';
import { eventMessages } from '../messages';
import { isPlainClick } from '../utils/plain-click';
import '../../../components/with-and-without-script.css';
import { eventsIn } from '../data/events';
import {
  calendarTemplateUrl,
  eventCalendarEntry,
  saveCalendarFile,
  subscriptionCalendarEntry,
} from '../utils/calendar';
import { sortByDate } from '../utils/event-queries';

const SUBSCRIPTIONS_ID = 'calendar-subscriptions';
/** The calendars' list a browser without script shows (another id: both are in the page). */
const CALENDARS_WITHOUT_SCRIPT_ID = 'calendar-feeds';

/**
 * Subscribe to Calendar (shows the calendar feeds: webcal: and https addresses), Download iCal File (every
 * event) and the template link. Without script Subscribe to Calendar is a link to the calendars' addresses,
 * then in the page, and Download iCal File a link to the published file of every event; with script a plain
 * click makes that file on the visitor's side and says so in a toast.
 */
export function CalendarTools() {
  const intl = useIntl();
  const locale = currentLocale();
  const subscription = subscriptionCalendarEntry(undefined, intl);
  const [feedsShown, setFeedsShown] = useState(false);
  // Every event in one file, as the feeds build publishes it (in the page's language where it does).
  const allEventsFile = calendarFeedsIn(locale)[0].path;
  const allEventsTitle = intl.formatMessage(eventMessages.allEventsCalendar);
  return (
    <section className="ne-event-tools" aria-labelledby="calendar-tools-title">
      <h2 id="calendar-tools-title">{intl.formatMessage(eventMessages.toolsTitle)}</h2>
      <p>{intl.formatMessage(eventMessages.toolsText)}</p>
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
          {intl.formatMessage(eventMessages.subscribeToCalendar)}
        </Button>
        <ButtonLink
          className="ne-without-script"
          variant="primary"
          size="large"
          href={`#${CALENDARS_WITHOUT_SCRIPT_ID}`}
          icon={<CalendarOutlined aria-hidden="true" />}
        >
          {intl.formatMessage(eventMessages.subscribeToCalendar)}
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
              sortByDate(eventsIn(locale)).map(eventCalendarEntry),
              allEventsTitle,
              allEventsTitle,
              'Springfield Events & Meetings',
            );
          }}
        >
          {intl.formatMessage(eventMessages.downloadIcal)}
        </ButtonLink>
        <ButtonLink
          size="large"
          href={calendarTemplateUrl(subscription)}
          external
          icon={<GoogleOutlined aria-hidden="true" />}
        >
          {intl.formatMessage(eventMessages.googleCalendar)}
        </ButtonLink>
      </div>
      {feedsShown ? <CalendarFeedChoice id={SUBSCRIPTIONS_ID} /> : null}
      <div className="ne-without-script">
        <CalendarFeedList id={CALENDARS_WITHOUT_SCRIPT_ID} />
      </div>
    </section>
  );
}
