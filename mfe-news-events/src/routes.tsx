import type { RouteObject } from 'react-router-dom';
import { NewsPage } from './features/news/components/news-page';
import { EventsPage } from './features/events/components/events-page';

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [
  { path: '/news', element: <NewsPage /> },
  { path: '/newsroom', element: <NewsPage /> },
  { path: '/events', element: <EventsPage /> },
];

export default routes;
