import { useEffect } from 'react';

export const SITE_NAME = 'City of Springfield';

/** "Newsroom | City of Springfield": every page has its own title, read first by screen readers and tabs. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Official Website`;
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

/** What the title of a page with an error summary starts with (the GOV.UK pattern). */
export const ERROR_TITLE_PREFIX = 'Error: ';

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
    document.title = (error ? ERROR_TITLE_PREFIX : '') + pageTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
