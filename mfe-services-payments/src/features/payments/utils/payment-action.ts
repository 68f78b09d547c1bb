import { formAction, textOf, type FieldProblem, type FormOutcome } from '@springfield/shared';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { paymentServices } from '../../../server/payment-services';
import { PAYMENT_PROCESSING_MS, paymentMethods } from '../data/payments';
import { ALL_ITEMS, mayBePayment, paidPath } from './payment-addresses';
import { PAYMENT_FIELD } from './payment-messages';

/** The payment form: the payment method (by its name in the form), and for Pay All the items it showed. */
export interface PaymentValues {
  method: string;
  /** The ids the dialog showed, comma-separated ("TRF-2024-001234,TRF-2024-005678"); '' when not sent. */
  items: string;
}

/** The hidden field of a Pay All form: the items it pays. */
export const PAYMENT_ITEMS_FIELD = 'items';

export const PAYMENT_METHOD_MESSAGE = 'Choose a payment method.';

export function readPayment(form: FormData): PaymentValues {
  return { method: textOf(form, 'method'), items: textOf(form, PAYMENT_ITEMS_FIELD) };
}

/** The form's one validation (browser and server): a method, and one the city accepts. */
export function validatePayment(values: Pick<PaymentValues, 'method'>): FieldProblem[] {
  return paymentMethods.some((method) => method.id === values.method)
    ? []
    : [{ field: 'method', message: PAYMENT_METHOD_MESSAGE }];
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
 * browser the spec's 2 s of processing before the answer. On the server the payments store records the payment
 * (once per the form's one-time key) and marks what it paid as Paid: the confirmation carries its receipt
 * number. What is already paid is refused (409, the method kept). An address that names no payment, or one the
 * store does not hold, is no payment: 404, and its page says Payment Not Found.
 */
export async function paymentAction(args: ActionFunctionArgs) {
  const item = args.params.item;
  if (!mayBePayment(item)) {
    const outcome: FormOutcome<PaymentValues> = { status: 'failed', values: { method: '', items: '' } };
    return data(outcome, { status: 404 });
  }
  return formAction<PaymentValues>({
    read: readPayment,
    validate: validatePayment,
    accept: async (values, { request }, key) => {
      const outcome = await paymentServices.get().pay(
        {
          item,
          search: new URL(request.url).search,
          listed: listedItems(item, values.items),
          method: values.method,
        },
        key,
      );
      if (outcome.status === 'not-found') throw new Response(null, { status: 404 });
      if (outcome.status === 'refused')
        return { problems: [{ field: PAYMENT_FIELD, message: outcome.message }] };
      return paidPath(item, outcome.receipt);
    },
    pause: PAYMENT_PROCESSING_MS,
  })(args);
}
