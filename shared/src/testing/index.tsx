// Test helpers for every package: render a page at a path, read the toasts a visitor sees.
import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  CONTRACT_VERSION,
  LINK_SLOTS,
  type AreaDeclaration,
  type RoutesModule,
  type SearchModule,
  type WidgetModule,
} from '../contract/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { sharedWord } from '../i18n/words';
import { Toaster } from '../notify/toaster';
import { resetServerActionForTests } from '../forms/use-form-outcome';
import { PAGE_HEAD_COLLECTOR, type PageHeadData } from '../hooks/use-page-title';

export { preloadLazyDialogs } from '../components/lazy-dialog';

export interface RenderRoutesResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders route objects (as a remote exposes them) at a path, with the site's toaster beside them. A component
 * rendered without its area's messages (`withMessages`) formats them in English, as in the site.
 */
export function renderRoutes(routes: RouteObject[], path = '/'): RenderRoutesResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
      <RouterProvider router={router} />
      <Toaster />
    </IntlProvider>,
  );
  return { ...result, router };
}

/**
 * Makes the page look as the page server sends it after an invalid submission (422): its data element with the
 * action's outcome for `route`, which `useFormOutcome` reads for the first page. Remove it after the test
 * (`document.getElementById('sf-server-render')?.remove()`).
 */
export function pageAnsweredByServer(route: string, outcome: unknown): void {
  document.getElementById('sf-server-render')?.remove();
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'sf-server-render';
  data.textContent = JSON.stringify({ action: { route, outcome } });
  document.body.append(data);
  // The page's data is read once per page: read it again for this one.
  resetServerActionForTests();
}

/** A form a route action sent to the page server (the browser's fetch), as the tests see it. */
export interface SentForm {
  url: string;
  body: URLSearchParams;
}

/**
 * Stands in for the page server while a test submits forms: each POST a route action sends is recorded, and
 * answered with `answer(body, url)` (the action's outcome as the server would give it: by default accepted).
 * Call the returned `restore` after the test.
 */
