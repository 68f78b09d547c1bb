import { paymentMethods } from '../data/payments';
import { Card } from '@springfield/shared';

/** Accepted methods and the fee of each. */
export function PaymentInformation() {
  return (
    <Card as="section" className="sp-card" aria-labelledby="payment-information-title">
      <h2 id="payment-information-title" className="sp-card__title">
        Payment Information
      </h2>
      <h3 className="sp-payment-info__subtitle">Accepted Payment Methods</h3>
      <ul className="sp-payment-info">
        {paymentMethods.map((method) => (
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
