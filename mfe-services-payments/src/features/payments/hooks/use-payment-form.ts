import { notify, useFormOutcome, type FormOutcome, errorsOf } from '@springfield/shared';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import type { SelectedPayment } from '../components/selected-payment';
import { receiptNumberText } from '../data/payment-records';
import { breakdownOfCents, paymentSuccessMessage } from '../utils/fees';
import { validatePayment, type PaymentValues } from '../utils/payment-action';
import { receiptOf } from '../utils/payment-addresses';

/** Where the error summary's link takes the visitor: the payment methods. */
export const PAYMENT_METHOD_ID = 'payment-method';

/** Where a refusal's link takes the visitor: what the payment pays (already paid …). */
export const PAYMENT_ITEM_ID = 'payment-item';

export const PAYMENT_SUCCESS_TITLE = 'Payment Successful';
/** When the payment could not reach the city (no connection, a server error): the choice is kept. */
export const PAYMENT_FAILED_TITLE = 'Payment Not Processed';
export const PAYMENT_FAILED_MESSAGE =
  'We could not process your payment. Please check your connection and try again.';

/** The Payment Successful toast's text: the spec's words, then the receipt number the store gave. */
export function paymentSuccessDescription(totalCents: number, receipt: string | undefined): string {
  const words = paymentSuccessMessage(totalCents);
  return receipt ? `${words} ${receiptNumberText(receipt)}.` : words;
}

/**
 * The payment form of the Complete Payment dialog and page: the method chosen, its inline error, and the
 * submission through the route's action (a fetcher; the action waits the spec's 2 s while "Processing..."
 * shows). A page the server rendered for an invalid or refused submission starts from what was sent and its
 * problems. `onPaid` runs once the store has recorded the payment, after the spec's toast with its receipt
 * number.
 */
export function usePaymentForm(payment: SelectedPayment, onPaid: (payment: SelectedPayment) => void) {
  const fetcher = useFetcher<FormOutcome<PaymentValues>>();
  const outcome = useFormOutcome<PaymentValues>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [method, setMethod] = useState(() => sentInvalid?.values.method ?? '');
  const [error, setError] = useState(() => errorsOf(sentInvalid?.problems).method);
  // A new one-time key after each accepted payment (see SubmissionKey).
  const [round, setRound] = useState(0);
  const breakdown = breakdownOfCents(payment.amountCents);

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
        description: paymentSuccessDescription(breakdown.totalCents, receiptOf(answer.location)),
        variant: 'success',
      });
      setMethod('');
      setRound((count) => count + 1);
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
    round,
  };
}
