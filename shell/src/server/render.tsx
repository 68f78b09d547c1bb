// The shell's server renderer: one page of the composed site as HTML, through the same composition as the
// browser (the shell's frame and routes, the owning remote's routes and Home widgets from the remotes' server
// modules). It does no I/O: the site's server (tooling/ssr.cjs) reads the remotes list, loads the server
// modules and passes them in, and writes the result into the page template.
import {
  AREA_DATA,
  CITY_SHARE_IMAGE,
  errorTitlePrefix,
  PAGE_HEAD_COLLECTOR,
  pageTitle,
  sharedWord,
  siteName,
  type HeadHandle,
  type PageHeadData,
  type PageHeadExtras,
  type QueryHandle,
  type RoutesModule,
  type StructuredData,
  type WidgetModule,
  DEFAULT_LOCALE,
  LOCALES,
  localeBasename,
  localizedPath,
  setCurrentLocale,
  splitLocale,
  type Locale,
  CONTRACT_VERSION,
  STAFF_REQUEST,
  type StaffAreaLink,
  type StaffContext,
  type StaffMember,
  type StaffRequest,
  type StaffRoutesModule,
} from '@springfield/shared';
import {
  StaffFrame,
  StaffHome,
  StaffNotFound,
  StaffUnavailable,
} from '../features/staff/components/staff-frame';
import { StaffPageFeedback } from '../features/staff/components/staff-page-feedback';
import { STAFF_HELPFUL_PATH } from '../features/staff/paths';
import es from '../i18n/es.json';
import zhHant from '../i18n/zh-Hant.json';
import { setCatalogue, type Catalogue } from '../features/language/catalogues';
import { frameMessages } from '../features/frame/messages';
import { declaredLanguages } from '../features/language/components/in-english';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandler,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { shellRoutes } from '../app/routes';
import { RouteError } from '../features/errors/route-error';
import { ShellIntl, shellIntl } from '../features/language/components/shell-intl';
import { absoluteAddresses, breadcrumbList, frameStructuredData, publishedPicture } from './structured-data';
import { AreaLoader, MAIN_ROUTE_ID } from '../features/remotes/area-loader';
import {
  aliasFor,
  areaForPath,
  parseRemotesList,
  setRemoteAreas,
  type RemoteArea,
} from '../features/remotes/remote-areas';
import { clearWidgetsAtHand, setWidgetAtHand } from '../features/remotes/remote-widget';
import { languagesOfBuild, loadMessagesOf, speaksLanguage } from '../features/remotes/load-with-messages';
import { recordsOfServerModules, SEARCH_PATH, setServerRecords } from '../features/search/data/load-records';

// The server renders every language: all the shell's catalogues are in its build.
setCatalogue('es', es as unknown as Catalogue);
setCatalogue('zh-Hant', zhHant as unknown as Catalogue);

/** A remote's server module once loaded: its exposed modules by name ('./routes', './LatestNewsWidget'). */
export type ServerModules = Readonly<Record<string, unknown>>;

export interface RenderInput {
  /** The page's address as requested (origin, path and query). */
  url: string;
  /** The remotes list as served now. */
  list: unknown;
  /** The server modules of the remotes `remotesFor` named; a remote missing here could not be loaded. */
  modules: Readonly<Record<string, ServerModules | undefined>>;
  /**
   * Each area's live data for the page, read from its backend by the site's server (see shared's areaData); for
   * a submission, a function that reads it, called only when the page is rendered, after the action.
   */
  data?: Readonly<Record<string, unknown>> | (() => Promise<Readonly<Record<string, unknown>>>);
  /** A form sent to the page (POST): its URL-encoded fields, for the route's action. */
  submission?: {
    body: string;
    /** The browser's script asks for the action's outcome as data ('outcome'), a plain form for the page. */
    answer: 'page' | 'outcome';
    /**
     * Sent more often than the site's limit allows: the action does not run; the page is rendered with the form
     * as sent (its fields, by name) and the frame's notice to send it again after this many seconds (429).
     */
    limited?: { retryAfterS: number };
  };
  /**
   * A staff page (issue 44, /staff/…): the signed-in member (null: signed out) and, on an area's staff page, the
   * area and the member's role, as the site's server checked them. Its route tree is the staff frame's with the
   * area's staff routes; their loaders and actions get `{ staff: context }` as their `context`.
   */
  staff?: {
    member: StaffMember | null;
    context?: StaffContext;
    /** On /staff/helpful, the answers of the member's areas (the site's server read them). */
    pageFeedback?: StaffRequest['pageFeedback'];
  };
}

