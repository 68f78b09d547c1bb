// The area's pages as lazy routes, each given the area's messages (shared's lazyPage, issue 45).
import { lazyPage as sharedLazyPage, type PagePart } from '@springfield/shared';
import { areaIntl } from './i18n/area-intl';

export { lazyHead, type LazyHead, type PagePart } from '@springfield/shared';

/** A page's lazy route part, inside the area's messages: see shared's lazyPage. */
export function lazyPage(load: () => Promise<PagePart>, ...also: (() => Promise<unknown>)[]) {
  return sharedLazyPage(areaIntl, load, ...also);
}
