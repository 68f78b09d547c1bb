import { dollarsToCents, formatCents } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { areaIntl } from '../../../i18n/area-intl';
import { payMessages } from '../messages';

/** The spec's processing fee: 2.9% of the amount. */
export const PROCESSING_FEE_PERMILLE = 29;

/**
 * The 2.9% fee on an amount in integer cents, rounded to the nearest cent (half up). Done in integers
 * (cents x 29 / 1000) so no float ever reaches a displayed amount.
 */
export function processingFeeCents(amountCents: number): number {
  return Math.round((amountCents * PROCESSING_FEE_PERMILLE) / 1000);
}

export interface PaymentBreakdown {
  amountCents: number;
  feeCents: number;
  totalCents: number;
}

/** Amount, fee and total (amount x 1.029 rounded to the cent) for an amount in integer cents. */
export function breakdownOfCents(amountCents: number): PaymentBreakdown {
  const feeCents = processingFeeCents(amountCents);
  return { amountCents, feeCents, totalCents: amountCents + feeCents };
}

/** The same for whole or fractional dollars. */
export function paymentBreakdown(amountDollars: number): PaymentBreakdown {
  return breakdownOfCents(dollarsToCents(amountDollars));
}

/** The Payment Successful toast body; it names the total charged. */
export function paymentSuccessMessage(totalCents: number, intl: IntlShape = areaIntl.intl()): string {
  return intl.formatMessage(payMessages.successMessage, { amount: formatCents(totalCents) });
}
