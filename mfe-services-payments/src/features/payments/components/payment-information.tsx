import { Card } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { paymentMethodsIn } from '../data/payments';
import { paymentsMessages } from '../messages';

/** Accepted methods and the fee of each. */
export function PaymentInformation() {
  const intl = useIntl();
  return (
    <Card as="section" className="sp-card" aria-labelledby="payment-information-title">
      <h2 id="payment-information-title" className="sp-card__title">
        {intl.formatMessage(paymentsMessages.infoTitle)}
      </h2>
      <h3 className="sp-payment-info__subtitle">{intl.formatMessage(paymentsMessages.infoMethods)}</h3>
      <ul className="sp-payment-info">
        {paymentMethodsIn(intl).map((method) => (
          <li key={method.id}>
            <span className="sp-payment-info__method">
              {method.label}
              {method.detail ? <span className="sp-muted"> ({method.detail})</span> : null}
            </span>
            <span className="sp-payment-info__fee">{method.fee}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
