import { ButtonLink, Card, PageHeader, RecordNotFound, telHref, useFormOutcome } from '@springfield/shared';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PAYMENTS_PHONE } from '../data/payments';
import { usePaidInVisit } from '../hooks/paid-in-visit';
import { usePaymentsData } from '../hooks/use-payments-data';
import type { PaymentValues } from '../utils/payment-action';
import { PAY_FINES_PATH, paymentNotFound } from '../utils/payment-addresses';
import { paidNotice } from '../utils/payment-messages';
import { ownPaymentView, type OwnPaymentView } from '../utils/payment-views';
import { PaymentForm } from './payment-form';
import { PaymentInformation } from './payment-information';
import type { SelectedPayment } from './selected-payment';
import '../../../styles/area.css';
import './payments.css';

/** The page's main card: the form, that nothing is due, or that the payment cannot be read now. */
function PaymentDetails({
  view,
  onPaid,
}: {
  view: OwnPaymentView;
  onPaid: (payment: SelectedPayment) => void;
}) {
  const { pathname, search } = useLocation();
  // A submission the server answered (422, or 409 when what it pays was paid meanwhile): the form again, with
  // what was chosen and the problem.
  const answered = useFormOutcome<PaymentValues>() !== undefined;
  if (view.state === 'payable' || (view.state === 'paid' && answered)) {
    return (
      <Card as="section" className="sp-card" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title" className="sp-card__title">
          Payment Details
        </h2>
        <PaymentForm payment={view.payment} onPaid={onPaid} cancel={{ to: PAY_FINES_PATH }} />
      </Card>
    );
  }
  if (view.state === 'paid') {
    return (
      <Card as="section" className="sp-card" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title" className="sp-card__title">
          Already Paid
        </h2>
        <p>{paidNotice(view.items)}</p>
        <ButtonLink to={PAY_FINES_PATH}>Back to Pay Fines &amp; Taxes</ButtonLink>
      </Card>
    );
  }
  return (
    <Card as="section" className="sp-card" aria-labelledby="payment-details-title">
      <h2 id="payment-details-title" className="sp-card__title">
        Payment Not Available
      </h2>
      <p>We could not look up this payment right now. Please try again in a few minutes.</p>
      <p>
        {/* A page load: the site's server reads the store for the address. */}
        <Link reloadDocument to={`${pathname}${search}`}>
          Try again
        </Link>
      </p>
      <p className="sp-muted sp-lookup-help">
        For your amount due now, call <a href={telHref(PAYMENTS_PHONE)}>{PAYMENTS_PHONE}</a> (Monday-Friday, 8
        AM-5 PM).
      </p>
    </Card>
  );
}

/**
 * /pay-fines/pay/{item} as a page of its own: the Complete Payment form where a Pay button leads without
 * script (or when the address is opened directly), for the payment as the store holds it now (read by the
 * site's server before it renders). What is already paid says so instead, with no form. With script, a payment
 * accepted here shows the spec's toast with its receipt number and goes back to the payment page.
 */
export function PaymentPage({ item }: { item: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const data = usePaymentsData();
  const paidInVisit = usePaidInVisit((state) => state.paid);
  const markPaid = usePaidInVisit((state) => state.markPaid);
  const view = ownPaymentView(item, new URLSearchParams(search), data, paidInVisit);
  const paid = useCallback(
    (payment: SelectedPayment) => {
      navigate(PAY_FINES_PATH);
      markPaid(payment.items);
    },
    [navigate, markPaid],
  );
  if (view.state === 'not-found') return <RecordNotFound {...paymentNotFound} />;
  return (
    <>
      <PageHeader
        title="Complete Payment"
        description="Choose how to pay. A processing fee of 2.9% is added to every online payment."
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: 'Pay Fines & Taxes', to: PAY_FINES_PATH },
          { label: 'Complete Payment' },
        ]}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-layout__main">
            <PaymentDetails view={view} onPaid={paid} />
          </div>
          <div className="sp-layout__aside">
            <PaymentInformation />
          </div>
        </div>
      </div>
    </>
  );
}
