import { Button, formatCents, notify, RadioGroup } from '@springfield/shared';
import { Dialog } from '@springfield/shared/dialog';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_PROCESSING_MS, paymentMethods } from '../data/payments';
import { paymentBreakdown, paymentSuccessMessage } from '../utils/fees';
import type { SelectedPayment } from './selected-payment';

const methodOptions = paymentMethods.map((option) => ({ value: option.id, label: option.label }));

export interface PaymentDialogProps {
  open: boolean;
  /** The payment to complete; null while the dialog is closed. */
  payment: SelectedPayment | null;
  onCancel: () => void;
  onPaid: (payment: SelectedPayment) => void;
  afterClose?: () => void;
}

/**
 * "Complete Payment": amount, the 2.9% fee, the total, a payment method, and a simulated 2 s charge.
 * Uses antd, so pages load it only through lazyDialog (see payments-page.tsx).
 */
export function PaymentDialog({ open, payment, onCancel, onPaid, afterClose }: PaymentDialogProps) {
  const [method, setMethod] = useState('');
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const breakdown = payment ? paymentBreakdown(payment.amount) : null;

  const close = () => {
    if (processing) return;
    setMethod('');
    onCancel();
  };

  const pay = () => {
    if (!payment || !breakdown || !method || processing) return;
    setProcessing(true);
    timer.current = setTimeout(() => {
      setProcessing(false);
      setMethod('');
      notify({
        title: 'Payment Successful',
        description: paymentSuccessMessage(breakdown.totalCents),
        variant: 'success',
      });
      onPaid(payment);
    }, PAYMENT_PROCESSING_MS);
  };

  return (
    <Dialog
      open={open}
      title="Complete Payment"
      onClose={close}
      afterClose={afterClose}
      // While the charge runs, nothing may close the dialog: not Escape, not the overlay, not the icon.
      busy={processing}
      footer={
        <>
          <Button onClick={close} disabled={processing}>
            Cancel
          </Button>
          <Button variant="primary" onClick={pay} disabled={!method || processing} loading={processing}>
            {processing ? 'Processing...' : 'Pay Now'}
          </Button>
        </>
      }
    >
      {payment && breakdown ? (
        <div className="sp-payment-dialog">
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
            name="payment-method"
            options={methodOptions}
            value={method}
            onChange={setMethod}
            disabled={processing}
          />
          <p role="status" className="sp-muted sp-payment-dialog__status">
            {processing ? 'Processing your payment...' : ''}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
