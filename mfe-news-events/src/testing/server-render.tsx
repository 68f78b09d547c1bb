// For unit tests of structured data: a page rendered as the site's server renders it. The server runs a
// route's loader (an article's alias check) before it renders the page once; in a browser router the page
// would show after the loader, outside the synchronous render that collectStructuredData watches.
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { collectStructuredData } from '@springfield/shared/testing';

type Collected = ReturnType<typeof collectStructuredData>;

export interface ServerRender extends Collected {
  view: RenderResult;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Resolves once the router has run the loaders of its first location (and followed any redirect). */
function loaded(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
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

/** Renders the routes at a path once their loaders have run, collecting what the page reports to the server. */
export async function renderAsServer(routes: RouteObject[], path: string): Promise<ServerRender> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await loaded(router);
  let view: RenderResult | undefined;
  const collected = collectStructuredData(() => {
    view = render(<RouterProvider router={router} />);
  });
  if (!view) throw new Error(`The page at ${path} did not render`);
  return { ...collected, view, router };
}

/** The one object of a schema.org type the page reported (a page may render, and report, more than once). */
export function structuredDataOfType(
  structuredData: readonly Record<string, unknown>[],
  type: string,
): Record<string, unknown> | undefined {
  const ofType = structuredData.filter((data) => data['@type'] === type);
  const distinct = new Set(ofType.map((data) => JSON.stringify(data)));
  if (distinct.size > 1) throw new Error(`The page reported ${distinct.size} different ${type} objects`);
  return ofType[0];
}
