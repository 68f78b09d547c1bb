import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RouteError } from '../features/errors/route-error';
import type { ComponentType } from 'react';
import {
  currentLocale,
  LOCALES,
  PageNotFound,
  splitLocale,
  type HeadHandle,
  type QueryHandle,
} from '@springfield/shared';
import { Frame } from '../features/frame/components/frame';
import { PAGE_HELPFUL_QUERY } from '../features/frame/components/page-helpful';
import { ShellPagesInEnglish, type LanguagesHandle } from '../features/language/components/in-english';
import { ShellIntl } from '../features/language/components/shell-intl';
import { loadCataloguePart, type CataloguePart } from '../features/language/catalogues';
import { HomePage } from '../features/home/components/home-page';
import { INFO_PATHS } from '../features/info/data/info-paths';
import { MAIN_ROUTE_ID, type AreaLoader } from '../features/remotes/area-loader';
import { aliasFor, areaForPath } from '../features/remotes/remote-areas';
import { SEARCH_QUERY } from '../features/search/data/search-query';
// The lazy pages' own styles are loaded with the frame's, not with their code: the server sends a search page
// (or the catalogue) with its HTML, which must be styled at its first paint, before the page's chunk loads.
import '../features/design-system/components/design-system.css';
import '../features/search/search.css';

/**
 * A lazy page of the shell whose words are parts of its catalogue (CataloguePart): they load with its code, in
 * the page's language, and a ShellIntl of its own gives them to it (the frame's was made before they came).
 */
async function withWords(
  parts: readonly CataloguePart[],
  page: Promise<ComponentType>,
): Promise<{ Component: ComponentType }> {
  const locale = currentLocale();
  const [Page] = await Promise.all([page, ...parts.map((part) => loadCataloguePart(part, locale))]);
  return {
    Component: function WithWords() {
      return (
        <ShellIntl>
          <Page />
        </ShellIntl>
      );
    },
  };
}

/**
 * Follows an area's alias ("/report-issue" to its feedback form); any other unknown path is not found: shared's
 * page, written in every language (its route says so, so the page is not marked as shown in English).
 */
function AliasOrNotFound() {
  const to = aliasFor(useLocation().pathname);
  if (to) return <Navigate to={to} replace />;
  return <PageNotFound />;
}

/**
 * The shell's own routes. Remote routes are attached under MAIN_ROUTE_ID on first visit, so a page that
 * throws shows the route error view inside the frame.
 */
export function shellRoutes(loader: AreaLoader): RouteObject[] {
  return [
    {
      id: 'root',
      // "Was this page helpful?" (the frame's PageHelpful): the step the server sent a browser without JavaScript
      // back to. The reference of one resident's answer makes its page theirs: rendered for them, never kept.
      handle: { query: PAGE_HELPFUL_QUERY, personal: ['ref'] } satisfies QueryHandle,
      element: (
        <ShellIntl>
          <Frame loader={loader} />
        </ShellIntl>
      ),
      hydrateFallbackElement: (
        <ShellIntl>
          <Frame loader={loader} initialLoading />
        </ShellIntl>
      ),
      children: [
        {
          id: MAIN_ROUTE_ID,
          errorElement: <RouteError />,
          children: [
            // Home is written in every language (its widgets are their areas').
            { index: true, element: <HomePage />, handle: { languages: LOCALES } satisfies LanguagesHandle },
            // The search page is written in every language (its results are the areas' records, marked).
            // The search page, its engine and every area's records load only when a visitor searches.
            {
              path: 'search',
              // What the page reads from its address (search-page.tsx): the words, how many are shown, filters.
              // A search's results are not a page for search engines (and never in the sitemap).
              handle: { query: SEARCH_QUERY, noindex: true, languages: LOCALES } satisfies QueryHandle &
                HeadHandle &
                LanguagesHandle,
              lazy: () =>
                withWords(
                  ['info', 'search'],
                  import(/* webpackChunkName: "search" */ '../features/search/components/search-page').then(
                    (m) => m.SearchPage,
                  ),
                ),
            },
            // The information pages, written in every language; their words load with the page.
            ...INFO_PATHS.map((path) => ({
              path: path.slice(1),
              handle: { languages: LOCALES } satisfies LanguagesHandle,
              lazy: () =>
                withWords(
                  ['info'],
                  import(/* webpackChunkName: "info" */ '../features/info/components/info-route').then((m) =>
                    m.infoRoute(path),
                  ),
                ),
            })),
            {
              // Not yet translated (the design-system catalogue): shown in English, marked, in the other languages.
              element: <ShellPagesInEnglish />,
              children: [
                // The design-system catalogue: every shared component in every state (not linked from the menu).
                {
                  path: 'design-system',
                  handle: { noindex: true } satisfies HeadHandle,
                  lazy: () =>
                    import(
                      /* webpackChunkName: "design-system" */ '../features/design-system/components/design-system-page'
                    ).then((m) => ({ Component: m.DesignSystemPage })),
                },
              ],
            },
            // An address an area declares as another of its pages' (its area.json `aliases`), else the 404 page.
            // The 404 page is shared's, written in every language; it is for no search engine (the renderer).
            {
              path: '*',
              element: <AliasOrNotFound />,
              handle: { languages: LOCALES, noindex: true } satisfies LanguagesHandle & HeadHandle,
            },
          ],
        },
      ],
    },
  ];
}

/** Router options that attach a remote's routes when a visitor first goes to one of its prefixes. */
export function routerOptions(loader: AreaLoader) {
  return {
    async patchRoutesOnNavigation({
      path,
      patch,
    }: {
      path: string;
      patch: (routeId: string | null, children: RouteObject[]) => void;
    }) {
      // The path as the browser has it, its language's segment (the router's basename) first.
      const area = areaForPath(splitLocale(new URL(path, 'http://x').pathname).pathname);
      if (area) await loader.ensure(area, patch);
    },
  };
}
