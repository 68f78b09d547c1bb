// The News & Events area's records for the site search and its pages for the sitemap (exposed as './search'),
// built from the data its pages render: change an article or an event and its record and page follow.
import { CONTRACT_VERSION, plainText, type SearchRecord, type SitemapPage } from '@springfield/shared';
import declaration from '../area.json';
import { cityEvents } from './features/events/data/events';
import { eventPath } from './features/events/utils/event-queries';
import { newsArticles } from './features/news/data/news-articles';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

const area = declaration.label;

/** The area's list pages. "/newsroom" shows the newsroom too, but as a second address of "/news". */
const NEWSROOM_PATH = '/news';
const EVENTS_PATH = '/events';

export const records: readonly SearchRecord[] = [
  {
    id: 'newsroom',
    title: 'Newsroom',
    summary: 'Press releases, public notices and the city blog.',
    url: NEWSROOM_PATH,
    area,
    type: 'Page',
    keywords: ['news', 'press releases', 'public notices', 'announcements', 'blog'],
  },
  {
    id: 'events',
    title: 'Events Calendar',
    summary: 'Council meetings, community events and workshops; register or add them to your calendar.',
    url: EVENTS_PATH,
    area,
    type: 'Page',
    keywords: ['events', 'calendar', 'things to do', 'workshops', 'ical'],
  },
  ...newsArticles.map((article): SearchRecord => ({
    id: `news:${article.slug}`,
    title: article.title,
    summary: article.summary,
    body: plainText(article.content),
    url: article.href,
    area,
    type: 'News',
    date: article.date,
    keywords: [article.category, article.author],
  })),
  ...cityEvents.map((event): SearchRecord => ({
    id: `event:${event.id}`,
    title: event.title,
    summary: `${event.startTime}–${event.endTime}, ${event.location}. ${event.description}`,
    body: [event.detailedDescription, ...event.agenda].join(' '),
    url: eventPath(event.id),
    area,
    type: 'Event',
    date: event.date,
    keywords: [event.type, event.category],
  })),
];

/** The latest of ISO dates (yyyy-mm-dd, which sort as text), or undefined when there is none. */
function latest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>(
    (found, date) => (found === undefined || date > found ? date : found),
    undefined,
  );
}

const newestArticleDate = latest(newsArticles.map((article) => article.date));

/**
 * The area's pages for the sitemap: the newsroom (changed when its newest article was published), the events
 * list, every article (its date) and every event. An article's old addresses (its aliases) redirect, and the
 * confirmations are not for search engines: neither is listed. An event's data has no date of publication or
 * change (its date is when it takes place), so the events and their list have no lastmod.
 */
export const pages: readonly SitemapPage[] = [
  { path: NEWSROOM_PATH, ...(newestArticleDate ? { lastmod: newestArticleDate } : {}) },
  { path: EVENTS_PATH },
  ...newsArticles.map((article): SitemapPage => ({ path: article.href, lastmod: article.date })),
  ...cityEvents.map((event): SitemapPage => ({ path: eventPath(event.id) })),
];
