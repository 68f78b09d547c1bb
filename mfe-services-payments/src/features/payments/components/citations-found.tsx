import { dollarsToCents, formatCents, formatLongDate, Button, Badge, Card } from '@springfield/shared';
import type { Citation, CitationLookupResult } from '../../../types/content';
import { useEffect, useRef } from 'react';

export interface CitationsFoundProps {
  result: CitationLookupResult;
  onPay: (citation: Citation) => void;
  onPayAll: () => void;
  /** The pointer or focus reached a Pay button: a good moment to start loading the payment dialog. */
  onPayIntent?: () => void;
}

/** The lookup results: each outstanding citation with Pay Now, and Pay All Citations. */
export function CitationsFound({ result, onPay, onPayAll, onPayIntent }: CitationsFoundProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The results appear below the form: take keyboard and screen reader users there.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card as="section" className="sp-card" aria-labelledby="citations-found-title">
      <h2 id="citations-found-title" className="sp-card__title" tabIndex={-1} ref={heading}>
        Citations Found
      </h2>
      <ul className="sp-citations">
        {result.violations.map((citation) => (
          <li key={citation.id} className="sp-citation">
            <div className="sp-card-header">
              <h3>{citation.id}</h3>
              <Badge tone="danger">{citation.status}</Badge>
            </div>
            <p>{citation.type}</p>
            <p className="sp-muted">
              {formatLongDate(citation.date)} · {citation.location}
            </p>
            <div className="sp-citation__pay">
              <span className="sp-amount">{formatCents(dollarsToCents(citation.amount))}</span>
              <Button
                variant="primary"
                aria-label={`Pay Now for citation ${citation.id}`}
                onClick={() => onPay(citation)}
                onPointerEnter={onPayIntent}
                onFocus={onPayIntent}
              >
                Pay Now
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="sp-citations__total">
        <p>
          Total Amount Due: <strong>{formatCents(dollarsToCents(result.total))}</strong>
        </p>
        <Button variant="primary" onClick={onPayAll} onPointerEnter={onPayIntent} onFocus={onPayIntent}>
          Pay All Citations
        </Button>
      </div>
    </Card>
  );
}
