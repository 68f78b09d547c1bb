// The payment processor the area's backend uses, chosen by configuration (issue 43): PAYMENT_PROCESSOR, read
// from the platform's environment as the Open311 forwarding's settings are. Unset (the production default) or
// "none": no processor, so the payment pages show what is owed but offer no payment, and a payment sent anyway
// is refused. "test": the test processor (test cards only, every page marked TEST). A real processor is one more
// implementation of PaymentProcessor, named here.
import type { Platform } from '@springfield/shared';
import { createTestProcessor } from './test-processor';
import type { PaymentProcessor } from './types';

export type { ChargeRefusal, ChargeRequest, ChargeResult, PaymentProcessor } from './types';
export { cardDigits, createTestProcessor, TEST_CARD_ACCEPTED, TEST_CARD_DECLINED } from './test-processor';

/** The variable that names the processor. */
export const PAYMENT_PROCESSOR_ENV = 'PAYMENT_PROCESSOR';

/** The processor a configuration names; undefined: none (no payment is taken). Unknown names are none too. */
export function processorFor(platform: Pick<Platform, 'env' | 'log'>): PaymentProcessor | undefined {
  const name = platform.env(PAYMENT_PROCESSOR_ENV)?.trim().toLowerCase() ?? '';
  if (name === 'test') return createTestProcessor();
  if (name !== '' && name !== 'none') platform.log('payments.processor-unknown', { processor: name });
  return undefined;
}
