import { PageHeader, ButtonLink, Card, useStructuredData } from '@springfield/shared';
import { PARKING_PERMIT_APPLICATION_FILE } from '../../../documents/document-paths';
import { documentSummary } from '../../../utils/document-link';
import {
  PARKING_PERMIT_APPLICATION_FORM_HREF,
  parkingPaymentMethods,
  parkingPermitApplyPage,
  parkingPermitApplyPath,
  parkingPermitPage,
  parkingPermitTypes,
  parkingRefundPolicy,
} from '../data/parking-permits';
import { parkingPermitStructuredData } from '../utils/faq-structured-data';
import { ActionCard } from './action-card';
import { ApplicationProcess } from './application-process';
import { FormDownloadLink } from './form-download-link';
import { PermitFacts } from './permit-facts';
import './faq.css';

/**
 * /faq/parking-permit. The city takes no applications online: Apply Online and each Apply for This Permit lead
 * to the How to Apply page (in person, by phone, by mail), and Download Forms downloads the printable form.
 */
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
          <ActionCard
            title="Apply Online"
            text="Online application system coming soon! See how to apply in person, by phone or by mail."
          >
            <ButtonLink variant="primary" to={parkingPermitApplyPage.path}>
              Apply Online
            </ButtonLink>
          </ActionCard>
          <ActionCard
            title="Download Forms"
            text={`Print the application form (${documentSummary(PARKING_PERMIT_APPLICATION_FILE)}) and bring or mail it to City Hall.`}
          >
            <FormDownloadLink href={PARKING_PERMIT_APPLICATION_FORM_HREF} message="Downloading form...">
              Download Forms
            </FormDownloadLink>
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
              <Card as="li" key={permit.slug} className="cm-faq-card">
                <h3>{permit.type}</h3>
                <p>{permit.description}</p>
                <PermitFacts permit={permit} />
                <h4>Requirements</h4>
                <ul className="cm-faq-list">
                  {permit.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                <ButtonLink variant="primary" to={parkingPermitApplyPath(permit)}>
                  Apply for This Permit<span className="sf-visually-hidden">: {permit.type}</span>
                </ButtonLink>
              </Card>
            ))}
          </ul>
        </section>

        <ApplicationProcess />

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
