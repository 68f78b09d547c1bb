import { Dialog } from '@springfield/shared/dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { payMessages } from '../messages';
import { PaymentForm } from '../payment-form';
import type { SelectedPayment } from './selected-payment';

export interface PaymentDialogProps {
  open: boolean;
  /** The payment to complete; null while the dialog is closed. */
  payment: SelectedPayment | null;
  onCancel: () => void;
  onPaid: (payment: SelectedPayment) => void;
  afterClose?: () => void;
}

/**
 * The Complete Payment dialog over the payment page (its address is the payment's, /pay-fines/pay/{item}):
 * the payment form, whose Pay Now and Cancel are its actions. Uses antd, so pages load it only through
 * lazyDialog (see payments-page.tsx).
 */
export function PaymentDialog({ open, payment, onCancel, onPaid, afterClose }: PaymentDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      title={intl.formatMessage(payMessages.dialogTitle)}
      onClose={close}
      afterClose={afterClose}
      // While the charge runs, nothing may close the dialog: not Escape, not the overlay, not the icon.
      busy={busy}
      // The form carries its own actions (Cancel, Pay Now), so they submit it.
      footer={null}
    >
      {payment ? (
        <PaymentForm
          key={payment.item}
          payment={payment}
          onPaid={onPaid}
          cancel={{ onCancel: close }}
          onBusyChange={setBusy}
        />
      ) : null}
    </Dialog>
  );
}
