import { lazyDialog, PageHeader } from '@springfield/shared';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '../../../components/tabs/tabs';
import { businessFeesLookup, lookUpCitations, propertyTaxLookup } from '../data/payments';
import { useKeepPlace } from '../hooks/use-keep-place';
import { overPageState } from '../utils/over-page';
import { isCitationLookup, withoutLookup } from '../utils/payment-addresses';
import { CitationLookupForm } from './citation-lookup-form';
import { CitationsFound } from './citations-found';
import { LookupForm } from './lookup-form';
import { PaymentInformation } from './payment-information';
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
 * looked up (/pay-fines?citation=…&plate=…&last-name=…) and the page, on the server too, shows the results
 * for it. Each Pay button is a link to the payment's address; with script it opens the dialog there.
 */
export function PaymentsPage({ over }: PaymentsPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const keepPlace = useKeepPlace();
  // The page's own address: where it is or, under the dialog, where the dialog was opened from.
  const address = over?.from ?? `${location.pathname}${location.search}`;
  const { pathname, searchParams: search } = new URL(address, 'http://localhost');
  // ?tab=property or ?tab=business opens that tab first (the site search and those tabs' lookups link to it).
  const requestedTab = search.get('tab');
  const defaultTab = requestedTab === 'property' || requestedTab === 'business' ? requestedTab : 'lookup';
  const result = isCitationLookup(search) ? lookUpCitations() : null;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const paidAll = useRef(false);
  // The Pay button that opened the dialog: focus comes back to it when the dialog closes (the frame moved focus
  // to the main content when the address changed, and the dialog gives focus back to where it found it).
  const opener = useRef<HTMLElement | null>(null);

  // The dialog's address was pushed by its Pay button: closing it goes back there.
  const close = () => {
    keepPlace();
    navigate(-1);
  };

  const paid = (payment: SelectedPayment) => {
    if (payment.kind !== 'all' || !over) return close();
    // Pay All clears the results: the page's address without the lookup.
    paidAll.current = true;
    keepPlace();
    navigate(withoutLookup(over.from), { replace: true });
  };

  // Back to the button that opened the dialog; Pay All removes it, and focus goes to the tabs rather than the
  // page top.
  const afterClose = () => {
    const button = opener.current;
    opener.current = null;
    if (paidAll.current || !button?.isConnected) {
      paidAll.current = false;
      tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
      return;
    }
    button.focus();
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

  const lookupPanel = (
    <div className="sp-stack">
      <CitationLookupForm
        action={pathname}
        search={search}
        // The results appear below the form: take keyboard and screen reader users there.
        onLookUp={() => keepPlace(() => resultsHeading.current?.focus())}
      />
      {result ? <CitationsFound result={result} headingRef={resultsHeading} payLink={payLink} /> : null}
      <QuickPayOptions payLink={payLink} />
    </div>
  );

  const lookup = (spec: typeof propertyTaxLookup) => (
    <LookupForm
      {...spec}
      action={pathname}
      search={search}
      // Focus stays on the button that was pressed, as before the lookup had an address.
      onLookUp={(button) => keepPlace(() => button?.focus())}
    />
  );

  return (
    <>
      <PageHeader
        title="Pay Fines & Taxes"
        description="Pay traffic citations, property taxes and business fees online, quickly and securely."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Pay Fines & Taxes' }]}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          <SecurityAlert />
          <div className="sp-layout">
            <div className="sp-layout__main" ref={tabs}>
              <Tabs
                label="Ways to pay"
                defaultKey={defaultTab}
                items={[
                  { key: 'lookup', label: 'Lookup & Pay', panel: lookupPanel },
                  { key: 'property', label: 'Property Taxes', panel: lookup(propertyTaxLookup) },
                  { key: 'business', label: 'Business Fees', panel: lookup(businessFeesLookup) },
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
        open={over !== undefined}
        payment={over?.payment ?? null}
        onCancel={close}
        onPaid={paid}
        afterClose={afterClose}
      />
    </>
  );
}
