import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type HeadHandle } from '@springfield/shared';
import { EventDetailPage } from './features/events/components/event-detail-page';
import { EventsPage } from './features/events/components/events-page';
import { ArticlePage } from './features/news/components/article-page';
import { NewsPage } from './features/news/components/news-page';
import { getEvent } from './features/events/utils/event-queries';
import { articleForPath } from './features/news/utils/news-queries';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/** Open Graph data of an article (its picture, its date), for link previews of the server's HTML. */
const articleHead: HeadHandle = {
  head: ({ slug }) => {
    const article = slug ? articleForPath(`/news/${slug}`) : undefined;
    return article
      ? {
          type: 'article',
          description: article.summary,
          image: article.image,
          imageAlt: article.imageAlt,
          published: article.date,
        }
      : undefined;
  },
};

/** Open Graph data of an event (its picture). */
const eventHead: HeadHandle = {
  head: ({ id }) => {
    const event = id ? getEvent(id) : undefined;
    return event
      ? { type: 'website', description: event.description, image: event.image, imageAlt: event.imageAlt }
      : undefined;
  },
};

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [
  { path: '/news', element: <NewsPage /> },
  { path: '/newsroom', element: <NewsPage /> },
  { path: '/news/:slug', element: <ArticlePage />, handle: articleHead },
  { path: '/events', element: <EventsPage /> },
  { path: '/events/:id', element: <EventDetailPage />, handle: eventHead },
];
