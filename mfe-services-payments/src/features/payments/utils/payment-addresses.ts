import { dollarsToCents, type RecordNotFoundProps } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import { itemMessages, payMessages } from '../messages';
import type { SelectedPayment } from '../components/selected-payment';
import { quickPayOptions, quickPayOptionsIn, type QuickPayOption } from '../data/payments';
import { RECEIPT_PARAM, type LookupKind, type PayableItem } from '../data/payment-records';
import { allLabel, itemLabel, lookupOfKind } from './item-text';
import { isLookupIn, lookupQuery } from './lookups';

import { PAY_FINES_PATH } from '../data/payments-query';

/** The payment page's main address (it also answers at /pay-bills and /traffic-fines). */
export { PAY_FINES_PATH };

/** The item of a Pay All payment: what its lookup (in the address's query) found outstanding. */
export const ALL_ITEMS = 'all';

/** A payment's own page, where its form and the form's action are: /pay-fines/pay/{item}. */
export const paymentPath = (item: string) => `${PAY_FINES_PATH}/pay/${encodeURIComponent(item)}`;

/** A payment's address: its path, and for Pay All its lookup (/pay-fines/pay/all?citation=…). */
export const paymentAddress = (payment: SelectedPayment) =>
  `${paymentPath(payment.item)}${payment.query ? `?${payment.query}` : ''}`;

/**
 * Where a payment made without script lands (post/redirect/get), with its receipt:
 * /pay-fines/paid/{item}?receipt=PAY-2026-000123.
 */
export const paidPath = (item: string, receipt?: string) =>
  `${PAY_FINES_PATH}/paid/${encodeURIComponent(item)}${receipt ? `?${RECEIPT_PARAM}=${encodeURIComponent(receipt)}` : ''}`;

/** The receipt number a confirmation address carries, if any. */
export function receiptOf(location: string | null | undefined): string | undefined {
  if (!location) return undefined;
  return new URL(location, 'http://site.invalid').searchParams.get(RECEIPT_PARAM) ?? undefined;
}

/** A Quick Pay option by its name in an address. */
export const quickOption = (item: string | undefined): QuickPayOption | undefined =>
  quickPayOptions.find((option) => option.key === item);

/**
 * An id as the store gives them: letters, the year, then digits and dashes (TRF-2024-001234,
 * PT-2024-123456789-1, BF-2024-0101). Anything else names no record, without asking the store.
 */
export const isItemId = (item: string | undefined): item is string =>
  typeof item === 'string' && /^[A-Z]{2,4}-\d{4}-\d[\d-]{0,30}$/.test(item);

/** Whether an address's item may be a payment: a record's id, "all", or a Quick Pay option. */
export const mayBePayment = (item: string | undefined): item is string =>
  item === ALL_ITEMS || quickOption(item) !== undefined || isItemId(item);

const sumCents = (items: readonly PayableItem[]) => items.reduce((sum, item) => sum + item.amountCents, 0);

/**
 * The payment of one citation, bill or fee, at an address that carries the lookup that found it (`search`):
 * the proof the store asks for before it shows or charges the item (issue 43).
 */
export function itemPayment(
  item: PayableItem,
  intl: IntlShape = areaIntl.intl(),
  search?: URLSearchParams,
): SelectedPayment {
  const lookup = lookupOfKind(item.kind);
  return {
    item: item.id,
    kind: 'item',
    lookup,
    ...(search && isLookupIn(lookup, search) ? { query: lookupQuery(lookup, search) } : {}),
    label: itemLabel(item, intl),
    amountCents: item.amountCents,
    items: [item.id],
  };
}

/** A Pay All payment of these items, at an address that carries its lookup. */
export function allPaymentOf(
  kind: LookupKind,
  search: URLSearchParams,
  items: readonly PayableItem[],
  intl: IntlShape = areaIntl.intl(),
): SelectedPayment {
  return {
    item: ALL_ITEMS,
    kind: 'all',
    lookup: kind,
    query: lookupQuery(kind, search),
    label: allLabel(kind, items.length, intl),
    amountCents: sumCents(items),
    items: items.map((item) => item.id),
  };
}

/** Pay All: every outstanding item a lookup found. */
export const allPayment = (
  kind: LookupKind,
  search: URLSearchParams,
  found: readonly PayableItem[],
  intl: IntlShape = areaIntl.intl(),
) =>
  allPaymentOf(
    kind,
    search,
    found.filter((item) => item.status === 'Outstanding'),
    intl,
  );

export function quickPayment(option: QuickPayOption, intl: IntlShape = areaIntl.intl()): SelectedPayment {
  const shown = quickPayOptionsIn(intl).find((candidate) => candidate.key === option.key) ?? option;
  return {
    item: option.key,
    kind: 'quick',
    label: intl.formatMessage(itemMessages.quickLabel, { type: shown.type, description: shown.description }),
    amountCents: dollarsToCents(option.amount),
    items: [],
  };
}

export function paymentNotFound(intl: IntlShape = areaIntl.intl()): RecordNotFoundProps {
  return {
    title: intl.formatMessage(payMessages.notFoundTitle),
    message: intl.formatMessage(payMessages.notFoundMessage),
    backTo: PAY_FINES_PATH,
    backLabel: intl.formatMessage(payMessages.backToPayments),
  };
}
