import {
  Button,
  ButtonLink,
  ErrorSummary,
  formatCents,
  RadioGroup,
  SubmissionKey,
} from '@springfield/shared';
import { useEffect, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../components/form/use-hydrated';
import { paymentMethodsIn } from '../data/payments';
import { paymentsMessages, payMessages } from '../messages';
import { PAYMENT_ITEM_ID, PAYMENT_METHOD_ID, usePaymentForm } from '../hooks/use-payment-form';
import { PAYMENT_ITEMS_FIELD } from '../utils/payment-action';
import { paymentAddress } from '../utils/payment-addresses';
import { PAYMENT_FIELD } from '../utils/payment-messages';
import type { SelectedPayment } from './selected-payment';

/** The control an error summary's link goes to: the methods, or for a refusal what the payment pays. */
const controlId = (field: string) => (field === PAYMENT_FIELD ? PAYMENT_ITEM_ID : PAYMENT_METHOD_ID);

export interface PaymentFormProps {
  payment: SelectedPayment;
  /** Accepted: after the spec's toast. */
  onPaid: (payment: SelectedPayment) => void;
  /** Cancel: closes the dialog (a button), or leaves the payment's page (a link, working without script). */
  cancel: { onCancel: () => void } | { to: string };
  /** While the payment processes (the dialog cannot be closed meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * "Complete Payment": amount, the 2.9% fee, the total, a payment method, and the spec's 2 s of processing. It
 * posts to the route action of the payment's address, with or without script, where the payments store records
 * the payment (a Pay All form also sends the items it shows, which the store checks are still what is due).
 * With script, Pay Now stays disabled until a method is chosen; in the server's HTML it is enabled, and the
 * action answers a missing method.
 */
export function PaymentForm({ payment, onPaid, cancel, onBusyChange }: PaymentFormProps) {
  const intl = useIntl();
  const methodOptions = paymentMethodsIn(intl).map((option) => ({ value: option.id, label: option.label }));
  const form = usePaymentForm(payment, onPaid);
  const { fetcher, breakdown, busy } = form;
  const hydrated = useHydrated();

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  // Checked here first; a valid form goes on to the route's action (which the browser's own submission reaches
  // without script).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy || !form.check()) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      action={paymentAddress(payment)}
      className="sp-payment-dialog"
      noValidate
      onSubmit={onSubmit}
    >
      <SubmissionKey round={form.round} />
      {payment.kind === 'all' ? (
        <input type="hidden" name={PAYMENT_ITEMS_FIELD} value={payment.items.join(',')} />
      ) : null}
      {form.problems ? <ErrorSummary problems={form.problems} controlId={controlId} /> : null}
      <p id={PAYMENT_ITEM_ID} className="sp-payment-dialog__item" tabIndex={-1}>
        {payment.label}
      </p>
      <dl className="sp-payment-summary">
        <div>
          <dt>{intl.formatMessage(payMessages.amount)}</dt>
          <dd>{formatCents(breakdown.amountCents)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(payMessages.fee)}</dt>
          <dd>{formatCents(breakdown.feeCents)}</dd>
        </div>
        <div className="sp-payment-summary__total">
          <dt>{intl.formatMessage(payMessages.total)}</dt>
          <dd>{formatCents(breakdown.totalCents)}</dd>
        </div>
      </dl>
      <RadioGroup
        legend={intl.formatMessage(payMessages.method)}
        name="method"
        // The error summary's link goes to the first choice.
        firstId={PAYMENT_METHOD_ID}
        options={methodOptions}
        value={form.method}
        onChange={form.choose}
        error={form.error}
        disabled={busy}
      />
      <p role="status" className="sp-muted sp-payment-dialog__status">
        {busy ? intl.formatMessage(payMessages.processing) : ''}
      </p>
      <div className="sp-payment-dialog__actions">
        {'to' in cancel ? (
          <ButtonLink to={cancel.to}>{intl.formatMessage(payMessages.cancel)}</ButtonLink>
        ) : (
          <Button onClick={cancel.onCancel} disabled={busy}>
            {intl.formatMessage(payMessages.cancel)}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={(hydrated && !form.method) || busy} loading={busy}>
          {intl.formatMessage(busy ? payMessages.processingButton : paymentsMessages.payNow)}
        </Button>
      </div>
    </fetcher.Form>
  );
}
