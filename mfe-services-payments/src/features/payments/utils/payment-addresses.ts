import type { RecordNotFoundProps } from '@springfield/shared';
import type { Citation, CitationLookupResult, PaymentItem } from '../../../types/content';
import type { SelectedPayment } from '../components/selected-payment';
import { citationLookupNames, lookUpCitations, quickPayOptions, sampleCitations } from '../data/payments';

/** The payment page's main address (it also answers at /pay-bills and /traffic-fines). */
export const PAY_FINES_PATH = '/pay-fines';

/** The item that pays every citation a lookup found. */
export const ALL_CITATIONS = 'all';

/** A payment's own page, where its form and the form's action are: /pay-fines/pay/{item}. */
export const paymentPath = (item: string) => `${PAY_FINES_PATH}/pay/${encodeURIComponent(item)}`;

/** Where a payment made without script lands (post/redirect/get): /pay-fines/paid/{item}. */
export const paidPath = (item: string) => `${PAY_FINES_PATH}/paid/${encodeURIComponent(item)}`;

export function citationPayment(citation: Citation): SelectedPayment {
  return {
    item: citation.id,
    kind: 'citation',
    label: `Citation ${citation.id}: ${citation.type}`,
    amount: citation.amount,
  };
}

export function allCitationsPayment(result: CitationLookupResult): SelectedPayment {
  return {
    item: ALL_CITATIONS,
    kind: 'all',
    label: `All Citations (${result.violations.length})`,
    amount: result.total,
  };
}

export function quickPayment(option: PaymentItem): SelectedPayment {
  return {
    item: option.key,
    kind: 'quick',
    label: `${option.type}: ${option.description}`,
    amount: option.amount,
  };
}

/**
 * The payment an address names: a sample citation by its id, "all" of them (what every lookup finds), or a
 * Quick Pay option by its kind. Anything else is not a payment.
 */
export function findPayment(item: string | undefined): SelectedPayment | undefined {
  if (item === ALL_CITATIONS) return allCitationsPayment(lookUpCitations());
  const citation = sampleCitations.find((candidate) => candidate.id === item);
  if (citation) return citationPayment(citation);
  const option = quickPayOptions.find((candidate) => candidate.key === item);
  return option ? quickPayment(option) : undefined;
}

/** A citation lookup was made: any of its fields is in the address, even empty (the spec checks none). */
export function isCitationLookup(search: URLSearchParams): boolean {
  return Object.values(citationLookupNames).some((name) => search.has(name));
}

/** The address without the citation lookup's fields: the page with no results. */
export function withoutLookup(path: string): string {
  const url = new URL(path, 'http://localhost');
  for (const name of Object.values(citationLookupNames)) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

export const paymentNotFound: RecordNotFoundProps = {
  title: 'Payment Not Found',
  message: 'The requested payment could not be found.',
  backTo: PAY_FINES_PATH,
  backLabel: 'Back to Pay Fines & Taxes',
};
