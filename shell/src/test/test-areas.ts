import type { RemoteArea } from '@springfield/shared';

const entry = (port: number) => `http://localhost:${port}/mf-manifest.json`;

/** The four areas as the remotes list describes them today, for the shell's tests. */
export const testAreas: RemoteArea[] = [
  {
    name: 'news_events',
    entry: entry(8081),
    label: 'News & Events',
    prefixes: ['/news', '/newsroom', '/events'],
    widgets: [
      { slot: 'home-news-events', module: './LatestNewsWidget', title: 'Latest News', minHeight: 420 },
      {
        slot: 'home-news-events',
        module: './UpcomingEventsWidget',
        title: 'Upcoming Events',
        minHeight: 420,
      },
    ],
  },
  {
    name: 'services_payments',
    entry: entry(8082),
    label: 'Departments, Services & Payments',
    prefixes: ['/departments', '/services', '/pay-fines', '/pay-bills', '/traffic-fines'],
    widgets: [],
  },
  { name: 'government', entry: entry(8083), label: 'Government', prefixes: ['/government'], widgets: [] },
  {
    name: 'community',
    entry: entry(8084),
    label: 'Programs & Community',
    prefixes: ['/programs', '/volunteer', '/feedback', '/faq'],
    widgets: [
      {
        slot: 'home-initiatives',
        module: './CityInitiativesWidget',
        title: 'City Initiatives',
        minHeight: 360,
      },
    ],
  },
];
