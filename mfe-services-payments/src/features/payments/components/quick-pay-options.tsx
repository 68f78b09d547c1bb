import { formatWholeDollars, Card } from '@springfield/shared';
import { quickPayOptions } from '../data/payments';
import { quickPayment } from '../utils/payment-addresses';
import { PayLink, type PayLinkBehaviour } from './pay-link';

export interface QuickPayOptionsProps {
  payLink: PayLinkBehaviour;
}

/** Common payments a resident can make without a lookup. */
export function QuickPayOptions({ payLink }: QuickPayOptionsProps) {
  return (
    <Card as="section" className="sp-card" aria-labelledby="quick-pay-title">
      <h2 id="quick-pay-title" className="sp-card__title">
        Quick Pay Options
      </h2>
      <ul className="sp-quick-pay">
        {quickPayOptions.map((item) => (
          <li key={item.type} className="sp-quick-pay__item">
            <div>
              <h3>{item.type}</h3>
              <p className="sp-muted">{item.description}</p>
            </div>
            <div className="sp-quick-pay__pay">
              <span className="sp-amount">{formatWholeDollars(item.amount)}</span>
              <PayLink
                payment={quickPayment(item)}
                behaviour={payLink}
                aria-label={`Pay Now for ${item.type}`}
              >
                Pay Now
              </PayLink>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
