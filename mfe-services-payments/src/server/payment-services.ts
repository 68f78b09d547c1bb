// The payments store as the payment form's route action reaches it (issue 29). Route actions are bundled for the
// browser and the server; only this slot is imported by them, never the store (its SQL stays out of the browser
// bundle). The backend sets it when the site's server creates it; `get()` in the browser is a bug and throws.
import { serverOnly } from '@springfield/shared';
import type { PayableItem } from '../features/payments/data/payment-records';

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
}

/** What the store answers: recorded (its receipt number), refused (why: already paid …), or no such payment. */
export type PayOutcome =
  | { status: 'paid'; receipt: string }
  /** `message`: in English; `paid`: what was already paid (none: what is due changed), for the page's words. */
  | { status: 'refused'; message: string; paid?: PayableItem[] }
  | { status: 'not-found' };

export interface PaymentServices {
  /**
   * Records a payment and marks what it paid as Paid, in one transaction, once per one-time `key` (a second
   * arrival of the same form answers the first's receipt).
   */
  pay(request: PaymentRequest, key: string | undefined): Promise<PayOutcome>;
}

export const paymentServices = serverOnly<PaymentServices>('The payments store');
