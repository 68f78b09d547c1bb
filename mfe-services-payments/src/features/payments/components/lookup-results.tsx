import { Badge, Card, formatCents, officeHoursIn, telHref } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PAYMENTS_PHONE } from '../data/payments';
import type { LookupKind, PayableItem } from '../data/payment-records';
import type { LookupView } from '../hooks/use-payments-data';
import { resultsHeadingId } from '../hooks/use-focus-after-lookup';
import { paymentsMessages as m } from '../messages';
import { itemDetails, itemHeading, itemName, lookupWords, paidText } from '../utils/item-text';
import { lookupMessage } from '../utils/lookup-messages';
import { allPayment, itemPayment } from '../utils/payment-addresses';
import { PayLink, type PayLinkBehaviour } from './pay-link';

/** Where to ask when the amount due cannot be found or looked up. */
function CallUs({ lead }: { lead: string }) {
  const intl = useIntl();
  return (
    <p className="sp-muted sp-lookup-help">
      {intl.formatMessage(m.callUs, {
        lead,
        phone: PAYMENTS_PHONE,
        hours: officeHoursIn(intl.locale, 'tight'),
        tel: (chunks: ReactNode) => <a href={telHref(PAYMENTS_PHONE)}>{chunks}</a>,
      })}
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
  const intl = useIntl();
  const words = lookupWords(kind, intl);
  const all = allPayment(kind, search, items, intl);
  return (
    <Card as="section" className="sp-card" aria-labelledby={resultsHeadingId(kind)}>
      <h2 id={resultsHeadingId(kind)} className="sp-card__title" tabIndex={-1}>
        {words.found}
      </h2>
      <ul className="sp-citations">
        {items.map((item) => (
          <li key={item.id} className="sp-citation">
            <div className="sp-card-header">
              <h3>{itemHeading(item, intl)}</h3>
              <Badge tone={item.status === 'Paid' ? 'success' : 'danger'}>
                {intl.formatMessage(item.status === 'Paid' ? m.paid : m.outstanding)}
              </Badge>
            </div>
            {itemDetails(item, intl).map((line, index) => (
              <p key={line} className={index > 0 ? 'sp-muted' : undefined}>
                {line}
              </p>
            ))}
            <div className="sp-citation__pay">
              <span className="sp-amount">{formatCents(item.amountCents)}</span>
              {item.status === 'Outstanding' ? (
                <PayLink
                  payment={itemPayment(item, intl, search)}
                  behaviour={payLink}
                  variant="primary"
                  aria-label={intl.formatMessage(m.payNowFor, { name: itemName(item, intl) })}
                >
                  {intl.formatMessage(m.payNow)}
                </PayLink>
              ) : (
                <span className="sp-paid">{paidText(item, intl)}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="sp-citations__total">
        <p>
          {intl.formatMessage(m.totalDue, {
            amount: formatCents(all.amountCents),
            strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
          })}
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
  const intl = useIntl();
  if (view.state === 'none') return null;
  if (view.state === 'answered' && view.answer.status === 'found') {
    return <ItemsFound kind={kind} items={view.answer.items} search={search} payLink={payLink} />;
  }
  const headingId = resultsHeadingId(kind);
  if (view.state === 'unavailable') {
    return (
      <Card as="section" className="sp-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="sp-card__title" tabIndex={-1}>
          {intl.formatMessage(m.unavailableTitle)}
        </h2>
        <p>{intl.formatMessage(m.unavailableText)}</p>
        <p>
          {/* A page load: the site's server reads the store for the address. */}
          <Link reloadDocument to={`${pathname}?${search.toString()}`}>
            {intl.formatMessage(m.tryLookupAgain)}
          </Link>
        </p>
        <CallUs lead={intl.formatMessage(m.callLeadDue)} />
      </Card>
    );
  }
  return (
    <Card as="section" className="sp-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sp-card__title" tabIndex={-1}>
        {lookupWords(kind, intl).notFound}
      </h2>
      <p className="sp-lookup-message">
        {lookupMessage(kind, search, view.answer.status === 'incomplete', intl)}
      </p>
      <CallUs lead={intl.formatMessage(m.callLeadStill)} />
    </Card>
  );
}
