import { useEffect } from 'react';
import type { LookupKind } from '../data/payment-records';
import { lookupKey, lookupsIn } from '../utils/lookups';

/** Where a lookup just made is remembered across its page load (this tab only). */
const MARK = 'springfield:payments:looked-up';

/** A mark older than this is not this lookup's (its page never loaded). */
const MARK_LIFETIME_MS = 60_000;

/** The id of a lookup's results heading (found, not found or unavailable). */
export const resultsHeadingId = (kind: LookupKind) => `${kind}-results-title`;

/**
 * A lookup is about to load its address (the store is read for it on the server): remember it, so that the
 * page that answers takes focus to its results, as a lookup that stayed in the page would.
 */
export function markLookUp(kind: LookupKind, form: HTMLFormElement): void {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  try {
    sessionStorage.setItem(MARK, JSON.stringify({ key: lookupKey(kind, query), at: Date.now() }));
  } catch {
    // No storage (a private mode that refuses it): the results show, focus stays at the top.
  }
}

function takeMark(): { key: string; at: number } | null {
  try {
    const text = sessionStorage.getItem(MARK);
    sessionStorage.removeItem(MARK);
    return text ? (JSON.parse(text) as { key: string; at: number }) : null;
  } catch {
    return null;
  }
}

/**
 * On the page a lookup loaded, focus moves to that lookup's results; a lookup address opened otherwise (a
 * bookmark, a link) leaves focus where the page puts it.
 */
export function useFocusAfterLookUp(search: URLSearchParams): void {
  const query = search.toString();
  useEffect(() => {
    const mark = takeMark();
    if (!mark || Date.now() - mark.at > MARK_LIFETIME_MS) return undefined;
    const params = new URLSearchParams(query);
    const kind = lookupsIn(params).find((candidate) => lookupKey(candidate, params) === mark.key);
    if (!kind) return undefined;
    // After the site's frame has done its part of the page's first effects.
    const timer = setTimeout(() => document.getElementById(resultsHeadingId(kind))?.focus(), 0);
    return () => clearTimeout(timer);
    // Once, for the page the lookup loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
