import { notify, useFormOutcome, type FormOutcome, errorsOf } from '@springfield/shared';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl, type IntlShape } from 'react-intl';
import { useFetcher } from 'react-router-dom';
import type { SelectedPayment } from '../components/selected-payment';
import { formatCents } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { payMessages } from '../messages';
import { breakdownOfCents } from '../utils/fees';
import { validatePayment, type PaymentValues } from '../utils/payment-action';
import { receiptOf } from '../utils/payment-addresses';

/** Where the error summary's link takes the visitor: the payment methods. */
export const PAYMENT_METHOD_ID = 'payment-method';

/** Where a refusal's link takes the visitor: what the payment pays (already paid …). */
export const PAYMENT_ITEM_ID = 'payment-item';

/** The toast's title and the confirmation page's heading, in English (the pages say it in their language). */
export const PAYMENT_SUCCESS_TITLE = areaIntl.intl('en').formatMessage(payMessages.successTitle);

/** The Payment Successful toast's text: the spec's words, then the receipt number the store gave. */
export function paymentSuccessDescription(
  totalCents: number,
  receipt: string | undefined,
  intl: IntlShape = areaIntl.intl(),
): string {
  const amount = formatCents(totalCents);
  return receipt
    ? intl.formatMessage(payMessages.successWithReceipt, { amount, receipt })
    : intl.formatMessage(payMessages.successMessage, { amount });
}

/**
 * The payment form of the Complete Payment dialog and page: the method chosen, its inline error, and the
 * submission through the route's action (a fetcher; the action waits the spec's 2 s while "Processing..."
 * shows). A page the server rendered for an invalid or refused submission starts from what was sent and its
 * problems. `onPaid` runs once the store has recorded the payment, after the spec's toast with its receipt
 * number.
 */
export function usePaymentForm(payment: SelectedPayment, onPaid: (payment: SelectedPayment) => void) {
  const intl = useIntl();
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
        title: intl.formatMessage(payMessages.successTitle),
        description: paymentSuccessDescription(breakdown.totalCents, receiptOf(answer.location), intl),
        variant: 'success',
      });
      setMethod('');
      setRound((count) => count + 1);
      onPaid(payment);
    } else if (answer.status === 'invalid') {
      setError(errorsOf(answer.problems).method);
    } else {
      notify({
        title: intl.formatMessage(payMessages.failedTitle),
        description: intl.formatMessage(payMessages.failedMessage),
        variant: 'destructive',
      });
    }
  }, [answer, breakdown.totalCents, onPaid, payment, intl]);

  const choose = (value: string) => {
    setMethod(value);
    setError(undefined);
  };

  /** The browser's own check before sending: false (the inline error, focus on the methods) without a method. */
  const check = (): boolean => {
    const problems = validatePayment({ method }, intl);
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
