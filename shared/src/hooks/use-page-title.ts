import { useEffect } from 'react';

export const SITE_NAME = 'City of Springfield';

/** "Newsroom | City of Springfield": every page has its own title, read first by screen readers and tabs. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Official Website`;
}

/** Sets document.title (and the meta description when given) while the page is shown. */
export function usePageTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