/** This renderer renders staff pages (`staff`); the site's server checks it. */
export const STAFF_PAGES = 1;

/** What a list line declares of its staff pages (area.json `staff`), read as the list carries it. */
function staffDeclarationOf(list: unknown, area: string) {
  const line = (list as { remotes?: Record<string, { staff?: unknown }> } | undefined)?.remotes?.[area];
  const staff = line?.staff as
    | {
        prefixes?: unknown;
        module?: unknown;
        label?: unknown;
        translations?: Record<string, { label?: unknown }>;
      }
    | undefined;
  if (!staff || typeof staff.module !== 'string' || !Array.isArray(staff.prefixes)) return undefined;
  const prefixes = staff.prefixes.filter(
    (prefix): prefix is string => typeof prefix === 'string' && prefix.startsWith('/staff/'),
  );
  if (prefixes.length === 0) return undefined;
  return { module: staff.module, prefixes, label: staff.label, translations: staff.translations };
}

/** The areas the member has a role in, with their staff pages' first address and name in the page's language. */
function staffAreasOf(list: unknown, member: StaffMember | null, locale: Locale): StaffAreaLink[] {
  if (!member) return [];
  const names = Object.keys((list as { remotes?: object } | undefined)?.remotes ?? {});
  return names.flatMap((area) => {
    const declared = staffDeclarationOf(list, area);
    if (!declared || !member.roles[area]) return [];
    const translated = locale === DEFAULT_LOCALE ? undefined : declared.translations?.[locale]?.label;
    const label = typeof translated === 'string' ? translated : String(declared.label ?? area);
    return [{ area, label, to: declared.prefixes[0] }];
  });
}

/** An area's name in the page's language, as its list line declares it (its federation name without one). */
function areaLabelOf(list: unknown, area: string, locale: Locale): string {
  const line = (list as { remotes?: Record<string, { label?: unknown; translations?: unknown }> } | undefined)
    ?.remotes?.[area];
  const translated =
    locale === DEFAULT_LOCALE
      ? undefined
      : (line?.translations as Record<string, { label?: unknown }> | undefined)?.[locale]?.label;
  if (typeof translated === 'string') return translated;
  return typeof line?.label === 'string' ? line.label : area;
}

/** The staff frame's route tree, with the area's staff routes under it (or its unavailable page). */
function staffRouteTree(
  area: string | undefined,
  list: unknown,
  modules: RenderInput['modules'],
  failed: string[],
): RouteObject[] {
  const children: RouteObject[] = [
    { index: true, element: <StaffHome /> },
    { path: STAFF_HELPFUL_PATH.slice('/staff/'.length), element: <StaffPageFeedback /> },
  ];
  const declared = area ? staffDeclarationOf(list, area) : undefined;
  if (area && declared) {
    const module = modules[area]?.[declared.module] as StaffRoutesModule | undefined;
    if (module && Array.isArray(module.routes) && module.contract === CONTRACT_VERSION) {
      children.push({ id: `staff:${area}`, children: module.routes });
    } else {
      console.error(
        `The staff pages of ${area} could not be rendered: no ${declared.module} of this contract.`,
      );
      failed.push(area);
      children.push(
        ...declared.prefixes.map((prefix) => ({ path: `${prefix}/*`, element: <StaffUnavailable /> })),
      );
    }
  }
  children.push({ path: '*', element: <StaffNotFound /> });
  return [
    {
      id: 'staff',
      path: '/staff',
      element: (
        <ShellIntl>
          <StaffFrame />
        </ShellIntl>
      ),
      errorElement: <RouteError />,
      children,
    },
  ];
}

