import { dollarsToCents, formatCents, formatLongDate, Badge, Card } from '@springfield/shared';
import type { CitationLookupResult } from '../../../types/content';
import type { Ref } from 'react';
import { allCitationsPayment, citationPayment } from '../utils/payment-addresses';
import { PayLink, type PayLinkBehaviour } from './pay-link';

export interface CitationsFoundProps {
  result: CitationLookupResult;
  /** The heading, which the page focuses after a lookup. */
  headingRef?: Ref<HTMLHeadingElement>;
  payLink: PayLinkBehaviour;
}

/** The lookup results: each outstanding citation with Pay Now, and Pay All Citations. */
export function CitationsFound({ result, headingRef, payLink }: CitationsFoundProps) {
  return (
    <Card as="section" className="sp-card" aria-labelledby="citations-found-title">
      <h2 id="citations-found-title" className="sp-card__title" tabIndex={-1} ref={headingRef}>
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
              <PayLink
                payment={citationPayment(citation)}
                behaviour={payLink}
                variant="primary"
                aria-label={`Pay Now for citation ${citation.id}`}
              >
                Pay Now
              </PayLink>
            </div>
          </li>
        ))}
      </ul>
      <div className="sp-citations__total">
        <p>
          Total Amount Due: <strong>{formatCents(dollarsToCents(result.total))}</strong>
        </p>
        <PayLink payment={allCitationsPayment(result)} behaviour={payLink} variant="primary">
          Pay All Citations
        </PayLink>
      </div>
    </Card>
  );
}
