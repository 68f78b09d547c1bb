import type { AreaDeclaration, RoutesModule, SearchModule, WidgetModule } from '@springfield/shared';
import { describeAreaContract } from '@springfield/shared/testing';
import declaration from '../area.json';
import * as routes from './routes';
import * as search from './search';
import * as cityInitiatives from './features/programs/components/city-initiatives-widget';
import { routesAtHand } from './testing/render-page';

// The contract with the shell: what this remote declares (area.json, published with its build and copied
// into the remotes list) matches what its exposed modules export; `satisfies` checks their types.
// The links' check renders each page the frame links to and gives it a second: with each page's lazy part at
// hand (routesAtHand), as on the server, where the routes module's pages are in its one chunk.
const routesModule: RoutesModule = { ...(routes satisfies RoutesModule), routes: [...routes.routes] };
beforeAll(async () => {
  routesModule.routes = await routesAtHand(routes.routes);
});

describeAreaContract({
  area: declaration as AreaDeclaration,
  routes: routesModule,
  search: search satisfies SearchModule,
  widgets: {
    './CityInitiativesWidget': cityInitiatives satisfies WidgetModule,
  },
});
