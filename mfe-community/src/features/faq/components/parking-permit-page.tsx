import { PageHeader, Button, ButtonLink, Card, useStructuredData } from '@springfield/shared';
import {
  parkingPaymentMethods,
  parkingPermitPage,
  parkingPermitSteps,
  parkingPermitTypes,
  parkingRefundPolicy,
} from '../data/parking-permits';
import { parkingPermitStructuredData } from '../utils/faq-structured-data';
import { ActionCard } from './action-card';
import './faq.css';

/** /faq/parking-permit. Applications are not online yet: alerts only. */
export function ParkingPermitPage() {
  useStructuredData(parkingPermitStructuredData(parkingPermitPage, parkingPermitTypes));
  return (
    <>
      <PageHeader
        title={parkingPermitPage.title}
        description={parkingPermitPage.description}
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'FAQ' }, { label: parkingPermitPage.title }]}
      />
      <div className="sf-container cm-faq">
        <ul className="cm-faq-actions">
          <ActionCard title="Apply Online" text="Start a permit application from home.">
            <Button variant="primary" onClick={() => window.alert('Online application system coming soon!')}>
              Apply Online
            </Button>
          </ActionCard>
          <ActionCard title="Download Forms" text="Print an application and bring or mail it to City Hall.">
            <Button onClick={() => window.alert('Downloading form...')}>Download Forms</Button>
          </ActionCard>
          <ActionCard title="Visit City Hall" text="Apply in person, Monday to Friday, 8 AM to 5 PM.">
            <ButtonLink to="/departments">Visit City Hall</ButtonLink>
          </ActionCard>
        </ul>

        <div className="cm-faq-notice" role="note" aria-labelledby="parking-notice-title">
          <h2 id="parking-notice-title">Important</h2>
          <p>
            Permits must be displayed on your vehicle&apos;s dashboard at all times. Vehicles without a
            visible permit may receive a parking violation.
          </p>
        </div>

        <section aria-labelledby="permit-types-title">
          <h2 id="permit-types-title">Permit Types</h2>
          <ul className="cm-faq-grid">
            {parkingPermitTypes.map((permit) => (
              <Card as="li" key={permit.type} className="cm-faq-card">
                <h3>{permit.type}</h3>
                <p>{permit.description}</p>
                <dl className="cm-faq-facts">
                  <div>
                    <dt>Cost</dt>
                    <dd>{permit.cost}</dd>
                  </div>
                  <div>
                    <dt>Duration</dt>
                    <dd>{permit.duration}</dd>
                  </div>
                  <div>
                    <dt>Processing</dt>
                    <dd>{permit.processing}</dd>
                  </div>
                </dl>
                <h4>Requirements</h4>
                <ul className="cm-faq-list">
                  {permit.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                <Button variant="primary" onClick={() => window.alert(`Applying for ${permit.type}...`)}>
                  Apply for This Permit<span className="sf-visually-hidden">: {permit.type}</span>
                </Button>
              </Card>
            ))}
          </ul>
        </section>

        <Card as="section" className="cm-faq-card" aria-labelledby="permit-process-title">
          <h2 id="permit-process-title">Application Process</h2>
          <ol className="cm-faq-steps">
            {parkingPermitSteps.map((step) => (
              <li key={step.step}>
                <span className="cm-faq-steps__number" aria-hidden="true">
                  {step.step}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>

        <Card as="section" className="cm-faq-card" aria-labelledby="permit-payment-title">
          <h2 id="permit-payment-title">Payment Information</h2>
          <h3>Accepted Payment Methods</h3>
          <ul className="cm-faq-list">
            {parkingPaymentMethods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
          <h3>Refund Policy</h3>
          <p>{parkingRefundPolicy}</p>
        </Card>

        <Card as="section" className="cm-faq-card cm-faq-help" aria-labelledby="permit-help-title">
          <h2 id="permit-help-title">Need Help?</h2>
          <p>Questions about parking permits? Our staff are glad to help.</p>
          <div className="cm-faq-help__actions">
            <ButtonLink variant="primary" to="/feedback">
              Contact Us
            </ButtonLink>
            <ButtonLink to="/departments">View Departments</ButtonLink>
          </div>
        </Card>
      </div>
    </>
  );
}
