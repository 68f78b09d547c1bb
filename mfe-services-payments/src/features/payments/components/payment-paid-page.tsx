import {
  Card,
  formatCents,
  PageHeader,
  RecordNotFound,
  SubmissionConfirmation,
  telHref,
} from '@springfield/shared';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paymentMethods, PAYMENTS_PHONE } from '../data/payments';
import { RECEIPT_PARAM, receiptNumberText, type Receipt } from '../data/payment-records';
import { PAYMENT_SUCCESS_TITLE } from '../hooks/use-payment-form';
import { usePaymentsData } from '../hooks/use-payments-data';
import { breakdownOfCents, paymentSuccessMessage } from '../utils/fees';
import { formatCityDateTime } from '../utils/item-text';
import {
  mayBePayment,
  PAY_FINES_PATH,
  paymentNotFound,
  quickOption,
  quickPayment,
} from '../utils/payment-addresses';
import '../../../styles/area.css';
import './payments.css';

const breadcrumb = [
  { label: 'Home', to: '/' },
  { label: 'Pay Fines & Taxes', to: PAY_FINES_PATH },
  { label: 'Payment Successful' },
];

const back = { to: PAY_FINES_PATH, label: 'Back to Pay Fines & Taxes' };

const methodLabel = (id: string) => paymentMethods.find((method) => method.id === id)?.label ?? id;

/** The receipt: its number, each line paid, the amounts, the method and when. */
function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  return (
    <>
      <p className="sp-confirmation__detail sp-confirmation__number">{receiptNumberText(receipt.number)}</p>
      <ul className="sp-receipt__lines">
        {receipt.lines.map((line) => (
          <li key={`${line.kind}:${line.id}`}>
            <span>{line.label}</span>{' '}
            <span className="sp-receipt__amount">{formatCents(line.amountCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="sp-payment-summary sp-receipt__summary">
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(receipt.amountCents)}</dd>
        </div>
        <div>
          <dt>Processing Fee (2.9%)</dt>
          <dd>{formatCents(receipt.feeCents)}</dd>
        </div>
        <div className="sp-payment-summary__total">
          <dt>Total</dt>
          <dd>{formatCents(receipt.totalCents)}</dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd>{methodLabel(receipt.method)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            <time dateTime={receipt.paidAt}>{formatCityDateTime(receipt.paidAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="sp-confirmation__detail">
        Keep the receipt number: quote it if you contact the city about this payment.
      </p>
    </>
  );
}

/** A receipt the store could not be read for (the page is the browser's, or the store failed). */
function ReceiptNotAvailable({ number }: { number: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHeader title="Receipt Not Available" breadcrumb={breadcrumb} />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          <Card as="section" className="sp-card" aria-labelledby="receipt-unavailable-title">
            <h2 id="receipt-unavailable-title" className="sp-card__title">
              {receiptNumberText(number)}
            </h2>
            <p>We could not load this receipt right now. Please try again in a few minutes.</p>
            <p>
              {/* A page load: the site's server reads the store for the address. */}
              <Link reloadDocument to={`${pathname}${search}`}>
                Try again
              </Link>
            </p>
            <p className="sp-muted sp-lookup-help">
              Questions about a payment: call <a href={telHref(PAYMENTS_PHONE)}>{PAYMENTS_PHONE}</a>{' '}
              (Monday-Friday, 8 AM-5 PM).
            </p>
          </Card>
        </div>
      </div>
    </>
  );
}

/**
 * /pay-fines/paid/{item}?receipt=PAY-2026-000123: where a payment made without script lands
 * (post/redirect/get), with the words of the spec's toast, the total charged and the receipt the store
 * recorded (read by the site's server before it renders). A Quick Pay option's address without a receipt keeps
 * the spec's words alone; any other payment without its receipt is not found.
 */
export function PaymentPaidPage() {
  const { item } = useParams();
  const { search } = useLocation();
  const data = usePaymentsData();
  const number = new URLSearchParams(search).get(RECEIPT_PARAM);
  if (!mayBePayment(item)) return <RecordNotFound {...paymentNotFound} />;
  if (number !== null) {
    const receipt = data?.receipt?.number === number ? data.receipt : undefined;
    if (!receipt) return <ReceiptNotAvailable number={number} />;
    if ('notFound' in receipt) return <RecordNotFound {...paymentNotFound} />;
    return (
      <SubmissionConfirmation
        title={PAYMENT_SUCCESS_TITLE}
        message={paymentSuccessMessage(receipt.totalCents)}
        breadcrumb={breadcrumb}
        back={back}
      >
        <ReceiptDetails receipt={receipt} />
      </SubmissionConfirmation>
    );
  }
  const option = quickOption(item);
  if (!option) return <RecordNotFound {...paymentNotFound} />;
  const payment = quickPayment(option);
  return (
    <SubmissionConfirmation
      title={PAYMENT_SUCCESS_TITLE}
      message={paymentSuccessMessage(breakdownOfCents(payment.amountCents).totalCents)}
      breadcrumb={breadcrumb}
      back={back}
    >
      <p className="sp-confirmation__detail">{payment.label}</p>
    </SubmissionConfirmation>
  );
}
