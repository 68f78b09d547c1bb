import { formAction, requestLocale, textOf, type FieldProblem, type FormOutcome } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { areaIntl } from '../../../i18n/area-intl';
import { PAYMENT_PROCESSING_MS, paymentMethods } from '../data/payments';
import type { ProcessorInfo } from '../data/payment-records';
import { payMessages, processorMessages } from '../messages';
import { ALL_ITEMS, mayBePayment, paidPath } from '../utils/payment-addresses';
import { PAYMENT_FIELD, refusalMessage } from './messages';
import { paymentStore } from './store';

export { PAYMENT_ROUTE_ID } from './addresses';

/** The payment form: the payment method (by its name in the form), and for Pay All the items it showed. */
export interface PaymentValues {
  method: string;
  /** The ids the dialog showed, comma-separated ("TRF-2024-001234,TRF-2024-005678"); '' when not sent. */
  items: string;
  /** The card number as typed, when the processor asks for one ('' otherwise); never sent back in a page. */
  card: string;
}

/** The card number field's name. */
export const PAYMENT_CARD_FIELD = 'card';

/** A card number as typed, spaces and dashes left out. */
const digitsOf = (card: string) => card.replace(/[\s-]/g, '');

/** The hidden field of a Pay All form: the items it pays. */
export const PAYMENT_ITEMS_FIELD = 'items';

/** The method's message in English (the form says it in the page's language). */
export const PAYMENT_METHOD_MESSAGE = areaIntl.intl('en').formatMessage(payMessages.methodMissing);

export function readPayment(form: FormData): PaymentValues {
  return {
    method: textOf(form, 'method'),
    items: textOf(form, PAYMENT_ITEMS_FIELD),
    card: textOf(form, PAYMENT_CARD_FIELD),
  };
}

/**
 * The form's one validation (browser and server): a method, and one the city accepts; and when the processor
 * asks for a card (`card`), a card number of 12 to 19 digits (which card the processor takes is its own answer).
 */
export function validatePayment(
  values: Pick<PaymentValues, 'method'> & { card?: string },
  intl: IntlShape = areaIntl.intl(),
  card = false,
): FieldProblem[] {
  const problems: FieldProblem[] = paymentMethods.some((method) => method.id === values.method)
    ? []
    : [{ field: 'method', message: intl.formatMessage(payMessages.methodMissing) }];
  if (!card) return problems;
  const digits = digitsOf(values.card ?? '');
  if (digits === '') {
    problems.push({ field: PAYMENT_CARD_FIELD, message: intl.formatMessage(processorMessages.cardMissing) });
  } else if (!/^\d{12,19}$/.test(digits)) {
    problems.push({ field: PAYMENT_CARD_FIELD, message: intl.formatMessage(processorMessages.cardInvalid) });
  }
  return problems;
}

/** On the server, the processor the store charges by; in the browser, the one the page was rendered with. */
function processorHere(): ProcessorInfo | undefined {
  if (typeof document !== 'undefined') return undefined;
  try {
    return paymentStore.get().processor;
  } catch {
    // No store set (a test of the form's validation alone): the form's own checks still run.
    return undefined;
  }
}

/** Why the store or its processor refused a payment, in the page's language (nothing was charged). */
function notChargedMessage(
  outcome: { status: 'unavailable' } | { status: 'declined'; reason: string },
  intl: IntlShape,
) {
  if (outcome.status === 'unavailable') return intl.formatMessage(processorMessages.refusedUnavailable);
  if (outcome.reason === 'declined') return intl.formatMessage(processorMessages.declined);
  if (outcome.reason === 'not-test-card') return intl.formatMessage(processorMessages.notTestCard);
  return intl.formatMessage(processorMessages.processorDown);
}

/** The listed ids of a Pay All form; null when it sent none (a form from before the list, or forged). */
function listedItems(item: string, items: string): string[] | null {
  if (item !== ALL_ITEMS || items.trim() === '') return null;
  return items
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * The route action of /pay-fines/pay/{item}: the method checked in the browser and on the server; in the
 * browser the spec's 2 s of processing before the answer; its messages in the page's language. On the server
 * the payments store records the payment (once per the form's one-time key) and marks what it paid as Paid:
 * the confirmation carries its receipt number. What is already paid is refused (409, the method kept), worded
 * here from the store's structured refusal. An address that names no payment, or one the store does not hold,
 * is no payment: 404, and its page says Payment Not Found.
 */
export async function paymentAction(args: ActionFunctionArgs) {
  // Its messages in the language of the page the form was sent from.
  const locale = requestLocale(args.request);
  await areaIntl.loadMessages(locale);
  const intl = areaIntl.intl(locale);
  const item = args.params.item;
  if (!mayBePayment(item)) {
    const outcome: FormOutcome<PaymentValues> = {
      status: 'failed',
      values: { method: '', items: '', card: '' },
    };
    return data(outcome, { status: 404 });
  }
  // On the server: no processor, no payment (issue 43). Refused before anything is read or stored: 503, the
  // page's notice says how else to pay.
  const processor = processorHere();
  if (processor?.mode === 'none') {
    const outcome: FormOutcome<PaymentValues> = {
      status: 'invalid',
      values: { method: '', items: '', card: '' },
      problems: [{ field: PAYMENT_FIELD, message: intl.formatMessage(processorMessages.refusedUnavailable) }],
    };
    return data(outcome, { status: 503 });
  }
  // The card number, taken out of the values as soon as it is checked: never written back into a page or an
  // outcome (in the browser it goes on to the server in the form's own fields).
  let card = '';
  return formAction<PaymentValues>({
    read: readPayment,
    // In the browser the form checks the card itself (it knows the processor); the server checks it again.
    validate: (values) => {
      const problems = validatePayment(values, intl, processor?.card ?? digitsOf(values.card) !== '');
      card = digitsOf(values.card);
      values.card = '';
      return problems;
    },
    accept: async (values, { request }, key) => {
      const outcome = await paymentStore.get().pay(
        {
          item,
          search: new URL(request.url).search,
          listed: listedItems(item, values.items),
          method: values.method,
          ...(card ? { card } : {}),
        },
        key,
      );
      if (outcome.status === 'not-found') throw new Response(null, { status: 404 });
      if (outcome.status === 'refused') {
        return { problems: [{ field: PAYMENT_FIELD, message: refusalMessage(outcome, intl) }] };
      }
      if (outcome.status === 'unavailable' || outcome.status === 'declined') {
        return { problems: [{ field: PAYMENT_FIELD, message: notChargedMessage(outcome, intl) }] };
      }
      return paidPath(item, outcome.receipt);
    },
    pause: PAYMENT_PROCESSING_MS,
  })(args);
}
