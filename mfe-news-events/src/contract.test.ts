import type { AreaDeclaration, RoutesModule, SearchModule, WidgetModule } from '@springfield/shared';
import { describeAreaContract } from '@springfield/shared/testing';
import declaration from '../area.json';
import * as routes from './routes';
import * as search from './search';
import * as latestNews from './features/news/components/latest-news-widget';
import * as upcomingEvents from './features/events/components/upcoming-events-widget';

// The contract with the shell: what this remote declares (area.json, published with its build and copied
// into the remotes list) matches what its exposed modules export; `satisfies` checks their types.
describeAreaContract({
  area: declaration as AreaDeclaration,
  routes: routes satisfies RoutesModule,
  search: search satisfies SearchModule,
  widgets: {
    './LatestNewsWidget': latestNews satisfies WidgetModule,
    './UpcomingEventsWidget': upcomingEvents satisfies WidgetModule,
  },
});
