// Test helpers for every package: render a page at a path, read the toasts a visitor sees.
import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AreaDeclaration, RoutesModule } from '../contract/contract';
import { Toaster } from '../notify/toaster';

export { preloadLazyDialogs } from '../components/lazy-dialog';

export interface RenderRoutesResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders route objects (as a remote exposes them) at a path, with the site's toaster beside them. */
export function renderRoutes(routes: RouteObject[], path = '/'): RenderRoutesResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { ...result, router };
}

/** Renders one element inside a router at a path (for components that render links). */
export function renderWithRouter(ui: ReactElement, path = '/'): RenderRoutesResult {
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** The notifications region, as a screen reader user reaches it. */
export function toastRegion(): HTMLElement {
  return screen.getByRole('region', { name: /notifications/i });
}

/** Finds a toast by its title text, waiting for it to appear. */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const region = toastRegion();
  const titleNode = await within(region).findByText(title);
  const toast = titleNode.closest('[data-toast]');
  if (!(toast instanceof HTMLElement)) throw new Error('The title is not inside a toast');
  return toast;
}

/** Every path of a route tree, joined with its parents' ("/news", "/news/:slug"…); pathless routes add none. */
export function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    const children = route.children ? routePaths(route.children, own) : [];
    return route.path === undefined ? children : [own, ...children];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * The contract test every remote runs: its exposed modules match what its area.json declares, and every
 * route lies inside the area's prefixes (a route outside them would never be reached, or would take another
 * team's paths).
 */
export function checkAreaContract(
  area: AreaDeclaration,
  routesModule: RoutesModule,
): { outside: string[]; missingExposes: string[] } {
  const outside = routePaths(routesModule.routes).filter(
    (path) => !area.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
  const needed = ['./routes', ...area.widgets.map((w) => w.module), ...(area.search ? [area.search] : [])];
  const missingExposes = needed.filter((module) => !(module in area.exposes));
  return { outside, missingExposes };
}
