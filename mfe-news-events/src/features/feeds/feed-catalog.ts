import { DEFAULT_LOCALE, LOCALE_SEGMENTS, type Locale } from '@springfield/shared/i18n';
import type { EventFilter, NewsCategory } from '../../types/content';

/** One news feed: its address on the site and the articles it carries. */
export interface NewsFeedInfo {
  /** The file's path on the site's origin, e.g. "/feeds/news.xml". */
  path: `/feeds/${string}.xml`;
  title: string;
  /** The category of its articles; undefined for all news. */
  category?: NewsCategory;
}

/** One calendar feed: its address on the site and the events it carries. */
export interface CalendarFeedInfo {
  path: `/calendar/${string}.ics`;
  title: string;
  /** The category of its events; undefined for every event. */
  category?: Exclude<EventFilter, 'all'>;
}

/**
 * The feeds the news remote publishes with its build (declared as `files` in its area.json; the site's server
 * answers these paths from the remote's current build). The newsroom's and the events page's feed choices list
 * them; the build emits them (tooling/feed-files-plugin.cjs). One list for both, so a link never dangles.
 */
export const newsFeeds: readonly NewsFeedInfo[] = [
  { path: '/feeds/news.xml', title: 'All News' },
  { path: '/feeds/press-releases.xml', title: 'Press Releases', category: 'Press Releases' },
  { path: '/feeds/public-notices.xml', title: 'Public Notices', category: 'Public Notices' },
  { path: '/feeds/city-blog.xml', title: 'City Blog', category: 'City Blog' },
];

export const calendarFeeds: readonly CalendarFeedInfo[] = [
  { path: '/calendar/events.ics', title: 'All Events' },
  { path: '/calendar/council.ics', title: 'City Council', category: 'council' },
  { path: '/calendar/community.ics', title: 'Community', category: 'community' },
  { path: '/calendar/meetings.ics', title: 'Public Meetings', category: 'meetings' },
  { path: '/calendar/workshops.ics', title: 'Workshops', category: 'workshops' },
];

/**
 * One event's own calendar file, "/calendar/events/1.ics" (published for every event with the feeds): the
 * event page's and the list's Add to Calendar link to it, so a visitor without script gets the event too.
 */
export function eventCalendarPath(id: number): `/calendar/events/${number}.ics` {
  return `/calendar/events/${id}.ics`;
}

/**
 * The languages the feeds are published in besides English, each in its own folder under the English
 * feeds' ("/feeds/es/news.xml", "/calendar/es/events.ics"), with the same files: the news in Spanish (the
 * articles are translated into it), the calendars in Spanish and Chinese (so are the events).
 */
export const NEWS_FEED_LANGUAGES: readonly Locale[] = ['es'];
export const CALENDAR_FEED_LANGUAGES: readonly Locale[] = ['es', 'zh-Hant'];

/** An English feed's path in a language's folder: ("/feeds/news.xml", "es") is "/feeds/es/news.xml". */
export function feedPathIn<P extends string>(path: P, locale: Locale): P {
  if (locale === DEFAULT_LOCALE) return path;
  return path.replace(/^\/(feeds|calendar)\//, `/$1/${LOCALE_SEGMENTS[locale]}/`) as P;
}

/** The news feeds a page in `locale` links: that language's where they are published, else the English. */
export function newsFeedsIn(locale: Locale): readonly NewsFeedInfo[] {
  if (!NEWS_FEED_LANGUAGES.includes(locale)) return newsFeeds;
  return newsFeeds.map((feed) => ({ ...feed, path: feedPathIn(feed.path, locale) }));
}

/** The calendars a page in `locale` links: that language's where they are published, else the English. */
export function calendarFeedsIn(locale: Locale): readonly CalendarFeedInfo[] {
  if (!CALENDAR_FEED_LANGUAGES.includes(locale)) return calendarFeeds;
  return calendarFeeds.map((feed) => ({ ...feed, path: feedPathIn(feed.path, locale) }));
}

/** One event's own calendar file in a language ("/calendar/es/events/1.ics"), else the English one. */
export function eventCalendarPathIn(id: number, locale: Locale): string {
  const path = eventCalendarPath(id);
  return CALENDAR_FEED_LANGUAGES.includes(locale) ? feedPathIn(path, locale) : path;
}

/** The feed's address on the page's origin ("https://…"). */
export function feedUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/** The same address with the webcal: scheme, which calendar apps open as a subscription. */
export function webcalUrl(path: string, origin: string): string {
  return feedUrl(path, origin).replace(/^https?:/, 'webcal:');
}

/** The origin the page is served from: the site's, where the feeds are published (area.json `files`). */
export function pageOrigin(): string {
  return window.location.origin;
}
