// The payment form's part of the payments store (issues 29 and 42): what the form's action asks of it and what
// it answers, a refusal as a structured problem (the page words it in its language). The store itself
// (server/payments.ts, whose records the lookups and receipts read too) is given by the backend, which sets the
// slot: this file imports nothing of src/server/.
import { serverOnly } from '@springfield/shared';
import type { PayableItem, ProcessorInfo } from '../data/payment-records';

/** The form name a payment is stored under (its submission keys). */
export const PAYMENT_FORM = 'services-payments:payment';

/** A payment as the form sends it: what it pays, and how. */
export interface PaymentRequest {
  /** The address's item: a record's id, "all", or a Quick Pay option ("traffic"). */
  item: string;
  /** The address's query: for "all", the lookup whose outstanding items it pays. */
  search: string;
  /** For "all": the ids the dialog showed (the form's `items`); null when the form sent none. */
  listed: string[] | null;
  /** The payment method's id, as chosen. */
  method: string;
  /** The card number as typed, when the processor asks for one: passed to it, never kept. */
  card?: string;
}

/**
 * Why the store refuses a payment, on the payment as a whole: what it pays was already paid (which items), or
 * (Pay All) what is due changed since the page was shown. Nothing is charged either way.
 */
export type PaymentRefusal =
  { field: 'payment'; rule: 'already-paid'; paid: PayableItem[] } | { field: 'payment'; rule: 'changed' };

/**
 * What the store answers: recorded (its receipt number), refused (why), no such payment, no processor to
 * charge it (nothing recorded), or the processor refused the charge (nothing recorded).
 */
export type PayOutcome =
  | { status: 'paid'; receipt: string }
  | ({ status: 'refused' } & PaymentRefusal)
  | { status: 'not-found' }
  | { status: 'unavailable' }
  | { status: 'declined'; reason: 'declined' | 'unavailable' | 'not-test-card' };

export interface PaymentStore {
  /**
   * Records a payment and marks what it paid as Paid, in one transaction, once per one-time `key` (a second
   * arrival of the same form answers the first's receipt).
   */
  pay(request: PaymentRequest, key: string | undefined): Promise<PayOutcome>;
  /** The processor payments are charged by (none: every payment is refused as unavailable). */
  processor: ProcessorInfo;
}

/** The store as the route action reaches it: set by the backend; `get()` in the browser is a bug and throws. */
export const paymentStore = serverOnly<PaymentStore>('The payments store');
