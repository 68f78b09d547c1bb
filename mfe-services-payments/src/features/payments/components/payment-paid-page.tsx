import { RecordNotFound, SubmissionConfirmation } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { PAYMENT_SUCCESS_TITLE } from '../hooks/use-payment-form';
import { paymentBreakdown, paymentSuccessMessage } from '../utils/fees';
import { findPayment, PAY_FINES_PATH, paymentNotFound } from '../utils/payment-addresses';
import '../../../styles/area.css';

/**
 * /pay-fines/paid/{item}: where a payment made without script lands (post/redirect/get), with the words of
 * the spec's toast and the total charged.
 */
export function PaymentPaidPage() {
  const { item } = useParams();
  const payment = findPayment(item);
  if (!payment) return <RecordNotFound {...paymentNotFound} />;
  return (
    <SubmissionConfirmation
      title={PAYMENT_SUCCESS_TITLE}
      message={paymentSuccessMessage(paymentBreakdown(payment.amount).totalCents)}
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Pay Fines & Taxes', to: PAY_FINES_PATH },
        { label: 'Payment Successful' },
      ]}
      back={{ to: PAY_FINES_PATH, label: 'Back to Pay Fines & Taxes' }}
    >
      <p className="sp-confirmation__detail">{payment.label}</p>
    </SubmissionConfirmation>
  );
}
