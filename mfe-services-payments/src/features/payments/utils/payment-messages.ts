// Why the store refuses a payment, in a resident's words: what was already paid, or that what is due changed
// since the page was shown. Nothing is charged either way; the payment form keeps the method chosen.
import { formatLongDate } from '@springfield/shared';
import type { PayableItem } from '../data/payment-records';
import { itemName } from './item-text';

/** The field a refusal is reported on: the payment itself (its label at the top of the form), not a control. */
export const PAYMENT_FIELD = 'payment';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "A, B and C". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** " on November 26, 2026" when the store knows the day. */
const paidOn = (item: PayableItem) => (item.paid?.on ? ` on ${formatLongDate(item.paid.on)}` : '');

/** "Citation TRF-2024-001234 was already paid on November 26, 2026: nothing was charged." */
export function alreadyPaidMessage(paid: readonly PayableItem[]): string {
  const names = paid.map(itemName);
  if (paid.length === 1)
    return `${capitalized(names[0])} was already paid${paidOn(paid[0])}: nothing was charged.`;
  return `${capitalized(listed(names))} were already paid: nothing was charged. Look up again to see what is due.`;
}

/** A payment's own page for what is paid: "Citation TRF-2024-001234 was paid on …: nothing is due." */
export function paidNotice(paid: readonly PayableItem[]): string {
  const names = paid.map(itemName);
  if (paid.length === 1) return `${capitalized(names[0])} was paid${paidOn(paid[0])}: nothing is due.`;
  return `${capitalized(listed(names))} were paid: nothing is due.`;
}

/** Pay All, when the outstanding items are not those the page showed (paid meanwhile, or new). */
export const DUE_CHANGED_MESSAGE =
  'What is due has changed since this page was shown: nothing was charged. Look up again to see what is due now.';
