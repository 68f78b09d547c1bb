// The News & Events area's records for the site search and its pages for the sitemap (exposed as './search'),
// built from the data its pages render: change an article or an event and its record and page follow.
import {
  CONTRACT_VERSION,
  plainText,
  translatedInto,
  type Locale,
  type SearchModule,
  type SearchRecord,
  type SitemapPage,
} from '@springfield/shared';
import declaration from '../area.json';
import { cityEvents, eventsIn } from './features/events/data/events';
import { eventPath } from './features/events/utils/event-queries';
import { eventTimeIn } from './features/events/utils/event-times';
import { articlesIn, newsArticles } from './features/news/data/news-articles';

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

/**
 * The words of the area's own records (its two list pages) in the site's other languages. A record's `area`
 * and `type` stay the English values: the site's search says them in the page's language.
 */
const WORDS = {
  es: {
    newsroom: 'Sala de prensa',
    newsroomSummary: 'Comunicados de prensa, avisos públicos y el blog de la ciudad.',
    newsroomKeywords: ['noticias', 'comunicados de prensa', 'avisos públicos', 'anuncios', 'blog'],
    events: 'Calendario de eventos',
    eventsSummary:
      'Sesiones del Concejo Municipal, eventos comunitarios y talleres; inscríbase o agréguelos a su calendario.',
    eventsKeywords: ['eventos', 'calendario', 'actividades', 'talleres', 'ical'],
    categories: {
      'Press Releases': 'comunicados de prensa',
      'Public Notices': 'avisos públicos',
      'City Blog': 'blog de la ciudad',
    },
  },
  'zh-Hant': {
    events: '活動行事曆',
    eventsSummary: '市議會會議、社區活動及講座；歡迎報名或加入您的行事曆。',
    eventsKeywords: ['活動', '行事曆', '日曆', '講座', 'ical'],
  },
} as const;

/** An event's search record in a language: its words, and its times as that language writes them. */
function eventRecord(event: (typeof cityEvents)[number], locale: Locale): SearchRecord {
  const start = eventTimeIn(event.date, event.startTime, locale);
  const end = eventTimeIn(event.date, event.endTime, locale);
  return {
    id: `event:${event.id}`,
    title: event.title,
    summary: `${start}–${end}, ${event.location}. ${event.description}`,
    body: [event.detailedDescription, ...event.agenda].join(' '),
    url: eventPath(event.id),
    area,
    type: 'Event',
    date: event.date,
    keywords: [event.type, event.category],
  };
}

/**
 * The records in the site's other languages (same ids and pages as the English ones), only those translated
 * into it: in Spanish the list pages, every article and every event; in Chinese the events list and every
 * event (the articles and the newsroom are in English there: the site's search shows their English records).
 */
export const translations: SearchModule['translations'] = {
  es: [
    {
      id: 'newsroom',
      title: WORDS.es.newsroom,
      summary: WORDS.es.newsroomSummary,
      url: NEWSROOM_PATH,
      area,
      type: 'Page',
      keywords: [...WORDS.es.newsroomKeywords],
    },
    {
      id: 'events',
      title: WORDS.es.events,
      summary: WORDS.es.eventsSummary,
      url: EVENTS_PATH,
      area,
      type: 'Page',
      keywords: [...WORDS.es.eventsKeywords],
    },
    ...articlesIn('es')
      .filter((article) => article.lang === 'es')
      .map((article): SearchRecord => ({
        id: `news:${article.slug}`,
        title: article.title,
        summary: article.summary,
        body: plainText(article.content),
        url: article.href,
        area,
        type: 'News',
        date: article.date,
        keywords: [WORDS.es.categories[article.category], article.category, article.author],
      })),
    ...eventsIn('es')
      .filter((event) => event.lang === 'es')
      .map((event) => eventRecord(event, 'es')),
  ],
  'zh-Hant': [
    {
      id: 'events',
      title: WORDS['zh-Hant'].events,
      summary: WORDS['zh-Hant'].eventsSummary,
      url: EVENTS_PATH,
      area,
      type: 'Page',
      keywords: [...WORDS['zh-Hant'].eventsKeywords],
    },
    ...eventsIn('zh-Hant')
      .filter((event) => event.lang === 'zh-Hant')
      .map((event) => eventRecord(event, 'zh-Hant')),
  ],
};

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
  ...newsArticles.map((article): SitemapPage => ({
    path: article.href,
    lastmod: article.date,
    languages: translatedInto((locale) => articlesIn(locale).find((shown) => shown.slug === article.slug)),
  })),
  ...cityEvents.map((event): SitemapPage => ({
    path: eventPath(event.id),
    languages: translatedInto((locale) => eventsIn(locale).find((shown) => shown.id === event.id)),
  })),
];
