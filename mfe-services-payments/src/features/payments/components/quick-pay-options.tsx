import { formatWholeDollars, Button, Card } from '@springfield/shared';
import type { PaymentItem } from '../../../types/content';
import { quickPayOptions } from '../data/payments';

export interface QuickPayOptionsProps {
  onPay: (item: PaymentItem) => void;
  /** The pointer or focus reached a Pay button: a good moment to start loading the payment dialog. */
  onPayIntent?: () => void;
}

/** Common payments a resident can make without a lookup. */
export function QuickPayOptions({ onPay, onPayIntent }: QuickPayOptionsProps) {
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
              <Button
                aria-label={`Pay Now for ${item.type}`}
                onClick={() => onPay(item)}
                onPointerEnter={onPayIntent}
                onFocus={onPayIntent}
              >
                Pay Now
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