export function answerForms(
  answer: (body: URLSearchParams, url: string) => unknown = () => ({ status: 'done', location: '/' }),
): { sent: SentForm[]; restore: () => void } {
  const sent: SentForm[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = new URLSearchParams(String(init?.body ?? ''));
    sent.push({ url, body });
    return new Response(JSON.stringify(answer(body, url)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { sent, restore: () => (globalThis.fetch = original) };
}

/** Renders one element inside a router at a path (for components that render links). */
export function renderWithRouter(ui: ReactElement, path = '/'): RenderRoutesResult {
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** The notifications region, as a screen reader user reaches it. */
export function toastRegion(): HTMLElement {
  // Named in the page's language ("Notifications", "Notificaciones", "通知").
  return screen.getByRole('region', { name: new RegExp(`^${sharedWord('notifications')}`, 'i') });
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
 * What the frame would show in English on a page of another language: each of the area's words for the frame
 * (its name, its widgets' titles, its links' labels, descriptions and questions) needs its translation in every
 * language of the site (area.json `translations`).
 */
export function checkAreaTranslations(area: AreaDeclaration): string[] {
  const problems: string[] = [];
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];
  const check = (what: string, item: object, fields: readonly string[]) => {
    const translations = (item as { translations?: Record<string, Record<string, unknown>> }).translations;
    for (const field of fields) {
      const english = (item as Record<string, unknown>)[field];
      if (typeof english !== 'string' || !english.trim()) continue;
      for (const locale of others) {
        const words = translations?.[locale]?.[field];
        if (typeof words !== 'string' || !words.trim())
          problems.push(`${what}: "${english}" has no ${field} in ${locale}`);
      }
    }
  };
  check('the area', area, ['label']);
  for (const widget of area.widgets) check(`widget ${widget.module}`, widget, ['title']);
  for (const link of area.links ?? []) check(`link ${link.to}`, link, ['label', 'description', 'question']);
  return problems;
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

/**
 * The search contract test every remote runs: each record of its './search' module has a unique id, names
 * the area, and links to a path inside the area's prefixes that its routes render as a page (not a 404 or
 * "… Not Found" view). Returns what is wrong, one line per problem.
 */
export async function checkSearchRecords(
  area: AreaDeclaration,
  searchModule: SearchModule,
  routes: RouteObject[],
): Promise<string[]> {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const record of searchModule.records) {
    if (ids.has(record.id)) problems.push(`${record.id}: the id is not unique`);
    ids.add(record.id);
    if (record.area !== area.label)
      problems.push(`${record.id}: area "${record.area}" is not "${area.label}"`);
    if (!record.title.trim() || !record.summary.trim()) problems.push(`${record.id}: no title or summary`);
    const url = new URL(record.url, 'http://site.invalid');
    const path = url.pathname;
    if (!area.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      problems.push(`${record.id}: ${record.url} is outside the area's prefixes`);
      continue;
    }
    const view = renderRoutes(routes, `${path}${url.search}`);
    try {
      const headings = await view.findAllByRole('heading', { level: 1 });
      const title = headings.map((h) => h.textContent ?? '').join(' ');
      if (/not found/i.test(title)) problems.push(`${record.id}: ${record.url} shows "${title}"`);
    } catch {
      problems.push(`${record.id}: ${record.url} renders no page heading`);
    } finally {
      view.unmount();
    }
  }
  return problems;
}

/**
 * What is wrong with the links and aliases an area declares for the frame (area.json `links`, `aliases`): an
 * unknown slot, a link outside the area (neither in its prefixes nor one of its aliases), a question without
 * its words, or an address that does not render a page of the area.
 */
export async function checkAreaLinks(area: AreaDeclaration, routes: RouteObject[]): Promise<string[]> {
  const problems: string[] = [];
  const inside = (path: string) =>
    area.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const aliases = area.aliases ?? {};
  const targets = new Set<string>();
  for (const [from, to] of Object.entries(aliases)) {
    if (!from.startsWith('/') || inside(from))
      problems.push(`alias ${from}: not an address outside the area`);
    if (!inside(to.split(/[?#]/)[0])) problems.push(`alias ${from}: ${to} is outside the area`);
    targets.add(to.split(/[?#]/)[0]);
  }
  for (const link of area.links ?? []) {
    const path = link.to.split(/[?#]/)[0];
    if (!(LINK_SLOTS as readonly string[]).includes(link.slot))
      problems.push(`${link.to}: unknown slot "${link.slot}"`);
    if (!link.label.trim() || typeof link.order !== 'number') problems.push(`${link.to}: no label or order`);
    if (link.slot === 'home-faq' && !(link.question?.trim() && link.description?.trim())) {
      problems.push(`${link.to}: a question needs its question and answer`);
    }
    if (inside(path)) targets.add(path);
    else if (!Object.hasOwn(aliases, path)) problems.push(`${link.to}: outside the area and not an alias`);
  }
  for (const path of targets) {
    const view = renderRoutes(routes, path);
    try {
      const headings = await view.findAllByRole('heading', { level: 1 });
      const title = headings.map((h) => h.textContent ?? '').join(' ');
      if (/not found/i.test(title)) problems.push(`${path} shows "${title}"`);
    } catch {
      problems.push(`${path} renders no page heading`);
    } finally {
      view.unmount();
    }
  }
  return problems;
}

export interface AreaContract {
  /** The remote's area.json. */
  area: AreaDeclaration;
  /** Its './routes' module (`import * as routes from './routes'`, checked with `satisfies RoutesModule`). */
  routes: RoutesModule;
  /** Its './search' module, when it declares one. */
  search?: SearchModule;
  /** Its widget modules by exposed name. */
  widgets?: Record<string, WidgetModule>;
}

/**
 * The contract test of a remote, the same for all four: its exposed modules carry the current contract
 * version, every route lies inside its prefixes, it exposes every module it declares, each widget module has
 * a component as its default export, and every search record opens a page of the area.
 */
export function describeAreaContract({ area, routes, search, widgets = {} }: AreaContract): void {
  describe('the contract with the shell', () => {
    it('exposes ./routes for the current contract version', () => {
      expect(routes.contract).toBe(CONTRACT_VERSION);
      expect(routePaths(routes.routes).length).toBeGreaterThan(0);
    });

    it('keeps every route inside the area’s prefixes, and exposes every module it declares', () => {
      expect(checkAreaContract(area, routes)).toEqual({ outside: [], missingExposes: [] });
    });

    it('declares every widget it exposes, each with a component as its default export', () => {
      expect(Object.keys(widgets).sort()).toEqual(area.widgets.map((w) => w.module).sort());
      for (const widget of Object.values(widgets)) expect(typeof widget.default).toBe('function');
    });

    it('gives the frame links and aliases that lead to its own pages', async () => {
      expect(await checkAreaLinks(area, routes.routes)).toEqual([]);
    });

    it('gives the frame its words in every language of the site (its name, widgets and links)', () => {
      expect(checkAreaTranslations(area)).toEqual([]);
    }, 60000);

    if (search) {
      it('exposes ./search: records whose pages exist, each inside the area', async () => {
        expect(area.search).toBe('./search');
        expect(search.contract).toBe(CONTRACT_VERSION);
        expect(search.records.length).toBeGreaterThan(0);
        expect(await checkSearchRecords(area, search, routes.routes)).toEqual([]);
      }, 60000);
    }
  });
}

/**
 * The structured data (schema.org objects) and breadcrumb a page reports to the server's renderer while it
 * renders, as the shell's renderer collects them: `renderPage` renders the page (renderRoutes or render).
 */
export function collectStructuredData(renderPage: () => void): {
  structuredData: Record<string, unknown>[];
  breadcrumb: readonly { label: string; to?: string }[] | undefined;
} {
  const heads: PageHeadData[] = [];
  const global = globalThis as Record<symbol, unknown>;
  global[PAGE_HEAD_COLLECTOR] = (head: PageHeadData) => heads.push(head);
  try {
    renderPage();
  } finally {
    delete global[PAGE_HEAD_COLLECTOR];
  }
  return {
    structuredData: heads.flatMap((head) => (head.structuredData ?? []) as Record<string, unknown>[]),
    breadcrumb: heads.find((head) => head.breadcrumb)?.breadcrumb,
  };
}
