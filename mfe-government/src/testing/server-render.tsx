// For unit tests of structured data: a page rendered as the site's server renders it, once its route is loaded.
// A document's page loads with its route (routes.tsx, issue 45): the server's static handler resolves it before
// its one render, which collectStructuredData watches; a browser router would show the page only after that.
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE } from '@springfield/shared';
import { collectStructuredData } from '@springfield/shared/testing';

type Router = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has matched its first location: its lazy routes loaded, its loaders run. */
function loaded(router: Router): Promise<void> {
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

/** The routes rendered at a path once loaded, as renderRoutes does, with what the page reports to the server. */
export async function renderAsServer(
  routes: RouteObject[],
  path: string,
): Promise<ReturnType<typeof collectStructuredData> & { view: RenderResult }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await loaded(router);
  let view: RenderResult | undefined;
  const collected = collectStructuredData(() => {
    view = render(
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
  });
  if (!view) throw new Error(`The page at ${path} did not render`);
  return { ...collected, view };
}
