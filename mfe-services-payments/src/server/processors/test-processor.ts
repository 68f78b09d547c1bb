// The test processor (PAYMENT_PROCESSOR=test, for development and the journeys): no money moves. It takes only
// the documented test card numbers, never a real one: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
// declined, and any other number is refused as not a test card.
import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProcessor } from './types';

/** The card that is accepted. */
export const TEST_CARD_ACCEPTED = '4242424242424242';
/** The card that is declined. */
export const TEST_CARD_DECLINED = '4000000000000002';

/** A card number as typed, without spaces or dashes. */
export const cardDigits = (typed: string | undefined) => (typed ?? '').replace(/[\s-]/g, '');

export function createTestProcessor(): PaymentProcessor {
  // The same key is the same charge: a retry answers the first result, as a real processor's idempotency does.
  const charged = new Map<string, ChargeResult>();
  return {
    name: 'test',
    test: true,
    card: true,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const card = cardDigits(request.card);
      if (card === TEST_CARD_DECLINED) return { ok: false, reason: 'declined' };
      if (card !== TEST_CARD_ACCEPTED) return { ok: false, reason: 'not-test-card' };
      const earlier = charged.get(request.idempotencyKey);
      if (earlier) return earlier;
      const result: ChargeResult = { ok: true, reference: `test_${randomBytes(12).toString('hex')}` };
      charged.set(request.idempotencyKey, result);
      return result;
    },
  };
}
