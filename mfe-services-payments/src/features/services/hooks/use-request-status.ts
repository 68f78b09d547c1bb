import { areaData } from '@springfield/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';
import {
  AREA_NAME,
  isRequestNumber,
  open311RequestUrl,
  type PublicServiceRequest,
  type RequestProgress,
  type RequestStatusData,
} from '../data/service-requests';

/**
 * A request as the status page shows it: Open311's fields, and (in the page's live data only) its finer stage
 * and history of public updates.
 */
export type ShownRequest = PublicServiceRequest & RequestProgress;

/** What the status page knows of a request: found, not found (null), or not yet (undefined). */
interface RequestStatusState {
  byId: Record<string, ShownRequest | null>;
  put: (id: string, request: ShownRequest | null) => void;
}

/** The requests read during this visit, by number: a page seen again shows at once while it is read anew. */
export const useRequestStatusStore = create<RequestStatusState>()((set) => ({
  byId: {},
  put: (id, request) => set((state) => ({ byId: { ...state.byId, [id]: request } })),
}));

/** Whether a status page was shown in this document (the page's data is from its load: later, ask again). */
let firstPageShown = false;

/** For tests: forget the requests read and the first page. */
export function resetRequestStatusForTests(): void {
  useRequestStatusStore.setState({ byId: {} });
  firstPageShown = false;
}

/**
 * The status page's data the server rendered this page with, when this is the first status page shown in this
 * document (the one the browser loaded) and it is this request's: the same on the server and in the hydrated
 * page. Otherwise undefined.
 */
function usePageData(id: string): RequestStatusData | undefined {
  const location = useLocation();
  // Not by the location's key ('default' on the first page): a reload keeps the key a navigation gave it.
  const [first] = useState(() => ({
    pathname: location.pathname,
    data: firstPageShown ? undefined : areaData<RequestStatusData>(AREA_NAME),
  }));
  // Once the page shows another request (its parameter changed), the first page's data is of the past.
  const [left, setLeft] = useState(false);
  const moved = location.pathname !== first.pathname;
  useEffect(() => {
    firstPageShown = true;
    if (moved) setLeft(true);
  }, [moved]);
  if (left || moved) return undefined;
  return first.data?.service_request_id === id ? first.data : undefined;
}

export type RequestLookup =
  | { state: 'loading' }
  | { state: 'found'; request: ShownRequest }
  | { state: 'not-found' }
  | { state: 'failed'; retry: () => void };

/** The request's public record in the site's Open311 API: found, null when there is none; rejects on failure. */
async function fetchRequest(id: string): Promise<ShownRequest | null> {
  // With GeoReport v2's extensions: the stage and the public updates (issue 44) in extended_attributes.
  const response = await fetch(`${open311RequestUrl(id)}?extensions=true`, {
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const [answer] = (await response.json()) as (PublicServiceRequest & {
    extended_attributes?: RequestProgress;
  })[];
  if (!answer) throw new Error('no request in the answer');
  const { extended_attributes: progress, ...request } = answer;
  return { ...request, ...progress };
}

/**
 * A request's public status, for /services/requests/{id}: on the first page, what the server read from the
 * store (written into the page); after a navigation in the browser, fetched from the site's Open311 API (what
 * was read earlier in the visit shows meanwhile).
 */
export function useRequestStatus(id: string): RequestLookup {
  const valid = isRequestNumber(id);
  const fromPage = usePageData(id);
  const stored = useRequestStatusStore((state) => state.byId[id]);
  const put = useRequestStatusStore((state) => state.put);
  const [failed, setFailed] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!valid) return;
    if (fromPage) {
      put(id, 'notFound' in fromPage ? null : fromPage);
      return;
    }
    let current = true;
    setFailed(undefined);
    fetchRequest(id).then(
      (request) => current && put(id, request),
      () => current && setFailed(id),
    );
    return () => {
      current = false;
    };
  }, [id, valid, fromPage, put, attempt]);

  if (!valid) return { state: 'not-found' };
  if (fromPage)
    return 'notFound' in fromPage ? { state: 'not-found' } : { state: 'found', request: fromPage };
  if (stored) return { state: 'found', request: stored };
  if (stored === null) return { state: 'not-found' };
  if (failed === id) return { state: 'failed', retry: () => setAttempt((count) => count + 1) };
  return { state: 'loading' };
}
