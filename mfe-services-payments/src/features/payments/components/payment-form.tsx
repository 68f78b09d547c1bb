import { Button, ButtonLink, ErrorSummary, formatCents, RadioGroup } from '@springfield/shared';
import { useEffect, type FormEvent } from 'react';
import { useHydrated } from '../../../components/form/use-hydrated';
import { paymentMethods } from '../data/payments';
import { PAYMENT_METHOD_ID, usePaymentForm } from '../hooks/use-payment-form';
import { paymentPath } from '../utils/payment-addresses';
import type { SelectedPayment } from './selected-payment';

const methodOptions = paymentMethods.map((option) => ({ value: option.id, label: option.label }));

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
 * "Complete Payment": amount, the 2.9% fee, the total, a payment method, and a simulated 2 s charge. It posts
 * to the route action of the payment's address, with or without script. With script, Pay Now stays disabled
 * until a method is chosen; in the server's HTML it is enabled, and the action answers a missing method.
 */
export function PaymentForm({ payment, onPaid, cancel, onBusyChange }: PaymentFormProps) {
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
      action={paymentPath(payment.item)}
      className="sp-payment-dialog"
      noValidate
      onSubmit={onSubmit}
    >
      {form.problems ? <ErrorSummary problems={form.problems} controlId={() => PAYMENT_METHOD_ID} /> : null}
      <p className="sp-payment-dialog__item">{payment.label}</p>
      <dl className="sp-payment-summary">
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(breakdown.amountCents)}</dd>
        </div>
        <div>
          <dt>Processing Fee (2.9%)</dt>
          <dd>{formatCents(breakdown.feeCents)}</dd>
        </div>
        <div className="sp-payment-summary__total">
          <dt>Total</dt>
          <dd>{formatCents(breakdown.totalCents)}</dd>
        </div>
      </dl>
      <RadioGroup
        legend="Payment Method"
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
        {busy ? 'Processing your payment...' : ''}
      </p>
      <div className="sp-payment-dialog__actions">
        {'to' in cancel ? (
          <ButtonLink to={cancel.to}>Cancel</ButtonLink>
        ) : (
          <Button onClick={cancel.onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={(hydrated && !form.method) || busy} loading={busy}>
          {busy ? 'Processing...' : 'Pay Now'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
