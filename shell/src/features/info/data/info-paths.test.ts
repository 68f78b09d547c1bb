import { infoPages } from './info-pages';
import { INFO_PATHS } from './info-paths';

it('declares a route for each information page, and none without one', () => {
  expect([...INFO_PATHS].sort()).toEqual(infoPages.map((page) => page.path).sort());
});
