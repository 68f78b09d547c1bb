import {
  Card,
  formatCents,
  PageHeader,
  RecordNotFound,
  sharedWord,
  SubmissionConfirmation,
  telHref,
  type Locale,
  officeHoursIn,
} from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paymentMethodsIn, PAYMENTS_PHONE } from '../data/payments';
import { RECEIPT_PARAM, type Receipt, type ReceiptLine } from '../data/payment-records';
import { usePaymentsData } from '../hooks/use-payments-data';
import { paymentsMessages, payMessages, processorMessages } from '../messages';
import { ProcessorNotice } from './processor-notice';
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

function frameOf(intl: IntlShape) {
  const title = intl.formatMessage(paymentsMessages.title);
  return {
    breadcrumb: [
      { label: sharedWord('home'), to: '/' },
      { label: title, to: PAY_FINES_PATH },
      { label: intl.formatMessage(payMessages.successTitle) },
    ],
    back: { to: PAY_FINES_PATH, label: intl.formatMessage(payMessages.backToPayments) },
  };
}

/**
 * A receipt's line in the page's language: a Quick Pay option's from its words; a record's as the store wrote
 * it (English), marked so on a page in another language.
 */
function LineLabel({ line }: { line: ReceiptLine }) {
  const intl = useIntl();
  const option = line.kind === 'quick' ? quickOption(line.id) : undefined;
  if (option) return <span>{quickPayment(option, intl).label}</span>;
  return <span lang={intl.locale !== 'en' ? 'en' : undefined}>{line.label}</span>;
}

/** The receipt: its number, each line paid, the amounts, the method and when. */
function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const intl = useIntl();
  const methodLabel = (id: string) => paymentMethodsIn(intl).find((method) => method.id === id)?.label ?? id;
  return (
    <>
      {/* The receipt's address is its secret: no link of the page sends it on (the server's header may not). */}
      <meta name="referrer" content="no-referrer" />
      {receipt.test ? (
        <p className="sp-test-banner" role="note" data-test-mode="">
          <strong lang="en">TEST</strong> {intl.formatMessage(processorMessages.testReceipt)}
        </p>
      ) : null}
      <p className="sp-confirmation__detail sp-confirmation__number">
        {intl.formatMessage(payMessages.receiptNumber, { receipt: receipt.number })}
      </p>
      <ul className="sp-receipt__lines">
        {receipt.lines.map((line) => (
          <li key={`${line.kind}:${line.id}`}>
            <LineLabel line={line} />{' '}
            <span className="sp-receipt__amount">{formatCents(line.amountCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="sp-payment-summary sp-receipt__summary">
        <div>
          <dt>{intl.formatMessage(payMessages.amount)}</dt>
          <dd>{formatCents(receipt.amountCents)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(payMessages.fee)}</dt>
          <dd>{formatCents(receipt.feeCents)}</dd>
        </div>
        <div className="sp-payment-summary__total">
          <dt>{intl.formatMessage(payMessages.total)}</dt>
          <dd>{formatCents(receipt.totalCents)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(payMessages.method)}</dt>
          <dd>{methodLabel(receipt.method)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(payMessages.paidAt)}</dt>
          <dd>
            <time dateTime={receipt.paidAt}>{formatCityDateTime(receipt.paidAt, intl.locale as Locale)}</time>
          </dd>
        </div>
      </dl>
      <p className="sp-confirmation__detail">{intl.formatMessage(payMessages.keepReceipt)}</p>
    </>
  );
}

/** A receipt the store could not be read for (the page is the browser's, or the store failed). */
function ReceiptNotAvailable({ number }: { number: string }) {
  const intl = useIntl();
  const { breadcrumb } = frameOf(intl);
  const { pathname, search } = useLocation();
  return (
    <>
      <PageHeader title={intl.formatMessage(payMessages.receiptUnavailable)} breadcrumb={breadcrumb} />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          <Card as="section" className="sp-card" aria-labelledby="receipt-unavailable-title">
            <h2 id="receipt-unavailable-title" className="sp-card__title">
              {intl.formatMessage(payMessages.receiptNumber, { receipt: number })}
            </h2>
            <p>{intl.formatMessage(payMessages.receiptUnavailableText)}</p>
            <p>
              {/* A page load: the site's server reads the store for the address. */}
              <Link reloadDocument to={`${pathname}${search}`}>
                {intl.formatMessage(payMessages.tryAgain)}
              </Link>
            </p>
            <p className="sp-muted sp-lookup-help">
              {intl.formatMessage(payMessages.questions, {
                phone: PAYMENTS_PHONE,
                hours: officeHoursIn(intl.locale, 'tight'),
                tel: (chunks: ReactNode) => <a href={telHref(PAYMENTS_PHONE)}>{chunks}</a>,
              })}
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
  const intl = useIntl();
  const { breadcrumb, back } = frameOf(intl);
  const { item } = useParams();
  const { search } = useLocation();
  const data = usePaymentsData();
  const number = new URLSearchParams(search).get(RECEIPT_PARAM);
  const title = intl.formatMessage(payMessages.successTitle);
  if (!mayBePayment(item)) return <RecordNotFound {...paymentNotFound(intl)} />;
  if (number !== null) {
    const receipt = data?.receipt?.number === number ? data.receipt : undefined;
    if (!receipt) return <ReceiptNotAvailable number={number} />;
    if ('notFound' in receipt) return <RecordNotFound {...paymentNotFound(intl)} />;
    return (
      <SubmissionConfirmation
        title={title}
        message={paymentSuccessMessage(receipt.totalCents, intl)}
        breadcrumb={breadcrumb}
        back={back}
      >
        <ReceiptDetails receipt={receipt} />
      </SubmissionConfirmation>
    );
  }
  const option = quickOption(item);
  if (!option) return <RecordNotFound {...paymentNotFound(intl)} />;
  // No processor: no payment was made, so no confirmation of one.
  if (data?.processor?.mode === 'none') return <ProcessorNotice processor={data.processor} />;
  const payment = quickPayment(option, intl);
  return (
    <SubmissionConfirmation
      title={title}
      message={paymentSuccessMessage(breakdownOfCents(payment.amountCents).totalCents, intl)}
      breadcrumb={breadcrumb}
      back={back}
    >
      <p className="sp-confirmation__detail">{payment.label}</p>
    </SubmissionConfirmation>
  );
}
