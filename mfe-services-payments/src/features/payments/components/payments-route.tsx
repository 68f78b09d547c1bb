import { RecordNotFound } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { usePaymentsData } from '../hooks/use-payments-data';
import { openedFrom } from '../utils/over-page';
import { mayBePayment, paymentNotFound } from '../utils/payment-addresses';
import { paymentOverPage } from '../utils/payment-views';
import { PaymentPage } from './payment-page';
import { PaymentsPage } from './payments-page';

/**
 * The payment page at its addresses. /pay-fines, /pay-bills and /traffic-fines: Pay Fines & Taxes. A
 * payment's address, /pay-fines/pay/{item}: when a Pay button of the page opened it (with script), the page
 * with the Complete Payment dialog over it, as the spec has it, for the payment the page's results show;
 * otherwise (no script, a reload, a link) the payment's own page with the same form, for what the store holds.
 * The page and its dialog are one component at both addresses, so what the visitor typed, the tab and the
 * results stay as they were under the dialog.
 */
export function PaymentsRoute() {
  const intl = useIntl();
  const { item } = useParams();
  const { state, search } = useLocation();
  const data = usePaymentsData();
  if (item === undefined) return <PaymentsPage />;
  if (!mayBePayment(item)) return <RecordNotFound {...paymentNotFound(intl)} />;
  const from = openedFrom(state);
  const payment =
    from === undefined ? undefined : paymentOverPage(item, new URLSearchParams(search), from, data);
  if (from === undefined || payment === undefined) return <PaymentPage item={item} />;
  return <PaymentsPage over={{ payment, from }} />;
}
