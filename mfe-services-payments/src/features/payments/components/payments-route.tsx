import { RecordNotFound } from '@springfield/shared';
import { useLocation, useParams } from 'react-router-dom';
import { openedFrom } from '../utils/over-page';
import { findPayment, paymentNotFound } from '../utils/payment-addresses';
import { PaymentPage } from './payment-page';
import { PaymentsPage } from './payments-page';

/**
 * The payment page at its addresses. /pay-fines, /pay-bills and /traffic-fines: Pay Fines & Taxes. A
 * payment's address, /pay-fines/pay/{item}: when a Pay button of the page opened it (with script), the page
 * with the Complete Payment dialog over it, as the spec has it; otherwise (no script, a reload, a link) the
 * payment's own page with the same form. The page and its dialog are one component at both addresses, so what
 * the visitor typed, the tab and the results stay as they were under the dialog.
 */
export function PaymentsRoute() {
  const { item } = useParams();
  const { state } = useLocation();
  if (item === undefined) return <PaymentsPage />;
  const payment = findPayment(item);
  if (!payment) return <RecordNotFound {...paymentNotFound} />;
  const from = openedFrom(state);
  if (from === undefined) return <PaymentPage payment={payment} />;
  return <PaymentsPage over={{ payment, from }} />;
}
