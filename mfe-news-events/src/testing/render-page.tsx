// For unit tests of the area's pages: its routes rendered at a path once the router has loaded the page. Each
// page loads with its route (routes.tsx, issue 45), so the router shows it after that, as in the browser.
import { act, fireEvent } from '@testing-library/react';
import { renderRoutes, type RenderRoutesResult } from '@springfield/shared/testing';
import type { RouteObject } from 'react-router-dom';
// The area's lazy pages (routes.tsx), loaded with this helper: their dialogs are then among those the jest
// set-up preloads before the first test (shared's preloadLazyDialogs), so a dialog a test opens shows in the
// render of the click, and a test's first page does not wait for its modules' first transform. The router
// still loads each page through its route's `lazy`.
import '../features/news/components/news-page';
import '../features/news/components/article-page';
import '../features/news/newsletter/action';
import '../features/events/components/events-route';
import '../features/events/components/event-detail-page';
import '../features/events/registration/action';
import '../features/events/registration/event-registered-page';
import '../features/events/registration/cancel-pages';

type Router = RenderRoutesResult['router'];

/** Resolves once the router has matched its first location: its lazy routes loaded, its loaders run. */
export function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (ready()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!ready()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** renderRoutes (shared's), resolved once the page at `path` is on screen. */
export async function renderPage(routes: RouteObject[], path = '/'): Promise<RenderRoutesResult> {
  const result = renderRoutes(routes, path);
  await act(() => routerReady(result.router));
  return result;
}

/**
 * Follows a link of the page (a click) and waits until the router has shown where it leads: its route's lazy
 * part loads first, so the page changes after the click's own render, as in the browser.
 */
export async function followLink(router: Router, link: HTMLElement): Promise<void> {
  const from = router.state.location.key;
  await act(async () => {
    fireEvent.click(link);
    await new Promise<void>((resolve) => {
      const arrived = () => router.state.location.key !== from && router.state.navigation.state === 'idle';
      if (arrived()) return resolve();
      const unsubscribe = router.subscribe(() => {
        if (!arrived()) return;
        unsubscribe();
        resolve();
      });
    });
  });
}

/**
 * The routes as the server's build has them: each lazy part loaded and joined to its route (a copy; the
 * routes themselves stay lazy). For shared's checks that render page after page and give each a second to
 * show (describeAreaContract's links): a route's lazy part, however quickly it loads, moves the page's first
 * render out of the render call, into React's background work, which a busy machine can stretch past it.
 */
export async function routesAtHand(routes: readonly RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route) => {
      const { lazy, ...rest } = route;
      const part = typeof lazy === 'function' ? await lazy() : {};
      const children = route.children ? await routesAtHand(route.children) : undefined;
      return { ...rest, ...part, ...(children ? { children } : {}) } as RouteObject;
    }),
  );
}
