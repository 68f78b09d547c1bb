import { areaData } from '@springfield/shared';
import {
  PAYMENTS_AREA,
  type LookupAnswer,
  type LookupKind,
  type PaymentsAreaData,
  type PaymentsData,
  type ProcessorInfo,
} from '../data/payment-records';
import { isLookupIn, lookupKey } from '../utils/lookups';
import { usePaidInVisit, withPaidInVisit } from './paid-in-visit';

/**
 * The payments data the server rendered the page with (the store's answers for its address), the same on the
 * server and in the hydrated page. In the browser it stays the document's first page's: each use checks it is
 * for its own lookup, payment or receipt.
 */
export function usePaymentsData(): PaymentsData | undefined {
  return areaData<PaymentsAreaData>(PAYMENTS_AREA)?.payments;
}

/**
 * What a page shows for one of its lookups: none made; the store's answer (items paid in this visit as Paid);
 * or unavailable (the store did not answer this lookup: it failed, or the page is not the server's).
 */
export type LookupView =
  { state: 'none' } | { state: 'answered'; answer: LookupAnswer } | { state: 'unavailable' };

export function lookupView(
  kind: LookupKind,
  search: URLSearchParams,
  data: PaymentsData | undefined,
  paid: Record<string, string>,
): LookupView {
  if (!isLookupIn(kind, search)) return { state: 'none' };
  const answered = data?.[kind];
  if (!answered || answered.key !== lookupKey(kind, search)) return { state: 'unavailable' };
  const { answer } = answered;
  return answer.status === 'found'
    ? { state: 'answered', answer: { status: 'found', items: withPaidInVisit(answer.items, paid) } }
    : { state: 'answered', answer };
}

/** The page's view of each of its lookups. */
export function useLookupViews(search: URLSearchParams): Record<LookupKind, LookupView> {
  const data = usePaymentsData();
  const paid = usePaidInVisit((state) => state.paid);
  return {
    citations: lookupView('citations', search, data, paid),
    property: lookupView('property', search, data, paid),
    business: lookupView('business', search, data, paid),
  };
}

/**
 * The processor payments are charged by, as the server rendered the page with it (issue 43); undefined in a page
 * the server did not render for the payments (reached by a link in the browser): its Pay buttons then load
 * their page from the server, which knows.
 */
export function useProcessor(): ProcessorInfo | undefined {
  return usePaymentsData()?.processor;
}
