import { Badge, Card, formatCents, telHref } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { PAYMENTS_PHONE } from '../data/payments';
import type { LookupKind, PayableItem } from '../data/payment-records';
import type { LookupView } from '../hooks/use-payments-data';
import { resultsHeadingId } from '../hooks/use-focus-after-lookup';
import { itemDetails, itemHeading, itemName, lookupWords, paidText } from '../utils/item-text';
import { lookupMessage } from '../utils/lookup-messages';
import { allPayment, itemPayment } from '../utils/payment-addresses';
import { PayLink, type PayLinkBehaviour } from './pay-link';

/** Where to ask when the amount due cannot be found or looked up. */
function CallUs({ lead }: { lead: string }) {
  return (
    <p className="sp-muted sp-lookup-help">
      {lead} call <a href={telHref(PAYMENTS_PHONE)}>{PAYMENTS_PHONE}</a> (Monday-Friday, 8 AM-5 PM).
    </p>
  );
}

interface ItemsFoundProps {
  kind: LookupKind;
  items: readonly PayableItem[];
  search: URLSearchParams;
  payLink: PayLinkBehaviour;
}

/**
 * What a lookup found: each item with its status and amount, Pay Now on each outstanding one (a paid one says
 * when it was paid instead), the total due and Pay All. The spec's "Citations Found"; the tax bill and the fees
 * the same.
 */
function ItemsFound({ kind, items, search, payLink }: ItemsFoundProps) {
  const words = lookupWords[kind];
  const all = allPayment(kind, search, items);
  return (
    <Card as="section" className="sp-card" aria-labelledby={resultsHeadingId(kind)}>
      <h2 id={resultsHeadingId(kind)} className="sp-card__title" tabIndex={-1}>
        {words.found}
      </h2>
      <ul className="sp-citations">
        {items.map((item) => (
          <li key={item.id} className="sp-citation">
            <div className="sp-card-header">
              <h3>{itemHeading(item)}</h3>
              <Badge tone={item.status === 'Paid' ? 'success' : 'danger'}>{item.status}</Badge>
            </div>
            {itemDetails(item).map((line, index) => (
              <p key={line} className={index > 0 ? 'sp-muted' : undefined}>
                {line}
              </p>
            ))}
            <div className="sp-citation__pay">
              <span className="sp-amount">{formatCents(item.amountCents)}</span>
              {item.status === 'Outstanding' ? (
                <PayLink
                  payment={itemPayment(item)}
                  behaviour={payLink}
                  variant="primary"
                  aria-label={`Pay Now for ${itemName(item)}`}
                >
                  Pay Now
                </PayLink>
              ) : (
                <span className="sp-paid">{paidText(item)}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="sp-citations__total">
        <p>
          Total Amount Due: <strong>{formatCents(all.amountCents)}</strong>
        </p>
        {all.items.length > 0 ? (
          <PayLink payment={all} behaviour={payLink} variant="primary">
            {words.payAll}
          </PayLink>
        ) : (
          <p className="sp-muted">{words.nothingDue}</p>
        )}
      </div>
    </Card>
  );
}

export interface LookupResultsProps {
  kind: LookupKind;
  view: LookupView;
  /** The page's address: what was looked up (quoted back when nothing matched) and where to try again. */
  search: URLSearchParams;
  pathname: string;
  payLink: PayLinkBehaviour;
}

/**
 * A lookup's answer under its form: what it found; or that nothing matched (what was typed, quoted back, and
 * what to check); or that it could not be looked up now. Nothing before a lookup is made. Each heading takes
 * focus after a lookup (see use-focus-after-lookup.ts).
 */
export function LookupResults({ kind, view, search, pathname, payLink }: LookupResultsProps) {
  if (view.state === 'none') return null;
  if (view.state === 'answered' && view.answer.status === 'found') {
    return <ItemsFound kind={kind} items={view.answer.items} search={search} payLink={payLink} />;
  }
  const headingId = resultsHeadingId(kind);
  if (view.state === 'unavailable') {
    return (
      <Card as="section" className="sp-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="sp-card__title" tabIndex={-1}>
          Lookup Not Available
        </h2>
        <p>We could not look this up right now. Please try again in a few minutes.</p>
        <p>
          {/* A page load: the site's server reads the store for the address. */}
          <Link reloadDocument to={`${pathname}?${search.toString()}`}>
            Try the lookup again
          </Link>
        </p>
        <CallUs lead="For your amount due now," />
      </Card>
    );
  }
  return (
    <Card as="section" className="sp-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sp-card__title" tabIndex={-1}>
        {lookupWords[kind].notFound}
      </h2>
      <p className="sp-lookup-message">{lookupMessage(kind, search, view.answer.status === 'incomplete')}</p>
      <CallUs lead="If you still cannot find it," />
    </Card>
  );
}