/** This renderer renders a form over the site's limit (`submission.limited`); the site's server checks it. */
export const LIMITED_FORMS = 1;

export interface RenderedPage {
  status: number;
  /** Where to send the visitor instead (an old address of a page). */
  redirect?: string;
  /** The HTML inside #root. */
  html: string;
  /** The document title ("Newsroom | City of Springfield"), as the page sets it in the browser. */
  title: string;
  /** The page's own description, when it has one; else, in a language other than English, the site's. */
  description?: string;
  /** The site's name in the page's language, for og:site_name. */
  siteName?: string;
  extras?: PageHeadExtras;
  /** Remotes whose server module was needed and missing: the browser shows their panels as the server did. */
  failed: string[];
  /** Search results rendered without some area's records (named in the page's notice): not to be cached. */
  partial?: boolean;
  /** Asked for with a parameter that finds a resident's own record (QueryHandle `personal`): never cached. */
  personal?: boolean;
  /** The page's schema.org objects (the area's, the frame's, its breadcrumb's), every address absolute. */
  structuredData?: StructuredData[];
  /** Not for search engines (HeadHandle `noindex`): a confirmation, a search's results. */
  noindex?: boolean;
  /** The outcome of a form's action, for the browser: the route it belongs to and what it answered. */
  action?: { route: string; outcome: unknown };
  /** Asked for as data (a submission from the browser's script): the action's outcome, nothing rendered. */
  outcome?: unknown;
  /** The areas' live data the page was rendered with, written into the page for the browser's first render. */
  data?: Readonly<Record<string, unknown>>;
  /** The page's language (its address's), for `<html lang>`. */
  lang?: Locale;
  /** The frame's notice above the page (a form over the limit), in the page's language. */
  notice?: { title: string; text: string };
  /**
   * The page's address in each language its content is written in (English always): its `hreflang`
   * alternates. A page in a language its content is not in (shown in English) is not among them.
   */
  alternates?: Partial<Record<Locale, string>>;
}

/** The path of a page inside the site's languages: "/es/events/2" is "/events/2", "/es" Home. */
export function pagePath(address: string): string {
  return splitLocale(address).pathname;
}

/**
 * The remotes whose server modules a page needs: the area that owns its path, for Home its widgets', for the
 * search page those with search records.
 */
export function remotesFor(address: string, list: unknown): RemoteArea[] {
  const { pathname } = splitLocale(address);
  const { areas } = parseRemotesList(list);
  setRemoteAreas(areas);
  const owner = areaForPath(pathname);
  if (owner) return [owner];
  if (pathname === '/') return areas.filter((area) => area.widgets.length > 0);
  if (pathname === SEARCH_PATH) return areas.filter((area) => area.search);
  return [];
}

/**
 * The query parameters the page at `pathname` reads, as its routes declare them (`handle.query`, see the
 * contract's QueryHandle): the site's server renders the page with these only, and keys its cache on them.
 * Sorted, without repeats; empty for a page that reads none or whose area's module is missing.
 */
export function queryOf(address: string, list: unknown, modules: RenderInput['modules']): string[] {
  const { pathname } = splitLocale(address);
  remotesFor(pathname, list); // sets the areas areaForPath looks in
  const owner = areaForPath(pathname);
  if (owner && !modules[owner.name]?.['./routes']) return [];
  const failed: string[] = [];
  const matches = matchRoutes(routeTree(owner, modules, failed), pathname) ?? [];
  const names = matches.flatMap(({ route }) => {
    const declared = (route.handle as QueryHandle | undefined)?.query;
    return Array.isArray(declared) ? declared.filter((name) => typeof name === 'string') : [];
  });
  return [...new Set(names)].sort();
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** The route tree of the page, as the browser's will be once the area is attached. */
function routeTree(area: RemoteArea | undefined, modules: RenderInput['modules'], failed: string[]) {
  const loader = new AreaLoader();
  const routes = shellRoutes(loader);
  const main = findRoute(routes, MAIN_ROUTE_ID);
  const patch: Patch = (_id, children) => {
    main.children = [...(main.children ?? []), ...children];
  };
  if (area) {
    const routesModule = modules[area.name]?.['./routes'] as RoutesModule | undefined;
    try {
      if (!routesModule) throw new Error(`${area.name} has no server module`);
      loader.attach(area, routesModule, patch);
    } catch (error) {
      console.error(`The ${area.name} area could not be rendered on the server.`, error);
      loader.fail(area, patch);
      failed.push(area.name);
    }
  }
  return routes;
}

function findRoute(routes: RouteObject[], id: string): RouteObject {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children ? findRoute(route.children, id) : undefined;
    if (inner) return inner;
  }
  throw new Error(`the shell's routes have no route ${id}`);
}

