import { formAction, textOf, type FieldProblem, type FormOutcome } from '@springfield/shared';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { PAYMENT_PROCESSING_MS, paymentMethods } from '../data/payments';
import { findPayment, paidPath } from './payment-addresses';

/** The payment form: its one field, the payment method (by its name in the form). */
export interface PaymentValues {
  method: string;
}

export const PAYMENT_METHOD_MESSAGE = 'Choose a payment method.';

export function readPayment(form: FormData): PaymentValues {
  return { method: textOf(form, 'method') };
}

/** The form's one validation (browser and server): a method, and one the city accepts. */
export function validatePayment(values: PaymentValues): FieldProblem[] {
  return paymentMethods.some((method) => method.id === values.method)
    ? []
    : [{ field: 'method', message: PAYMENT_METHOD_MESSAGE }];
}

/**
 * The route action of /pay-fines/pay/{item}: the method checked in the browser and on the server; in the
 * browser the spec's 2 s of processing before the answer. An unknown item is no payment: 404, and its page
 * says Payment Not Found.
 */
export async function paymentAction(args: ActionFunctionArgs) {
  const payment = findPayment(args.params.item);
  if (!payment) {
    const outcome: FormOutcome<PaymentValues> = { status: 'failed', values: { method: '' } };
    return data(outcome, { status: 404 });
  }
  return formAction<PaymentValues>({
    read: readPayment,
    validate: validatePayment,
    accept: () => paidPath(payment.item),
    pause: PAYMENT_PROCESSING_MS,
  })(args);
}
