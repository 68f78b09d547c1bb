import { notify, useFormOutcome, type FormOutcome, errorsOf } from '@springfield/shared';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import type { SelectedPayment } from '../components/selected-payment';
import { paymentBreakdown, paymentSuccessMessage } from '../utils/fees';
import { validatePayment, type PaymentValues } from '../utils/payment-action';

/** Where the error summary's link takes the visitor: the payment methods. */
export const PAYMENT_METHOD_ID = 'payment-method';

export const PAYMENT_SUCCESS_TITLE = 'Payment Successful';
/** When the payment could not reach the city (no connection, a server error): the choice is kept. */
export const PAYMENT_FAILED_TITLE = 'Payment Not Processed';
export const PAYMENT_FAILED_MESSAGE =
  'We could not process your payment. Please check your connection and try again.';

/**
 * The payment form of the Complete Payment dialog and page: the method chosen, its inline error, and the
 * submission through the route's action (a fetcher; the action waits the spec's 2 s while "Processing..."
 * shows). A page the server rendered for an invalid submission starts from what was sent and its problems.
 * `onPaid` runs once the payment is accepted, after the spec's toast.
 */
export function usePaymentForm(payment: SelectedPayment, onPaid: (payment: SelectedPayment) => void) {
  const fetcher = useFetcher<FormOutcome<PaymentValues>>();
  const outcome = useFormOutcome<PaymentValues>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [method, setMethod] = useState(() => sentInvalid?.values.method ?? '');
  const [error, setError] = useState(() => errorsOf(sentInvalid?.problems).method);
  const breakdown = paymentBreakdown(payment.amount);

  // The answer to a submission made here, once: the spec's toast (naming the total charged) and the payment
  // reported; or what went wrong, with the method kept.
  const answer = fetcher.data;
  const answered = useRef<unknown>(undefined);
  useEffect(() => {
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.status === 'done') {
      notify({
        title: PAYMENT_SUCCESS_TITLE,
        description: paymentSuccessMessage(breakdown.totalCents),
        variant: 'success',
      });
      setMethod('');
      onPaid(payment);
    } else if (answer.status === 'invalid') {
      setError(errorsOf(answer.problems).method);
    } else {
      notify({ title: PAYMENT_FAILED_TITLE, description: PAYMENT_FAILED_MESSAGE, variant: 'destructive' });
    }
  }, [answer, breakdown.totalCents, onPaid, payment]);

  const choose = (value: string) => {
    setMethod(value);
    setError(undefined);
  };

  /** The browser's own check before sending: false (the inline error, focus on the methods) without a method. */
  const check = (): boolean => {
    const problems = validatePayment({ method });
    flushSync(() => setError(errorsOf(problems).method));
    if (problems.length === 0) return true;
    document.getElementById(PAYMENT_METHOD_ID)?.focus();
    return false;
  };

  return {
    fetcher,
    method,
    choose,
    error,
    check,
    breakdown,
    busy: fetcher.state !== 'idle',
    problems: sentInvalid?.problems,
  };
}
