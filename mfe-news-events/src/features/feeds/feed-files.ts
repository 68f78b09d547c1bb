// The news and calendar feeds, made from the same data modules the pages render. Run at build time only (the
// news remote's webpack build emits them into dist/feeds and dist/calendar, tooling/feed-files-plugin.cjs);
// no page imports this module, so `feed` and the time-zone data never reach a visitor's browser (the pages'
// own calendar files use ical-generator too, loaded on demand: src/features/events/utils/calendar.ts).
import { Feed } from 'feed';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@springfield/shared/i18n';
import type { CityEvent, EventCategory, NewsArticle, NewsCategory } from '../../types/content';
import { articlesIn, newsArticles } from '../news/data/news-articles';
import { cityEvents, CITY_TIME_ZONE, eventsIn } from '../events/data/events';
import { cityTimeToUtc, parseClockTime } from '../events/utils/city-time';
import { sortByDate } from '../events/utils/event-queries';
import {
  CALENDAR_FEED_LANGUAGES,
  calendarFeeds,
  calendarFeedsIn,
  eventCalendarPath,
  eventCalendarPathIn,
  feedUrl,
  NEWS_FEED_LANGUAGES,
  newsFeeds,
  newsFeedsIn,
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

/**
 * The feeds' own words in each language they are published in (the records' words come translated from their
 * collections). Plain text, not the area's messages: this module runs at build time, outside the pages.
 */
interface FeedWords {
  /** The calendar's PRODID language. */
  icsLanguage: string;
  copyright: string;
  allNewsTitle: string;
  allNewsDescription: string;
  /** A category's name (a news feed's, an item's category). */
  newsCategory: (category: NewsCategory, englishTitle: string) => string;
  categoryTitle: (title: string) => string;
  categoryNewsDescription: (title: string) => string;
  allEventsName: string;
  allEventsDescription: string;
  eventCategory: (category: EventCategory, englishTitle: string) => string;
  categoryEventsDescription: (title: string) => string;
  eventFileDescription: (type: string) => string;
  eventPage: string;
}

const ENGLISH: FeedWords = {
  icsLanguage: 'EN',
  copyright: 'City of Springfield',
  allNewsTitle: 'City of Springfield News',
  allNewsDescription:
    'Press releases, public notices and the city blog from the City of Springfield newsroom.',
  newsCategory: (category, title) => title || category,
  categoryTitle: (title) => `City of Springfield: ${title}`,
  categoryNewsDescription: (title) => `${title} from the City of Springfield newsroom.`,
  allEventsName: 'City of Springfield Events & Meetings',
  allEventsDescription:
    'Council meetings, public hearings, community events and workshops of the City of Springfield.',
  eventCategory: (_category, title) => title,
  categoryEventsDescription: (title) => `${title} events of the City of Springfield.`,
  eventFileDescription: (type) => `${type} of the City of Springfield.`,
  eventPage: 'Event page',
};

const SPANISH_NEWS: Record<NewsCategory, string> = {
  'Press Releases': 'Comunicados de prensa',
  'Public Notices': 'Avisos públicos',
  'City Blog': 'Blog de la ciudad',
};
const CHINESE_NEWS: Record<NewsCategory, string> = {
  'Press Releases': '新聞稿',
  'Public Notices': '公告',
  'City Blog': '市政網誌',
};
const SPANISH_EVENTS: Record<EventCategory, string> = {
  council: 'Concejo Municipal',
  community: 'Comunidad',
  meetings: 'Reuniones públicas',
  workshops: 'Talleres',
};
const CHINESE_EVENTS: Record<EventCategory, string> = {
  council: '市議會',
  community: '社區',
  meetings: '公開會議',
  workshops: '講座',
};

const FEED_WORDS: Readonly<Record<Locale, FeedWords>> = {
  en: ENGLISH,
  es: {
    icsLanguage: 'ES',
    copyright: 'Ciudad de Springfield',
    allNewsTitle: 'Noticias de la Ciudad de Springfield',
    allNewsDescription:
      'Comunicados de prensa, avisos públicos y el blog de la ciudad, de la sala de prensa de la Ciudad de Springfield.',
    newsCategory: (category) => SPANISH_NEWS[category],
    categoryTitle: (title) => `Ciudad de Springfield: ${title}`,
    categoryNewsDescription: (title) => `${title} de la sala de prensa de la Ciudad de Springfield.`,
    allEventsName: 'Eventos y reuniones de la Ciudad de Springfield',
    allEventsDescription:
      'Sesiones del Concejo Municipal, audiencias públicas, eventos comunitarios y talleres de la Ciudad de Springfield.',
    eventCategory: (category) => SPANISH_EVENTS[category],
    categoryEventsDescription: (title) => `Eventos de la Ciudad de Springfield: ${title}.`,
    eventFileDescription: (type) => `${type} de la Ciudad de Springfield.`,
    eventPage: 'Página del evento',
  },
  'zh-Hant': {
    icsLanguage: 'ZH',
    copyright: 'Springfield 市',
    allNewsTitle: 'Springfield 市新聞',
    allNewsDescription: 'Springfield 市新聞中心的新聞稿、公告及市政網誌。',
    newsCategory: (category) => CHINESE_NEWS[category],
    categoryTitle: (title) => `Springfield 市：${title}`,
    categoryNewsDescription: (title) => `Springfield 市新聞中心的${title}。`,
    allEventsName: 'Springfield 市活動與會議',
    allEventsDescription: 'Springfield 市的市議會會議、公聽會、社區活動及講座。',
    eventCategory: (category) => CHINESE_EVENTS[category],
    categoryEventsDescription: (title) => `Springfield 市活動：${title}。`,
    eventFileDescription: (type) => `Springfield 市${type}。`,
    eventPage: '活動網頁',
  },
};

/** A page's address in a feed of `locale`: the page in that language ("/es/news/…"). */
function pageUrl(path: string, origin: string, locale: Locale): string {
  return feedUrl(localizedPath(locale, path), origin);
}

/**
 * An RSS 2.0 feed of the articles (newest first), each with its title, summary, date, author and category, in
 * `locale` (English by default): the articles are given in it, the feed's own words and links follow it.
 */
export function buildNewsFeed(
  info: NewsFeedInfo,
  options: FeedOptions,
  articles: readonly NewsArticle[] = newsArticles,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { siteOrigin } = options;
  const words = FEED_WORDS[locale];
  const items = articles
    .filter((article) => !info.category || article.category === info.category)
    .toSorted((a, b) => b.date.localeCompare(a.date));
  const newsroom = pageUrl('/news', siteOrigin, locale);
  const title = info.category ? words.newsCategory(info.category, info.title) : info.title;
  const feed = new Feed({
    title: info.category ? words.categoryTitle(title) : words.allNewsTitle,
    description: info.category ? words.categoryNewsDescription(title) : words.allNewsDescription,
    id: feedUrl(info.path, siteOrigin),
    link: newsroom,
    language: locale,
    copyright: words.copyright,
    ...(items.length ? { updated: publishedAt(items[0]) } : {}),
    feedLinks: { rss: feedUrl(info.path, siteOrigin) },
  });
  for (const article of items) {
    const link = pageUrl(article.href, siteOrigin, locale);
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.summary,
      date: publishedAt(article),
      author: [{ name: article.author }],
      category: [{ name: words.newsCategory(article.category, article.category) }],
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
function eventDescription(event: CityEvent, url: string, words: FeedWords): string {
  return `${event.description}\n\n${words.eventPage}: ${url}`;
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
function buildCalendar(
  header: CalendarHeader,
  events: readonly CityEvent[],
  options: FeedOptions,
  locale: Locale,
): string {
  const { siteOrigin, generatedAt = new Date() } = options;
  const words = FEED_WORDS[locale];
  const calendar = ical({
    name: header.name,
    description: header.description,
    prodId: { company: 'City of Springfield', product: 'Events and Meetings', language: words.icsLanguage },
    method: ICalCalendarMethod.PUBLISH,
    url: header.url,
    ...(header.refreshMinutes ? { ttl: header.refreshMinutes * 60 } : {}),
    // No calendar-wide zone (DTSTAMP stays UTC, as RFC 5545 requires); the generator writes the VTIMEZONE of
    // the events' zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of sortByDate(events)) {
    const url = pageUrl(`/events/${event.id}`, siteOrigin, locale);
    calendar.createEvent({
      id: `event-${event.id}@springfield.gov`,
      stamp: generatedAt,
      start: wallClock(event.date, event.startTime),
      end: wallClock(event.date, event.endTime),
      timezone: CITY_TIME_ZONE,
      summary: event.title,
      description: eventDescription(event, url, words),
      location: `${event.location}, ${event.address}`,
      url,
      categories: [{ name: event.type }],
    });
  }
  return calendar.toString();
}

/**
 * A calendar feed: every event of its category, past ones included (the calendar is the city's record), in
 * `locale` (English by default: the events are given in it).
 */
export function buildCalendarFeed(
  info: CalendarFeedInfo,
  options: FeedOptions,
  events: readonly CityEvent[] = cityEvents,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = FEED_WORDS[locale];
  const title = info.category ? words.eventCategory(info.category, info.title) : info.title;
  return buildCalendar(
    {
      name: info.category ? words.categoryTitle(title) : words.allEventsName,
      description: info.category ? words.categoryEventsDescription(title) : words.allEventsDescription,
      url: feedUrl(info.path, options.siteOrigin),
      // Calendar apps refresh a subscription every hour.
      refreshMinutes: 60,
    },
    events.filter((event) => !info.category || event.category === info.category),
    options,
    locale,
  );
}

/**
 * One event's own calendar file, which its Add to Calendar links to (the file a visitor without script gets),
 * in `locale` (English by default: the event is given in it).
 */
export function buildEventCalendarFile(
  event: CityEvent,
  options: FeedOptions,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return buildCalendar(
    {
      name: event.title,
      description: FEED_WORDS[locale].eventFileDescription(event.type),
      url: feedUrl(eventCalendarPathIn(event.id, locale), options.siteOrigin),
    },
    [event],
    options,
    locale,
  );
}

/**
 * Every file the news remote publishes under its `files` paths: the feeds, then each event's own calendar;
 * then the same in each other language they are published in (feed-catalog: the news in Spanish, the
 * calendars in Spanish and Chinese), in the language's folder ("feeds/es/news.xml"), made from the records
 * in that language. The build's plugin (tooling/feed-files-plugin.cjs) emits every file given here.
 */
export function feedFiles(options: FeedOptions): FeedFile[] {
  return [
    ...englishFeedFiles(options),
    ...NEWS_FEED_LANGUAGES.flatMap((locale) =>
      newsFeedsIn(locale).map((info) => ({
        file: info.path.slice(1),
        contentType: RSS_CONTENT_TYPE,
        body: buildNewsFeed(info, options, articlesIn(locale), locale),
      })),
    ),
    ...CALENDAR_FEED_LANGUAGES.flatMap((locale) => [
      ...calendarFeedsIn(locale).map((info) => ({
        file: info.path.slice(1),
        contentType: CALENDAR_CONTENT_TYPE,
        body: buildCalendarFeed(info, options, eventsIn(locale), locale),
      })),
      ...sortByDate(eventsIn(locale)).map((event) => ({
        file: eventCalendarPathIn(event.id, locale).slice(1),
        contentType: CALENDAR_CONTENT_TYPE,
        body: buildEventCalendarFile(event, options, locale),
      })),
    ]),
  ];
}

/** The English feeds and calendars (as before the site had other languages). */
function englishFeedFiles(options: FeedOptions): FeedFile[] {
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