/**
 * Loads the messages in `locale` of the named server modules that have any (RoutesModule `loadMessages`); one
 * that fails renders in English, as in the browser.
 */
async function messagesIn(
  locale: Locale,
  modules: RenderInput['modules'],
  named: readonly { area: string; exposed: string }[],
): Promise<void> {
  await Promise.all(
    named.map(async ({ area, exposed }) => {
      const loaded = modules[area]?.[exposed] as Pick<RoutesModule, 'loadMessages'> | undefined;
      if (loaded && typeof loaded === 'object') await loadMessagesOf(loaded, locale, `${area}/${exposed}`);
    }),
  );
}

/** Home's widgets, from the server modules, for RemoteWidget's first render. */
function widgetsAtHand(areas: readonly RemoteArea[], modules: RenderInput['modules'], failed: string[]) {
  clearWidgetsAtHand();
  for (const area of areas) {
    for (const widget of area.widgets) {
      const loaded = modules[area.name]?.[widget.module] as WidgetModule | undefined;
      const component: ComponentType | undefined =
        typeof loaded?.default === 'function' ? loaded.default : undefined;
      setWidgetAtHand(area.name, widget.module, component ?? 'failed');
      if (!component && !failed.includes(area.name)) failed.push(area.name);
    }
  }
}

