import { lazyDialog, PageHeader, sharedWord } from '@springfield/shared';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '../../../components/tabs/tabs';
import { businessFeesLookup, lookupSpecIn, propertyTaxLookup, type LookupFormSpec } from '../data/payments';
import { paymentsMessages as m } from '../messages';
import { resultsHeadingId, useFocusAfterLookUp } from '../hooks/use-focus-after-lookup';
import { useKeepPlace } from '../hooks/use-keep-place';
import { usePaidInVisit } from '../hooks/paid-in-visit';
import { useLookupViews, useProcessor } from '../hooks/use-payments-data';
import { withoutLookup } from '../utils/lookups';
import { overPageState } from '../utils/over-page';
import { CitationLookupForm } from './citation-lookup-form';
import { LookupForm } from './lookup-form';
import { LookupResults } from './lookup-results';
import { PaymentInformation } from './payment-information';
import { ProcessorNotice } from './processor-notice';
import { QuickPayOptions } from './quick-pay-options';
import { SecurityAlert } from './security-alert';
import type { SelectedPayment } from './selected-payment';
import '../../../styles/area.css';
import './payments.css';

// The dialog, and antd with it, load when a visitor first points at, focuses or presses a Pay button.
const { Dialog: PaymentDialog, preload: preloadPaymentDialog } = lazyDialog(() =>
  import('./payment-dialog').then((m) => m.PaymentDialog),
);

export interface PaymentsPageProps {
  /**
   * The Complete Payment dialog open over the page, at the payment's address: the payment, and the page's
   * address it was opened from (whose lookup the page keeps showing).
   */
  over?: { payment: SelectedPayment; from: string };
}

/**
 * /pay-fines, /pay-bills and /traffic-fines: one page. Its lookups are GET forms: the address holds what was
 * looked up (/pay-fines?citation=…&plate=…&last-name=…), and the site's server renders the page with what the
 * payments store finds for it (the page's live data). Each Pay button is a link to the payment's address; with
 * script it opens the dialog there, and what it pays shows as Paid once the payment is recorded.
 */
export function PaymentsPage({ over }: PaymentsPageProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const keepPlace = useKeepPlace();
  // The page's own address: where it is or, under the dialog, where the dialog was opened from.
  const address = over?.from ?? `${location.pathname}${location.search}`;
  const { pathname, searchParams: search } = new URL(address, 'http://localhost');
  // ?tab=property or ?tab=business opens that tab first (the site search and those tabs' lookups link to it).
  const requestedTab = search.get('tab');
  const defaultTab = requestedTab === 'property' || requestedTab === 'business' ? requestedTab : 'lookup';
  const views = useLookupViews(search);
  const processor = useProcessor();
  const markPaid = usePaidInVisit((state) => state.markPaid);
  useFocusAfterLookUp(search);
  const tabs = useRef<HTMLDivElement>(null);
  const paidAll = useRef(false);
  // The results heading focus goes to when the paid item's Pay Now is gone (it now says Paid).
  const paidFrom = useRef<string | null>(null);
  // The Pay button that opened the dialog: focus comes back to it when the dialog closes (the frame moved focus
  // to the main content when the address changed, and the dialog gives focus back to where it found it).
  const opener = useRef<HTMLElement | null>(null);

  // The dialog's address was pushed by its Pay button: closing it goes back there.
  const close = () => {
    keepPlace();
    navigate(-1);
  };

  const paid = (payment: SelectedPayment) => {
    markPaid(payment.items);
    paidFrom.current = payment.lookup ? resultsHeadingId(payment.lookup) : null;
    if (payment.kind !== 'all' || !over || !payment.lookup) return close();
    // Pay All clears the results: the page's address without the lookup.
    paidAll.current = true;
    keepPlace();
    navigate(withoutLookup(over.from, payment.lookup), { replace: true });
  };

  // Back to the button that opened the dialog. A paid item's Pay Now is gone: focus goes to its results; Pay
  // All removes them, and focus goes to the tabs rather than the page top.
  const afterClose = () => {
    const button = opener.current;
    const results = paidFrom.current ? document.getElementById(paidFrom.current) : null;
    opener.current = null;
    paidFrom.current = null;
    if (button?.isConnected) return button.focus();
    if (!paidAll.current && results) return results.focus();
    paidAll.current = false;
    tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  };

  // A Pay button: the dialog opens over this page, where the visitor is.
  const payLink = {
    state: overPageState(address),
    onOpen: (link: HTMLElement) => {
      opener.current = link;
      keepPlace();
    },
    onIntent: preloadPaymentDialog,
  };

  const results = (kind: 'citations' | LookupFormSpec['kind']) => (
    <LookupResults kind={kind} view={views[kind]} search={search} pathname={pathname} payLink={payLink} />
  );

  const lookupPanel = (
    <div className="sp-stack">
      <CitationLookupForm action={pathname} search={search} />
      {results('citations')}
      <QuickPayOptions payLink={payLink} />
    </div>
  );

  const lookup = (spec: LookupFormSpec) => (
    <div className="sp-stack">
      <LookupForm {...lookupSpecIn(spec, intl)} action={pathname} search={search} />
      {results(spec.kind)}
    </div>
  );

  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        breadcrumb={[{ label: sharedWord('home'), to: '/' }, { label: intl.formatMessage(m.title) }]}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          <SecurityAlert />
          <ProcessorNotice processor={processor} />
          <div className="sp-layout">
            <div className="sp-layout__main" ref={tabs}>
              <Tabs
                label={intl.formatMessage(m.tabsLabel)}
                defaultKey={defaultTab}
                items={[
                  { key: 'lookup', label: intl.formatMessage(m.tabLookup), panel: lookupPanel },
                  {
                    key: 'property',
                    label: intl.formatMessage(m.tabProperty),
                    panel: lookup(propertyTaxLookup),
                  },
                  {
                    key: 'business',
                    label: intl.formatMessage(m.tabBusiness),
                    panel: lookup(businessFeesLookup),
                  },
                ]}
              />
            </div>
            <div className="sp-layout__aside">
              <PaymentInformation />
            </div>
          </div>
        </div>
      </div>
      <PaymentDialog
        open={over !== undefined && processor?.mode !== 'none'}
        payment={over?.payment ?? null}
        onCancel={close}
        onPaid={paid}
        afterClose={afterClose}
      />
    </>
  );
}
