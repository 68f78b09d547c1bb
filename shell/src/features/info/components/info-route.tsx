import { infoPages } from '../data/info-pages';
import { InfoPageView } from './info-page-view';

/** The component of the information page at `path` (a route's `lazy`: the pages' words load with it). */
export function infoRoute(path: string) {
  const page = infoPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no information page at ${path}`);
  return function InfoRoute() {
    return <InfoPageView page={page} />;
  };
}
