import { lazyDialog, PageHeader } from '@springfield/shared';
import type { CitationLookupResult } from '../../../types/content';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../../components/tabs/tabs';
import { businessFeesLookup, lookUpCitations, propertyTaxLookup } from '../data/payments';
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

/** /pay-fines, /pay-bills and /traffic-fines: one page. */
export function PaymentsPage() {
  // ?tab=property or ?tab=business opens that tab first (the site search links to each tab).
  const [searchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const defaultTab = requestedTab === 'property' || requestedTab === 'business' ? requestedTab : 'lookup';
  const [result, setResult] = useState<CitationLookupResult | null>(null);
  const [selected, setSelected] = useState<SelectedPayment | null>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const paidAll = useRef(false);

  const paid = (payment: SelectedPayment) => {
    setSelected(null);
    if (payment.kind === 'all') {
      paidAll.current = true;
      setResult(null);
    }
  };

  // Pay All removes the button that opened the dialog; focus goes to the tabs rather than the page top.
  const afterClose = () => {
    if (!paidAll.current) return;
    paidAll.current = false;
    tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  };

  const lookupPanel = (
    <div className="sp-stack">
      <CitationLookupForm onLookUp={() => setResult(lookUpCitations())} />
      {result ? (
        <CitationsFound
          result={result}
          onPayIntent={preloadPaymentDialog}
          onPay={(citation) =>
            setSelected({
              kind: 'citation',
              label: `Citation ${citation.id}: ${citation.type}`,
              amount: citation.amount,
            })
          }
          onPayAll={() =>
            setSelected({
              kind: 'all',
              label: `All Citations (${result.violations.length})`,
              amount: result.total,
            })
          }
        />
      ) : null}
      <QuickPayOptions
        onPayIntent={preloadPaymentDialog}
        onPay={(item) =>
          setSelected({ kind: 'quick', label: `${item.type}: ${item.description}`, amount: item.amount })
        }
      />
    </div>
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
                  { key: 'property', label: 'Property Taxes', panel: <LookupForm {...propertyTaxLookup} /> },
                  { key: 'business', label: 'Business Fees', panel: <LookupForm {...businessFeesLookup} /> },
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
        open={selected !== null}
        payment={selected}
        onCancel={() => setSelected(null)}
        onPaid={paid}
        afterClose={afterClose}
      />
    </>
  );
}
