// The News & Events area's records for the site search (exposed as './search'), built from the data its
// pages render: change an article or an event and its search record follows.
import { CONTRACT_VERSION, plainText, type SearchRecord } from '@springfield/shared';
import declaration from '../area.json';
import { cityEvents } from './features/events/data/events';
import { newsArticles } from './features/news/data/news-articles';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

const area = declaration.label;

export const records: readonly SearchRecord[] = [
  {
    id: 'newsroom',
    title: 'Newsroom',
    summary: 'Press releases, public notices and the city blog.',
    url: '/news',
    area,
    type: 'Page',
    keywords: ['news', 'press releases', 'public notices', 'announcements', 'blog'],
  },
  {
    id: 'events',
    title: 'Events Calendar',
    summary: 'Council meetings, community events and workshops; register or add them to your calendar.',
    url: '/events',
    area,
    type: 'Page',
    keywords: ['events', 'calendar', 'things to do', 'workshops', 'ical'],
  },
  ...newsArticles.map((article): SearchRecord => ({
    id: `news:${article.slug}`,
    title: article.title,
    summary: article.summary,
    body: plainText(article.content),
    url: `/news/${article.slug}`,
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
    url: `/events/${event.id}`,
    area,
    type: 'Event',
    date: event.date,
    keywords: [event.type, event.category],
  })),
];
