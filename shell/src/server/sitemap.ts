// The site's /sitemap.xml, composed when it is asked for from what every area declares (its search module's
// `pages`, see the contract's SitemapPage) and the shell's own pages. An area whose module cannot be loaded is
// left out of that answer only; an address outside the area's prefixes, or that no route of its area matches,
// or a page not for search engines (HeadHandle `noindex`), is never listed.
import type { HeadHandle, Locale, RoutesModule, SearchModule, SitemapPage } from '@springfield/shared';
import { CONTRACT_VERSION, DEFAULT_LOCALE, LOCALES, localizedPath, splitLocale } from '@springfield/shared';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { languagesOfBuild } from '../features/remotes/load-with-messages';
import { infoPages } from '../features/info/data/info-pages';
import {
  areaForPath,
  parseRemotesList,
  setRemoteAreas,
  type RemoteArea,
} from '../features/remotes/remote-areas';

/** The sitemap protocol's limit of addresses in one file; past it, /sitemap.xml is an index of files. */
export const SITEMAP_LIMIT = 50_000;

type Modules = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** The areas whose modules the sitemap needs: those that declare a search module. */
export function sitemapAreas(list: unknown): RemoteArea[] {
  const { areas } = parseRemotesList(list);
  return areas.filter((area) => area.search);
}

/** A page of the sitemap, in one of the languages it is written in (`languages`: all of them, English first). */
export interface ComposedPage extends SitemapPage {
  languages?: readonly Locale[];
}

/** The shell's own pages, in every language: Home and the information pages (their old addresses are redirects). */
function shellPages(): ComposedPage[] {
  return [
    { path: '/', languages: LOCALES },
    ...infoPages.map((page) => ({ path: page.path as SitemapPage['path'], languages: LOCALES })),
  ];
}

/** Each page once per language it is written in, at its address in that language. */
function inEachLanguage(pages: readonly ComposedPage[]): ComposedPage[] {
  return pages.flatMap((page) =>
    (page.languages ?? [DEFAULT_LOCALE]).map((locale) => ({
      ...page,
      path: localizedPath(locale, page.path) as SitemapPage['path'],
    })),
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isSearchModule(value: unknown): value is SearchModule {
  const module = value as Partial<SearchModule> | null;
  return !!module && module.contract === CONTRACT_VERSION && Array.isArray(module.records);
}

/** An area's declared pages, or, from a build before `pages`, the distinct pages its records lead to. */
function declaredPages(module: SearchModule): SitemapPage[] {
  if (Array.isArray(module.pages)) return [...module.pages];
  const paths = new Set(module.records.map((record) => record.url.split(/[?#]/)[0]));
  return [...paths].map((path) => ({ path: path as SitemapPage['path'] }));
}

/** Whether the area's routes have a page for the path that is meant for search engines. */
function routedPage(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, path);
  if (!matches?.length) return false;
  if (matches.some(({ route }) => (route.handle as HeadHandle | undefined)?.noindex)) return false;
  // A splat ("/faq/*") is an area's not-found view, never a page.
  return !matches.some(({ route }) => route.path?.endsWith('*'));
}

export interface ComposedSitemap {
  pages: ComposedPage[];
  /** Labels of the areas left out of this answer (their module could not be loaded or breaks the contract). */
  unavailable: string[];
}

/** Every page for search engines, the shell's then each area's, each address once. */
export function sitemapPages(list: unknown, modules: Modules): ComposedSitemap {
  const areas = sitemapAreas(list);
  setRemoteAreas(parseRemotesList(list).areas);
  const unavailable: string[] = [];
  const pages: ComposedPage[] = shellPages();
  for (const area of areas) {
    const search = modules[area.name]?.[area.search as string];
    const routesModule = modules[area.name]?.['./routes'] as RoutesModule | undefined;
    const routes = routesModule?.routes;
    const areaLanguages = languagesOfBuild(routesModule, area.languages);
    if (!isSearchModule(search) || !Array.isArray(routes)) {
      unavailable.push(area.label);
      continue;
    }
    for (const page of declaredPages(search)) {
      const path = typeof page?.path === 'string' ? page.path : '';
      if (!path.startsWith('/') || /[?#]/.test(path)) continue;
      if (areaForPath(path)?.name !== area.name || !routedPage(routes, path)) continue;
      const lastmod =
        typeof page.lastmod === 'string' && ISO_DATE.test(page.lastmod) ? page.lastmod : undefined;
      // Its area's languages, or of those the ones its record is translated into.
      const translated = Array.isArray(page.languages)
        ? areaLanguages.filter((locale) => page.languages?.includes(locale))
        : areaLanguages;
      const languages = translated.length ? [DEFAULT_LOCALE, ...translated] : undefined;
      pages.push({
        path: path as SitemapPage['path'],
        ...(lastmod ? { lastmod } : {}),
        ...(languages ? { languages } : {}),
      });
    }
  }
  const seen = new Set<string>();
  const once = pages.filter((page) => !seen.has(page.path) && seen.add(page.path));
  return { pages: inEachLanguage(once), unavailable };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** A page's addresses in the other languages it is written in, and the one for everyone else (English). */
function alternateLinks(page: ComposedPage, origin: string): string {
  if (!page.languages || page.languages.length < 2) return '';
  const { pathname } = splitLocale(page.path);
  const link = (hreflang: string, locale: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${localizedPath(locale, pathname)}`)}"/>`;
  return [...page.languages.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)].join(
    '',
  );
}

/**
 * A file of the sitemap: part 0 is /sitemap.xml (every address, or the index of the parts when there are more
 * than `limit`); part n ≥ 1 is /sitemap-n.xml. Null for a part that does not exist.
 */
export function sitemapFile(
  pages: readonly ComposedPage[],
  origin: string,
  part = 0,
  limit = SITEMAP_LIMIT,
): string | null {
  const parts = Math.ceil(pages.length / limit);
  if (part === 0 && parts > 1) {
    const entries = Array.from({ length: parts }, (_, index) => {
      const slice = pages.slice(index * limit, (index + 1) * limit);
      const newest = slice.reduce<string | undefined>(
        (latest, page) => (page.lastmod && (!latest || page.lastmod > latest) ? page.lastmod : latest),
        undefined,
      );
      const lastmod = newest ? `<lastmod>${newest}</lastmod>` : '';
      return `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc>${lastmod}</sitemap>`;
    });
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  if (part > 0 && (parts <= 1 || part > parts)) return null;
  const slice = part === 0 ? pages : pages.slice((part - 1) * limit, part * limit);
  const urls = slice.map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${page.path}`)}</loc>${lastmod}${alternateLinks(page, origin)}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${urls.join('\n')}\n</urlset>\n`;
}
