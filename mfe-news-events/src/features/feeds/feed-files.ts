// The news and calendar feeds, made from the same data modules the pages render. Run at build time only (the
// news remote's webpack build emits them into dist/feeds and dist/calendar, tooling/feed-files-plugin.cjs);
// no page imports this module, so `feed` and `ical-generator` never reach a visitor's browser.
import { Feed } from 'feed';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { CityEvent, NewsArticle } from '../../types/content';
import { newsArticles } from '../news/data/news-articles';
import { cityEvents, CITY_TIME_ZONE } from '../events/data/events';
import { cityTimeToUtc, parseClockTime } from '../events/utils/city-time';
import { sortByDate } from '../events/utils/event-queries';
import {
  calendarFeeds,
  eventCalendarPath,
  feedUrl,
  newsFeeds,
  type CalendarFeedInfo,
  type NewsFeedInfo,
} from './feed-catalog';

export interface FeedOptions {
  /** The site's origin, e.g. "https://www.springfield.gov": every link in a feed is absolute on it. */
  siteOrigin: string;
  /** DTSTAMP of the calendar events (when the files were made). */
  generatedAt?: Date;
}

export interface FeedFile {
  /** The path on the site, without the leading slash: "feeds/news.xml". */
  file: string;
  contentType: string;
  body: string;
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** An article's publication instant: the start of its day in the city. */
export function publishedAt(article: NewsArticle): Date {
  return new Date(cityTimeToUtc(article.date, '12:00 AM'));
}

/** An RSS 2.0 feed of the articles (newest first), each with its title, summary, date, author and category. */
export function buildNewsFeed(info: NewsFeedInfo, options: FeedOptions, articles = newsArticles): string {
  const { siteOrigin } = options;
  const items = articles
    .filter((article) => !info.category || article.category === info.category)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  const newsroom = feedUrl('/news', siteOrigin);
  const feed = new Feed({
    title: info.category ? `City of Springfield: ${info.title}` : 'City of Springfield News',
    description: info.category
      ? `${info.title} from the City of Springfield newsroom.`
      : 'Press releases, public notices and the city blog from the City of Springfield newsroom.',
    id: feedUrl(info.path, siteOrigin),
    link: newsroom,
    language: 'en',
    copyright: 'City of Springfield',
    ...(items.length ? { updated: publishedAt(items[0]) } : {}),
    feedLinks: { rss: feedUrl(info.path, siteOrigin) },
  });
  for (const article of items) {
    const link = feedUrl(article.href, siteOrigin);
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.summary,
      date: publishedAt(article),
      author: [{ name: article.author }],
      category: [{ name: article.category }],
    });
  }
  return feed.rss2();
}

/**
 * "2025-01-14", "7:00 PM" -> "2025-01-14T19:00:00": the city's wall-clock time, which ical-generator writes
 * as is after TZID=America/Chicago (a zone-less ISO string round-trips through a Date unchanged).
 */
export function wallClock(date: string, time: string): string {
  const clock = parseClockTime(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !clock) throw new Error(`Unreadable event time: ${date} ${time}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(clock.hours)}:${pad(clock.minutes)}:00`;
}

/** Text of a calendar event: the event's description and its page's address. */
function eventDescription(event: CityEvent, pageUrl: string): string {
  return `${event.description}\n\nEvent page: ${pageUrl}`;
}

/** What a calendar file says about itself: its name, description and address. */
interface CalendarHeader {
  name: string;
  description: string;
  url: string;
  /** Minutes between a subscribed calendar's refreshes; none for a file that is downloaded once. */
  refreshMinutes?: number;
}

/**
 * An RFC 5545 calendar of the events, start and end as wall-clock times in the city's zone (TZID) with its
 * VTIMEZONE. The feeds and each event's own file are made here, so an event reads the same in all of them
 * (same UID: a calendar that has it from two files keeps one).
 */
function buildCalendar(header: CalendarHeader, events: readonly CityEvent[], options: FeedOptions): string {
  const { siteOrigin, generatedAt = new Date() } = options;
  const calendar = ical({
    name: header.name,
    description: header.description,
    prodId: { company: 'City of Springfield', product: 'Events and Meetings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: header.url,
    ...(header.refreshMinutes ? { ttl: header.refreshMinutes * 60 } : {}),
    // No calendar-wide zone (DTSTAMP stays UTC, as RFC 5545 requires); the generator writes the VTIMEZONE of
    // the events' zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of sortByDate(events)) {
    const pageUrl = feedUrl(`/events/${event.id}`, siteOrigin);
    calendar.createEvent({
      id: `event-${event.id}@springfield.gov`,
      stamp: generatedAt,
      start: wallClock(event.date, event.startTime),
      end: wallClock(event.date, event.endTime),
      timezone: CITY_TIME_ZONE,
      summary: event.title,
      description: eventDescription(event, pageUrl),
      location: `${event.location}, ${event.address}`,
      url: pageUrl,
      categories: [{ name: event.type }],
    });
  }
  return calendar.toString();
}

/** A calendar feed: every event of its category, past ones included (the calendar is the city's record). */
export function buildCalendarFeed(
  info: CalendarFeedInfo,
  options: FeedOptions,
  events: readonly CityEvent[] = cityEvents,
): string {
  return buildCalendar(
    {
      name: info.category ? `City of Springfield: ${info.title}` : 'City of Springfield Events & Meetings',
      description: info.category
        ? `${info.title} events of the City of Springfield.`
        : 'Council meetings, public hearings, community events and workshops of the City of Springfield.',
      url: feedUrl(info.path, options.siteOrigin),
      // Calendar apps refresh a subscription every hour.
      refreshMinutes: 60,
    },
    events.filter((event) => !info.category || event.category === info.category),
    options,
  );
}

/** One event's own calendar file, which its Add to Calendar links to (the file a visitor without script gets). */
export function buildEventCalendarFile(event: CityEvent, options: FeedOptions): string {
  return buildCalendar(
    {
      name: event.title,
      description: `${event.type} of the City of Springfield.`,
      url: feedUrl(eventCalendarPath(event.id), options.siteOrigin),
    },
    [event],
    options,
  );
}

/** Every file the news remote publishes under its `files` paths: the feeds, then each event's own calendar. */
export function feedFiles(options: FeedOptions): FeedFile[] {
  return [
    ...newsFeeds.map((info) => ({
      file: info.path.slice(1),
      contentType: RSS_CONTENT_TYPE,
      body: buildNewsFeed(info, options),
    })),
    ...calendarFeeds.map((info) => ({
      file: info.path.slice(1),
      contentType: CALENDAR_CONTENT_TYPE,
      body: buildCalendarFeed(info, options),
    })),
    ...sortByDate(cityEvents).map((event) => ({
      file: eventCalendarPath(event.id).slice(1),
      contentType: CALENDAR_CONTENT_TYPE,
      body: buildEventCalendarFile(event, options),
    })),
  ];
}
