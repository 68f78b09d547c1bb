import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION } from '@springfield/shared';
import { EventDetailPage } from './features/events/components/event-detail-page';
import { EventsPage } from './features/events/components/events-page';
import { ArticlePage } from './features/news/components/article-page';
import { NewsPage } from './features/news/components/news-page';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [
  { path: '/news', element: <NewsPage /> },
  { path: '/newsroom', element: <NewsPage /> },
  { path: '/news/:slug', element: <ArticlePage /> },
  { path: '/events', element: <EventsPage /> },
  { path: '/events/:id', element: <EventDetailPage /> },
];
