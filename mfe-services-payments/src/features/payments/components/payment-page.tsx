import { Card, PageHeader } from '@springfield/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAY_FINES_PATH } from '../utils/payment-addresses';
import { PaymentForm } from './payment-form';
import { PaymentInformation } from './payment-information';
import type { SelectedPayment } from './selected-payment';
import '../../../styles/area.css';
import './payments.css';

/**
 * /pay-fines/pay/{item} as a page of its own: the Complete Payment form where a Pay button leads without
 * script (or when the address is opened directly). With script, a payment accepted here shows the spec's
 * toast and goes back to the payment page.
 */
export function PaymentPage({ payment }: { payment: SelectedPayment }) {
  const navigate = useNavigate();
  const paid = useCallback(() => navigate(PAY_FINES_PATH), [navigate]);
  return (
    <>
      <PageHeader
        title="Complete Payment"
        description="Choose how to pay. A processing fee of 2.9% is added to every online payment."
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: 'Pay Fines & Taxes', to: PAY_FINES_PATH },
          { label: 'Complete Payment' },
        ]}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-layout__main">
            <Card as="section" className="sp-card" aria-labelledby="payment-details-title">
              <h2 id="payment-details-title" className="sp-card__title">
                Payment Details
              </h2>
              <PaymentForm payment={payment} onPaid={paid} cancel={{ to: PAY_FINES_PATH }} />
            </Card>
          </div>
          <div className="sp-layout__aside">
            <PaymentInformation />
          </div>
        </div>
      </div>
    </>
  );
}