/** The request the router handles: a GET of the page, or a form's POST to it. */
function requestOf(location: URL, submission: RenderInput['submission']): Request {
  if (!submission) return new Request(location.href);
  return new Request(location.href, {
    method: 'POST',
    body: submission.body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

const STATUS_MARKER = /\bdata-http-status="(\d{3})"/;

/** Renders one page. Rejects only on a bug (a page that throws while rendering). */
export async function renderPage({
  url,
  list,
  modules,
  data: dataOrReader = {},
  submission,
  staff,
}: RenderInput): Promise<RenderedPage> {
  const location = new URL(url);
  // The page's language is its address's first segment (/es/…): the router's basename. Everything below
  // that reads the path (areas, aliases, Home, search) reads it without.
  const { locale, pathname } = splitLocale(location.pathname);
  const areas = staff ? [] : remotesFor(pathname, list);
  // An address an area declares as another of its pages' (area.json `aliases`): a permanent redirect.
  const alias = staff ? undefined : aliasFor(pathname);
  if (alias)
    return {
      status: 301,
      redirect: localizedPath(locale, alias),
      html: '',
      title: pageTitle(undefined, locale),
      failed: [],
    };

  const owner = staff ? undefined : areaForPath(pathname);
  const staffArea = staff?.context?.area;
  const staffModule = staffArea ? staffDeclarationOf(list, staffArea)?.module : undefined;
  // The page's area, and on Home the widgets, render in the page's language: their catalogues first.
  await messagesIn(locale, modules, [
    ...(owner ? [{ area: owner.name, exposed: './routes' }] : []),
    ...(staffArea && staffModule ? [{ area: staffArea, exposed: staffModule }] : []),
    ...(pathname === '/' && !staff
      ? areas.flatMap((area) => area.widgets.map((widget) => ({ area: area.name, exposed: widget.module })))
      : []),
  ]);
  const failed: string[] = [];
  const routes = staff ? staffRouteTree(staffArea, list, modules, failed) : routeTree(owner, modules, failed);
  const basename = localeBasename(locale);
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const limited = submission?.limited;
  // Over the limit: the page as a GET (its loaders, no action), with the form's route answering as sent.
  // A staff page's loaders and actions get the member, the area and the role (the server checked them).
  const context = await handler.query(
    requestOf(location, limited ? undefined : submission),
    staff?.context ? { requestContext: { staff: staff.context } } : undefined,
  );
  if (limited && !(context instanceof Response)) keepAsSent(context, submission.body);
  const asData = submission?.answer === 'outcome' && !limited;
  if (context instanceof Response) {
    const to = context.headers.get('Location') ?? '/';
    // An accepted submission (303 to its confirmation): the browser's script shows it in the page.
    if (asData)
      return { status: 200, outcome: { status: 'done', location: to }, html: '', title: '', failed };
    return { status: context.status, redirect: to, html: '', title: pageTitle(undefined, locale), failed };
  }
  const [action] = Object.entries(context.actionData ?? {});
  if (asData) {
    const status = action ? context.statusCode : 405;
    return { status, outcome: action?.[1] ?? { status: 'failed' }, html: '', title: '', failed };
  }
  const data = typeof dataOrReader === 'function' ? await dataOrReader() : dataOrReader;
  const router = createStaticRouter(handler.dataRoutes, context);

  // Synchronous from here to the end of renderToString: the globals below belong to this render only.
  setRemoteAreas(parseRemotesList(list).areas);
  if (pathname === '/' && !staff) widgetsAtHand(areas, modules, failed);
  let partial = false;
  if (pathname === SEARCH_PATH) {
    // An area whose records are missing is named in the page's notice, as in the browser; not in `failed`,
    // which is for areas whose own pages could not be rendered.
    const records = recordsOfServerModules(areas, (area, exposed) => modules[area]?.[exposed], locale);
    partial = records.unavailable.length > 0;
    setServerRecords(records);
  }
  const heads: PageHeadData[] = [];
  const global = globalThis as Record<symbol, unknown>;
  global[PAGE_HEAD_COLLECTOR] = (head: PageHeadData) => heads.push(head);
  global[AREA_DATA] = data;
  if (staff) {
    const request: StaffRequest = {
      ...staff,
      areas: staffAreasOf(list, staff.member, locale),
      ...(staff.pageFeedback
        ? {
            pageFeedback: staff.pageFeedback.map((report) => ({
              ...report,
              label: areaLabelOf(list, report.area, locale),
            })),
          }
        : {}),
    };
    global[STAFF_REQUEST] = request;
  }
  setCurrentLocale(locale);
  let html: string;
  try {
    html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  } finally {
    delete global[PAGE_HEAD_COLLECTOR];
    delete global[AREA_DATA];
    delete global[STAFF_REQUEST];
    setCurrentLocale(undefined);
    clearWidgetsAtHand();
    setServerRecords(null);
  }

  // The outermost call wins, as in the browser, where the outermost component's effect runs last.
  const title = heads.find((head) => head.title !== undefined)?.title;
  const error = heads.some((head) => head.error);
  const description = heads.find((head) => head.description)?.description;
  const declared = context.matches
    .map((match) => (match.route.handle as HeadHandle | undefined)?.head?.(match.params))
    .findLast((head) => head !== undefined);
  // Every page has a picture for link previews: its own, else the city's.
  // As the structured data names it: absolute, a PNG for an SVG.
  const extras: PageHeadExtras = declared?.image
    ? { ...declared, image: publishedPicture(declared.image, location.origin) }
    : {
        ...declared,
        image: publishedPicture(CITY_SHARE_IMAGE, location.origin),
        imageAlt: sharedWord('shareImageAlt', locale),
      };
  const personal = context.matches.some((match) =>
    ((match.route.handle as QueryHandle | undefined)?.personal ?? []).some((name) =>
      location.searchParams.get(name),
    ),
  );
  const marker = STATUS_MARKER.exec(html);
  const status = marker ? Number(marker[1]) : context.statusCode;
  // A resident's own record is for no search engine either, whatever its route says; nor a page not found.
  const noindex =
    personal ||
    status === 404 ||
    context.matches.some((match) => (match.route.handle as HeadHandle | undefined)?.noindex);
  // A page that is not found or failed describes nothing to search engines.
  const breadcrumb = heads.find((head) => head.breadcrumb)?.breadcrumb;
  const structuredData =
    status !== 200
      ? []
      : absoluteAddresses(
          [
            ...(pathname === '/' ? frameStructuredData() : []),
            ...(heads.flatMap((head) => head.structuredData ?? []) as StructuredData[]),
            ...(breadcrumb ? [breadcrumbList(breadcrumb)] : []),
          ],
          location.origin,
        );
  // The languages the page is written in: those its route declares, else its area's (none from a build without
  // messages, a team's deploy from before the languages, whatever the list says); of those, the ones its record
  // is translated into where its head names them (an article in Spanish only).
  const ownRoutes = owner ? (modules[owner.name]?.['./routes'] as RoutesModule | undefined) : undefined;
  const declaredByRoute = declaredLanguages(context.matches);
  const offered = declaredByRoute ?? languagesOfBuild(ownRoutes, owner?.languages);
  const written: readonly Locale[] = [
    DEFAULT_LOCALE,
    ...offered.filter(
      (other) =>
        other !== DEFAULT_LOCALE &&
        (!extras.languages || extras.languages.includes(other)) &&
        (other !== locale || !!declaredByRoute || speaksLanguage(ownRoutes, locale)),
    ),
  ];
  // Each at the page's address, or the one its route names to index (the newsroom at /newsroom is /news).
  const indexed = extras.canonical && /^\/(?!\/)/.test(extras.canonical) ? extras.canonical : pathname;
  // A page not found is no page in any language: its own address only (its canonical), whatever it is written in.
  const alternates =
    status === 404
      ? { [locale]: localizedPath(locale, pathname) }
      : Object.fromEntries(
          LOCALES.filter((other) => written.includes(other)).map((other) => [
            other,
            localizedPath(other, indexed),
          ]),
        );
  return {
    status,
    html,
    lang: locale,
    alternates,
    title: (error ? errorTitlePrefix(locale) : '') + pageTitle(title, locale),
    description:
      description ??
      extras?.description ??
      (locale === DEFAULT_LOCALE ? undefined : sharedWord('siteDescription', locale)),
    siteName: siteName(locale),
    extras,
    failed,
    data,
    ...(partial ? { partial } : {}),
    ...(personal ? { personal } : {}),
    ...(structuredData.length ? { structuredData } : {}),
    ...(noindex ? { noindex } : {}),
    ...(action ? { action: { route: action[0], outcome: action[1] } } : {}),
    ...(limited ? { notice: limitedNotice(locale, limited.retryAfterS) } : {}),
  };
}

/**
 * The page's form as the resident sent it: the deepest matched route with an action answers an invalid outcome
 * with the sent fields as its values (by their names, as every area's `read` names them; a ticked box is its
 * sent value) and no problems, so the form renders with what was typed, and the page's status is 429.
 */
function keepAsSent(context: Exclude<Awaited<ReturnType<StaticHandler['query']>>, Response>, body: string) {
  const route = context.matches.findLast((match) => typeof match.route.action === 'function')?.route;
  context.statusCode = 429;
  if (!route) return;
  const values = Object.fromEntries(new URLSearchParams(body));
  context.actionData = { ...context.actionData, [route.id]: { status: 'invalid', values, problems: [] } };
}

/** The frame's words for a form over the limit: try again in so many minutes (or hours, past two). */
function limitedNotice(locale: Locale, retryAfterS: number): { title: string; text: string } {
  const intl = shellIntl(locale);
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return {
    title: intl.formatMessage(frameMessages.limitedTitle),
    text:
      minutes <= 120
        ? intl.formatMessage(frameMessages.limitedMinutes, { minutes })
        : intl.formatMessage(frameMessages.limitedHours, { hours: Math.ceil(minutes / 60) }),
  };
}

// The sitemap, composed by the site's server from the areas' server modules (see sitemap.ts).
export { sitemapAreas, sitemapFile, sitemapPages, SITEMAP_LIMIT } from './sitemap';

// The list as the page's language needs it, for the site's server to write into the page (remote-areas.ts).
export { listInLanguage } from '../features/remotes/remote-areas';
