import {
  CONTRACT_VERSION,
  type AreaDeclaration,
  type RoutesModule,
  type SearchModule,
  type WidgetModule,
} from '@springfield/shared';
import { checkAreaContract, checkSearchRecords, routePaths } from '@springfield/shared/testing';
import declaration from '../area.json';
import * as routesModule from './routes';
import * as searchModule from './search';
import * as widget1 from './features/news/components/latest-news-widget';
import * as widget2 from './features/events/components/upcoming-events-widget';

// The contract with the shell: what this remote declares (area.json, published with its build and copied
// into the remotes list) matches what its exposed modules export.
const area: AreaDeclaration = declaration as AreaDeclaration;
const exposedRoutes = routesModule satisfies RoutesModule;
const exposedSearch = searchModule satisfies SearchModule;

const widgets: [string, WidgetModule][] = [
  ['./LatestNewsWidget', widget1 satisfies WidgetModule],
  ['./UpcomingEventsWidget', widget2 satisfies WidgetModule],
];

describe('the contract with the shell', () => {
  it('exposes ./routes for the current contract version', () => {
    expect(exposedRoutes.contract).toBe(CONTRACT_VERSION);
    expect(routePaths(exposedRoutes.routes).length).toBeGreaterThan(0);
  });

  it('keeps every route inside the area’s prefixes, and exposes every module it declares', () => {
    expect(checkAreaContract(area, exposedRoutes)).toEqual({ outside: [], missingExposes: [] });
  });

  it.each(widgets)('%s exports a widget component as its default', (module, exposed) => {
    expect(area.widgets.map((w) => w.module)).toContain(module);
    expect(typeof exposed.default).toBe('function');
  });

  it('exposes ./search: records whose pages exist, each inside the area', async () => {
    expect(area.search).toBe('./search');
    expect(exposedSearch.contract).toBe(CONTRACT_VERSION);
    expect(exposedSearch.records.length).toBeGreaterThan(0);
    expect(await checkSearchRecords(area, exposedSearch, exposedRoutes.routes)).toEqual([]);
  }, 60000);
});
