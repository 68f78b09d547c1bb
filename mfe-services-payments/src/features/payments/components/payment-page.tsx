import {
  ButtonLink,
  Card,
  PageHeader,
  RecordNotFound,
  sharedWord,
  telHref,
  useFormOutcome,
  officeHoursIn,
} from '@springfield/shared';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PAYMENTS_PHONE } from '../data/payments';
import { paymentsMessages, payMessages } from '../messages';
import { usePaidInVisit } from '../hooks/paid-in-visit';
import { usePaymentsData, useProcessor } from '../hooks/use-payments-data';
import { PAY_FINES_PATH, paymentNotFound } from '../utils/payment-addresses';
import { paidNotice, PaymentForm, type PaymentValues } from '../payment-form';
import { ownPaymentView, type OwnPaymentView } from '../utils/payment-views';
import { PaymentInformation } from './payment-information';
import { ProcessorNotice } from './processor-notice';
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
  const intl = useIntl();
  const { pathname, search } = useLocation();
  // A submission the server answered (422, or 409 when what it pays was paid meanwhile): the form again, with
  // what was chosen and the problem.
  const answered = useFormOutcome<PaymentValues>() !== undefined;
  const processor = useProcessor();
  // No processor: what is owed is shown by the lookups; here, only how else to pay (no form, no receipt).
  if (processor?.mode === 'none') return <ProcessorNotice processor={processor} />;
  if (view.state === 'payable' || (view.state === 'paid' && answered)) {
    return (
      <Card as="section" className="sp-card" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title" className="sp-card__title">
          {intl.formatMessage(payMessages.detailsTitle)}
        </h2>
        <PaymentForm payment={view.payment} onPaid={onPaid} cancel={{ to: PAY_FINES_PATH }} />
      </Card>
    );
  }
  if (view.state === 'paid') {
    return (
      <Card as="section" className="sp-card" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title" className="sp-card__title">
          {intl.formatMessage(payMessages.alreadyPaidTitle)}
        </h2>
        <p>{paidNotice(view.items, intl)}</p>
        <ButtonLink to={PAY_FINES_PATH}>{intl.formatMessage(payMessages.backToPayments)}</ButtonLink>
      </Card>
    );
  }
  return (
    <Card as="section" className="sp-card" aria-labelledby="payment-details-title">
      <h2 id="payment-details-title" className="sp-card__title">
        {intl.formatMessage(payMessages.notAvailableTitle)}
      </h2>
      <p>{intl.formatMessage(payMessages.notAvailableText)}</p>
      <p>
        {/* A page load: the site's server reads the store for the address. */}
        <Link reloadDocument to={`${pathname}${search}`}>
          {intl.formatMessage(payMessages.tryAgain)}
        </Link>
      </p>
      <p className="sp-muted sp-lookup-help">
        {intl.formatMessage(payMessages.dueNow, {
          phone: PAYMENTS_PHONE,
          hours: officeHoursIn(intl.locale, 'tight'),
          tel: (chunks: ReactNode) => <a href={telHref(PAYMENTS_PHONE)}>{chunks}</a>,
        })}
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
  const intl = useIntl();
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
  if (view.state === 'not-found') return <RecordNotFound {...paymentNotFound(intl)} />;
  return (
    <>
      <PageHeader
        title={intl.formatMessage(payMessages.dialogTitle)}
        description={intl.formatMessage(payMessages.pageDescription)}
        breadcrumb={[
          { label: sharedWord('home'), to: '/' },
          { label: intl.formatMessage(paymentsMessages.title), to: PAY_FINES_PATH },
          { label: intl.formatMessage(payMessages.dialogTitle) },
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
