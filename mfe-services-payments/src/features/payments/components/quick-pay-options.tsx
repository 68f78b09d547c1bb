import { formatWholeDollars, Card } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { quickPayOptionsIn } from '../data/payments';
import { paymentsMessages } from '../messages';
import { quickPayment } from '../utils/payment-addresses';
import { PayLink, type PayLinkBehaviour } from './pay-link';

export interface QuickPayOptionsProps {
  payLink: PayLinkBehaviour;
}

/** Common payments a resident can make without a lookup. */
export function QuickPayOptions({ payLink }: QuickPayOptionsProps) {
  const intl = useIntl();
  return (
    <Card as="section" className="sp-card" aria-labelledby="quick-pay-title">
      <h2 id="quick-pay-title" className="sp-card__title">
        {intl.formatMessage(paymentsMessages.quickPayTitle)}
      </h2>
      <ul className="sp-quick-pay">
        {quickPayOptionsIn(intl).map((item) => (
          <li key={item.key} className="sp-quick-pay__item">
            <div>
              <h3>{item.type}</h3>
              <p className="sp-muted">{item.description}</p>
            </div>
            <div className="sp-quick-pay__pay">
              <span className="sp-amount">{formatWholeDollars(item.amount)}</span>
              <PayLink
                payment={quickPayment(item, intl)}
                behaviour={payLink}
                aria-label={intl.formatMessage(paymentsMessages.payNowFor, { name: item.type })}
              >
                {intl.formatMessage(paymentsMessages.payNow)}
              </PayLink>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
