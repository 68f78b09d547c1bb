import {
  Button,
  ButtonLink,
  ErrorSummary,
  formatCents,
  notify,
  RadioGroup,
  SubmissionKey,
  TextField,
  useActionForm,
} from '@springfield/shared';
import { useEffect, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useHydrated } from '../../../components/form/use-hydrated';
import { areaIntl } from '../../../i18n/area-intl';
import type { SelectedPayment } from '../components/selected-payment';
import { paymentMethodsIn } from '../data/payments';
import { paymentsMessages, payMessages, processorMessages } from '../messages';
import { TestBanner } from '../components/processor-notice';
import { useProcessor } from '../hooks/use-payments-data';
import { breakdownOfCents } from '../utils/fees';
import { paymentAddress, receiptOf } from '../utils/payment-addresses';
import { PAYMENT_CARD_FIELD, PAYMENT_ITEMS_FIELD, validatePayment, type PaymentValues } from './action';
import { PAYMENT_FIELD } from './messages';

/** Where the error summary's link takes the visitor: the payment methods. */
export const PAYMENT_METHOD_ID = 'payment-method';

/** Where a refusal's link takes the visitor: what the payment pays (already paid …). */
export const PAYMENT_ITEM_ID = 'payment-item';

/** The card number's field, when the processor asks for one. */
export const PAYMENT_CARD_ID = 'payment-card';

/** The control an error summary's link goes to: the methods, the card, or for a refusal what the payment pays. */
const controlId = (field: string) =>
  field === PAYMENT_FIELD
    ? PAYMENT_ITEM_ID
    : field === PAYMENT_CARD_FIELD
      ? PAYMENT_CARD_ID
      : PAYMENT_METHOD_ID;

/** The toast's title and the confirmation page's heading, in English (the pages say it in their language). */
export const PAYMENT_SUCCESS_TITLE = areaIntl.intl('en').formatMessage(payMessages.successTitle);

/** The Payment Successful toast's text: the spec's words, then the receipt number the store gave. */
export function paymentSuccessDescription(
  totalCents: number,
  receipt: string | undefined,
  intl: IntlShape = areaIntl.intl(),
): string {
  const amount = formatCents(totalCents);
  return receipt
    ? intl.formatMessage(payMessages.successWithReceipt, { amount, receipt })
    : intl.formatMessage(payMessages.successMessage, { amount });
}

const noPayment = (): PaymentValues => ({ method: '', items: '', card: '' });

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
 * "Complete Payment": amount, the 2.9% fee, the total, a payment method, and the spec's 2 s of processing. It
 * posts to the route action of the payment's address, with or without script, where the payments store records
 * the payment (a Pay All form also sends the items it shows, which the store checks are still what is due).
 * With script, Pay Now stays disabled until a method is chosen; in the server's HTML it is enabled, and the
 * action answers a missing method. A page the server rendered for an invalid or refused submission starts from
 * the method sent and its problems.
 */
export function PaymentForm({ payment, onPaid, cancel, onBusyChange }: PaymentFormProps) {
  const intl = useIntl();
  const methodOptions = paymentMethodsIn(intl).map((option) => ({ value: option.id, label: option.label }));
  const breakdown = breakdownOfCents(payment.amountCents);
  const processor = useProcessor();
  const card = processor?.card === true;
  const form = useActionForm<PaymentValues>({
    empty: noPayment,
    // The method chosen is kept; a card number is never sent back (it is typed again).
    fromSent: (sent) => ({ method: sent.method, items: '', card: '' }),
    validate: (values) => validatePayment(values, intl, card),
    controlId,
    // The spec's toast (naming the total charged), then the payment reported, once the store recorded it.
    onDone: (location) => {
      notify({
        title: intl.formatMessage(payMessages.successTitle),
        description: paymentSuccessDescription(breakdown.totalCents, receiptOf(location), intl),
        variant: 'success',
      });
      onPaid(payment);
    },
    onFailed: () =>
      notify({
        title: intl.formatMessage(payMessages.failedTitle),
        description: intl.formatMessage(payMessages.failedMessage),
        variant: 'destructive',
      }),
  });
  const { fetcher, busy } = form;
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
      action={paymentAddress(payment)}
      className="sp-payment-dialog"
      noValidate
      onSubmit={onSubmit}
    >
      <SubmissionKey round={form.round} />
      {processor?.mode === 'test' ? <TestBanner /> : null}
      {payment.kind === 'all' ? (
        <input type="hidden" name={PAYMENT_ITEMS_FIELD} value={payment.items.join(',')} />
      ) : null}
      {form.problems ? <ErrorSummary problems={form.problems} controlId={controlId} /> : null}
      <p id={PAYMENT_ITEM_ID} className="sp-payment-dialog__item" tabIndex={-1}>
        {payment.label}
      </p>
      <dl className="sp-payment-summary">
        <div>
          <dt>{intl.formatMessage(payMessages.amount)}</dt>
          <dd>{formatCents(breakdown.amountCents)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(payMessages.fee)}</dt>
          <dd>{formatCents(breakdown.feeCents)}</dd>
        </div>
        <div className="sp-payment-summary__total">
          <dt>{intl.formatMessage(payMessages.total)}</dt>
          <dd>{formatCents(breakdown.totalCents)}</dd>
        </div>
      </dl>
      <RadioGroup
        legend={intl.formatMessage(payMessages.method)}
        name="method"
        // The error summary's link goes to the first choice.
        firstId={PAYMENT_METHOD_ID}
        options={methodOptions}
        value={form.values.method}
        onChange={(value) => form.update('method', value)}
        error={form.errors.method}
        disabled={busy}
      />
      {card ? (
        <TextField
          id={PAYMENT_CARD_ID}
          name={PAYMENT_CARD_FIELD}
          label={intl.formatMessage(processorMessages.card)}
          value={form.values.card}
          onChange={(value) => form.update('card', value)}
          autoComplete="cc-number"
          inputMode="numeric"
          required
          error={form.errors.card}
          disabled={busy}
        />
      ) : null}
      <p role="status" className="sp-muted sp-payment-dialog__status">
        {busy ? intl.formatMessage(payMessages.processing) : ''}
      </p>
      <div className="sp-payment-dialog__actions">
        {'to' in cancel ? (
          <ButtonLink to={cancel.to}>{intl.formatMessage(payMessages.cancel)}</ButtonLink>
        ) : (
          <Button onClick={cancel.onCancel} disabled={busy}>
            {intl.formatMessage(payMessages.cancel)}
          </Button>
        )}
        <Button
          type="submit"
          variant="primary"
          disabled={(hydrated && !form.values.method) || busy}
          loading={busy}
        >
          {intl.formatMessage(busy ? payMessages.processingButton : paymentsMessages.payNow)}
        </Button>
      </div>
    </fetcher.Form>
  );
}
