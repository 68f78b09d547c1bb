// Why the store refuses a payment, in a resident's words: what was already paid, or that what is due changed
// since the page was shown. Nothing is charged either way; the payment form keeps the method chosen.
import { formatLongDate, type Locale } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import type { PayableItem } from '../data/payment-records';
import { payMessages } from '../messages';
import { itemName } from '../utils/item-text';

/** The field a refusal is reported on: the payment itself (its label at the top of the form), not a control. */
export const PAYMENT_FIELD = 'payment';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "A, B and C" (English as the site writes it; the language's own list elsewhere). */
function listed(names: readonly string[], intl: IntlShape): string {
  if (names.length <= 1) return names.join('');
  if (intl.locale !== 'en') return intl.formatList(names, { type: 'conjunction' });
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The day the store says an item was paid, in the language of `intl`. */
const paidOn = (item: PayableItem, intl: IntlShape) =>
  item.paid?.on ? formatLongDate(item.paid.on, intl.locale as Locale) : undefined;

/** "Citation TRF-2024-001234 was already paid on November 26, 2026: nothing was charged." */
export function alreadyPaidMessage(paid: readonly PayableItem[], intl: IntlShape = areaIntl.intl()): string {
  const names = paid.map((item) => itemName(item, intl));
  if (paid.length === 1) {
    const date = paidOn(paid[0], intl);
    return date
      ? intl.formatMessage(payMessages.alreadyPaidOneOn, { name: capitalized(names[0]), date })
      : intl.formatMessage(payMessages.alreadyPaidOne, { name: capitalized(names[0]) });
  }
  return intl.formatMessage(payMessages.alreadyPaidMany, { names: capitalized(listed(names, intl)) });
}

/** A payment's own page for what is paid: "Citation TRF-2024-001234 was paid on …: nothing is due." */
export function paidNotice(paid: readonly PayableItem[], intl: IntlShape = areaIntl.intl()): string {
  const names = paid.map((item) => itemName(item, intl));
  if (paid.length === 1) {
    const date = paidOn(paid[0], intl);
    return date
      ? intl.formatMessage(payMessages.paidNoticeOneOn, { name: capitalized(names[0]), date })
      : intl.formatMessage(payMessages.paidNoticeOne, { name: capitalized(names[0]) });
  }
  return intl.formatMessage(payMessages.paidNoticeMany, { names: capitalized(listed(names, intl)) });
}

/** Pay All, when the outstanding items are not those the page showed (paid meanwhile, or new). */
export function dueChangedMessage(intl: IntlShape = areaIntl.intl()): string {
  return intl.formatMessage(payMessages.dueChanged);
}

/** A refusal of the store in the language of `intl`. */
export function refusalMessage(
  refusal: { rule: string; paid?: readonly PayableItem[] },
  intl: IntlShape = areaIntl.intl(),
): string {
  // `paid` decides, not the rule: an answer the store recorded before refusals carried a rule reads alike.
  return refusal.paid && refusal.paid.length > 0
    ? alreadyPaidMessage(refusal.paid, intl)
    : dueChangedMessage(intl);
}
