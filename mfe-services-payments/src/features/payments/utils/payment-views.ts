// Which payment an address names, from what the page knows: the results the page under the dialog shows, or
// the store's answer for a payment's own page (its live data). Pure functions of the data, so the server's
// render and the browser's agree.
import type { SelectedPayment } from '../components/selected-payment';
import { withPaidInVisit } from '../hooks/paid-in-visit';
import { lookupView } from '../hooks/use-payments-data';
import type { PayableItem, PaymentsData } from '../data/payment-records';
import { lookupKey, lookupOfAll, lookupsIn } from './lookups';
import {
  ALL_ITEMS,
  allPayment,
  allPaymentOf,
  itemPayment,
  quickOption,
  quickPayment,
} from './payment-addresses';

/**
 * The payment a Pay button of the page at `from` opened: a Quick Pay option, one of the items its results
 * show, or what its lookup found outstanding ("all", the lookup named by the payment address's query).
 * Undefined when the page's results do not hold it. From the store's answer as the page loaded it, not what was
 * paid since: the dialog's payment stays the same while it closes after paying (the store refuses a second
 * payment of the same items).
 */
export function paymentOverPage(
  item: string,
  paymentSearch: URLSearchParams,
  from: string,
  data: PaymentsData | undefined,
): SelectedPayment | undefined {
  const asLoaded: Record<string, string> = {};
  const option = quickOption(item);
  if (option) return quickPayment(option);
  const fromSearch = new URL(from, 'http://localhost').searchParams;
  if (item === ALL_ITEMS) {
    const kind = lookupOfAll(paymentSearch);
    const view = lookupView(kind, fromSearch, data, asLoaded);
    if (view.state !== 'answered' || view.answer.status !== 'found') return undefined;
    const payment = allPayment(kind, fromSearch, view.answer.items);
    return payment.items.length > 0 ? payment : undefined;
  }
  for (const kind of lookupsIn(fromSearch)) {
    const view = lookupView(kind, fromSearch, data, asLoaded);
    if (view.state !== 'answered' || view.answer.status !== 'found') continue;
    const found = view.answer.items.find((candidate) => candidate.id === item);
    if (found?.status === 'Outstanding') return itemPayment(found, undefined, fromSearch);
  }
  return undefined;
}

/**
 * What a payment's own page shows: its form (payable); that what it names is paid (with the payment the form
 * would make, for a refused submission's page); that there is no such payment; or that the store could not
 * be read for it.
 */
export type OwnPaymentView =
  | { state: 'payable'; payment: SelectedPayment }
  | { state: 'paid'; items: PayableItem[]; payment: SelectedPayment }
  | { state: 'not-found' }
  | { state: 'unavailable' };

export function ownPaymentView(
  item: string,
  search: URLSearchParams,
  data: PaymentsData | undefined,
  paid: Record<string, string>,
): OwnPaymentView {
  const option = quickOption(item);
  if (option) return { state: 'payable', payment: quickPayment(option) };
  const kind = lookupOfAll(search);
  const key = item === ALL_ITEMS ? lookupKey(kind, search) : '';
  const found = data?.payment;
  if (!found || found.item !== item || found.key !== key) return { state: 'unavailable' };
  if ('notFound' in found) return { state: 'not-found' };
  const items = withPaidInVisit(found.items, paid);
  const outstanding = items.filter((candidate) => candidate.status === 'Outstanding');
  if (item === ALL_ITEMS) {
    return outstanding.length > 0
      ? { state: 'payable', payment: allPayment(kind, search, items) }
      : { state: 'paid', items, payment: allPaymentOf(kind, search, items) };
  }
  const [single] = items;
  return single.status === 'Outstanding'
    ? { state: 'payable', payment: itemPayment(single, undefined, search) }
    : { state: 'paid', items, payment: itemPayment(single, undefined, search) };
}
