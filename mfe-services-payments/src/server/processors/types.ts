// A card processor as the payments store uses it (issue 43): one charge, accepted (the processor's reference)
// or refused (declined, unavailable, or a card this processor does not take). The store records a payment only
// after its processor accepted the charge, in the transaction that marks what it paid as Paid.

/** What the store asks a processor to charge: the total, in integer cents, once per idempotency key. */
export interface ChargeRequest {
  amountCents: number;
  /** ISO 4217, always "USD" for the city. */
  currency: 'USD';
  /** The payment method's id, as chosen in the dialog ("credit", "debit", "ach"). */
  method: string;
  /** The card number as typed (digits only), when the processor asks for one; never stored or logged. */
  card?: string;
  /** The same key for a retry of the same payment: the processor charges it at most once. */
  idempotencyKey: string;
  /** What the statement shows: the receipt's lines, in English. */
  description: string;
}

/** Why a charge was refused: the card declined it, the processor cannot be reached, or not a card it takes. */
export type ChargeRefusal = 'declined' | 'unavailable' | 'not-test-card';

export type ChargeResult = { ok: true; reference: string } | { ok: false; reason: ChargeRefusal };

export interface PaymentProcessor {
  /** Its name in the configuration (PAYMENT_PROCESSOR) and in the logs. */
  name: string;
  /** A test processor: no money moves, and every page, receipt and e-mail says TEST. */
  test: boolean;
  /** Whether the payment form asks for a card number. */
  card: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
