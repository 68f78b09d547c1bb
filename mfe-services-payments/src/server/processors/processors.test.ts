/** @jest-environment node */
// The payment processors (issue 43): the test processor takes only its test cards; none is configured by default.
import {
  createTestProcessor,
  processorFor,
  TEST_CARD_ACCEPTED,
  TEST_CARD_DECLINED,
  type ChargeRequest,
} from '.';

const charge = (card: string | undefined, idempotencyKey = 'key-1'): ChargeRequest => ({
  amountCents: 7718,
  currency: 'USD',
  method: 'credit',
  card,
  idempotencyKey,
  description: 'Citation TRF-2024-001234',
});

const platformWith = (env: Record<string, string>) => {
  const logged: string[] = [];
  return {
    logged,
    platform: { env: (name: string) => env[name], log: (event: string) => void logged.push(event) },
  };
};

describe('the test processor', () => {
  it('accepts 4242 4242 4242 4242, with a reference, once per idempotency key', async () => {
    const processor = createTestProcessor();
    expect(processor).toMatchObject({ name: 'test', test: true, card: true });
    const first = await processor.charge(charge('4242 4242 4242 4242'));
    expect(first).toEqual({ ok: true, reference: expect.stringMatching(/^test_[0-9a-f]{24}$/) });
    expect(await processor.charge(charge(TEST_CARD_ACCEPTED))).toEqual(first);
    expect(await processor.charge(charge(TEST_CARD_ACCEPTED, 'key-2'))).not.toEqual(first);
  });

  it('declines 4000 0000 0000 0002', async () => {
    expect(await createTestProcessor().charge(charge('4000-0000-0000-0002'))).toEqual({
      ok: false,
      reason: 'declined',
    });
    expect(await createTestProcessor().charge(charge(TEST_CARD_DECLINED))).toEqual({
      ok: false,
      reason: 'declined',
    });
  });

  it.each([['5555555555554444'], ['4111111111111111'], [''], [undefined]])(
    'refuses %p as not a test card',
    async (card) => {
      expect(await createTestProcessor().charge(charge(card))).toEqual({
        ok: false,
        reason: 'not-test-card',
      });
    },
  );
});

describe('the configured processor', () => {
  it('is none when PAYMENT_PROCESSOR is unset or "none" (the production default)', () => {
    expect(processorFor(platformWith({}).platform)).toBeUndefined();
    expect(processorFor(platformWith({ PAYMENT_PROCESSOR: 'none' }).platform)).toBeUndefined();
  });

  it('is the test processor for "test"', () => {
    expect(processorFor(platformWith({ PAYMENT_PROCESSOR: ' Test ' }).platform)?.name).toBe('test');
  });

  it('is none, said in the log, for a name it does not know', () => {
    const { platform, logged } = platformWith({ PAYMENT_PROCESSOR: 'stripe' });
    expect(processorFor(platform)).toBeUndefined();
    expect(logged).toEqual(['payments.processor-unknown']);
  });
});
