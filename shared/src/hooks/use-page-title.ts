import { useEffect } from 'react';
import { currentLocale, type Locale } from '../i18n/locales';
import { sharedWord } from '../i18n/words';

/** The site's name in English (schema.org's); siteName gives it in a page's language. */
export const SITE_NAME = 'City of Springfield';

/** The site's name in the page's language ("Ciudad de Springfield"): titles and og:site_name. */
export function siteName(locale: Locale = currentLocale()): string {
  return sharedWord('siteName', locale);
}

/**
 * "Newsroom | City of Springfield": every page has its own title, read first by screen readers and tabs, with
 * the site's name in the page's language ("Noticias | Ciudad de Springfield"); Home's is the site's name and
 * its tagline.
 */
export function pageTitle(title?: string, locale: Locale = currentLocale()): string {
  const site = siteName(locale);
  return title ? `${title} | ${site}` : `${site} | ${sharedWord('siteTagline', locale)}`;
}

/** What a page says about itself for the document's head. */
export interface PageHeadData {
  title?: string;
  description?: string;
  /** An error summary is on the page (an invalid submission): the title starts "Error: ". */
  error?: boolean;
  /** The page's visible breadcrumb, for its BreadcrumbList (see structured-data). */
  breadcrumb?: readonly { label: string; to?: string }[];
  /** The page's schema.org objects (see useStructuredData). */
  structuredData?: readonly object[];
}

/** What the title of a page with an error summary starts with (the GOV.UK pattern), in English. */
export const ERROR_TITLE_PREFIX = 'Error: ';

/** What the title of a page with an error summary starts with, in the page's language ("錯誤："). */
export function errorTitlePrefix(locale: Locale = currentLocale()): string {
  return sharedWord('errorTitlePrefix', locale);
}

/**
 * Where the shell's server collects the head of the page it renders (its title and description): a function
 * under a global key, set only for the duration of one synchronous server render. A key rather than a React
 * context, so every copy of `shared` (a remote may bundle its own) reports to the same renderer.
 */
export const PAGE_HEAD_COLLECTOR = Symbol.for('springfield.page-head.v1');

export function reportToServer(head: PageHeadData): void {
  const collect = (globalThis as Record<symbol, unknown>)[PAGE_HEAD_COLLECTOR];
  if (typeof collect === 'function') (collect as (head: PageHeadData) => void)(head);
}

/**
 * Sets document.title (and the meta description when given) while the page is shown; on the server, tells
 * the renderer, which writes them into the HTML it sends.
 */
export function usePageTitle(title?: string, description?: string): void {
  reportToServer({ title, description });
  useEffect(() => {
    // An error summary on the page keeps its "Error: " prefix (it may have mounted first).
    const error = document.querySelector('[data-sf-error-summary]') !== null;
    document.title = (error ? errorTitlePrefix() : '') + pageTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
