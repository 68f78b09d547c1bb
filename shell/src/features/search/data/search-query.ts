/**
 * The query parameters the search page reads from its address (search-page.tsx: the words, how many results
 * are shown, and the area and type filters), declared on its route so that the site's server renders it with
 * these and no others (see the contract's QueryHandle).
 */
export const SEARCH_QUERY = ['area', 'q', 'shown', 'type'] as const;

/** The search page's path (its module, load-records.ts, loads every area's records: imported only there). */
export const SEARCH_PATH = '/search';
