import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  PageHeader,
  ButtonLink,
  Card,
  currentLocale,
  langOf,
  sharedWord,
  useStructuredData,
  officeHoursIn,
} from '@springfield/shared';
import { PARKING_PERMIT_APPLICATION_FILE } from '../../../documents/document-paths';
import { documentSummary } from '../../../utils/document-link';
import {
  PARKING_PERMIT_APPLICATION_FORM_HREF,
  parkingPaymentMethodsIn,
  parkingPermitApplyPage,
  parkingPermitApplyPath,
  parkingPermitPageIn,
  parkingPermitTypesIn,
} from '../data/parking-permits';
import { faqMessages as m } from '../messages';
import { parkingPermitStructuredData } from '../utils/faq-structured-data';
import { ActionCard } from './action-card';
import { ApplicationProcess } from './application-process';
import { FormDownloadLink } from './form-download-link';
import { PermitFacts } from './permit-facts';
import './faq.css';

const hidden = (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>;

/**
 * /faq/parking-permit. The city takes no applications online: Apply Online and each Apply for This Permit lead
 * to the How to Apply page (in person, by phone, by mail), and Download Forms downloads the printable form.
 */
export function ParkingPermitPage() {
  const intl = useIntl();
  const page = parkingPermitPageIn(intl);
  const permits = parkingPermitTypesIn();
  useStructuredData(parkingPermitStructuredData(page, permits));
  return (
    <>
      <PageHeader
        title={page.title}
        description={page.description}
        breadcrumb={[
          { label: sharedWord('home'), to: '/' },
          { label: intl.formatMessage(m.faq) },
          { label: page.title },
        ]}
      />
      <div className="sf-container cm-faq">
        <ul className="cm-faq-actions">
          <ActionCard title={intl.formatMessage(m.applyOnline)} text={intl.formatMessage(m.applyOnlineText)}>
            <ButtonLink variant="primary" to={parkingPermitApplyPage.path}>
              {intl.formatMessage(m.applyOnline)}
            </ButtonLink>
          </ActionCard>
          <ActionCard
            title={intl.formatMessage(m.downloadForms)}
            text={intl.formatMessage(m.downloadFormsText, {
              summary: documentSummary(PARKING_PERMIT_APPLICATION_FILE),
            })}
          >
            <FormDownloadLink
              href={PARKING_PERMIT_APPLICATION_FORM_HREF}
              message={intl.formatMessage(m.downloadingForm)}
            >
              {intl.formatMessage(m.downloadForms)}
            </FormDownloadLink>
          </ActionCard>
          <ActionCard
            title={intl.formatMessage(m.visitCityHall)}
            text={intl.formatMessage(m.visitCityHallText, { hours: officeHoursIn(intl.locale, 'words') })}
          >
            <ButtonLink to="/departments">{intl.formatMessage(m.visitCityHall)}</ButtonLink>
          </ActionCard>
        </ul>

        <div className="cm-faq-notice" role="note" aria-labelledby="parking-notice-title">
          <h2 id="parking-notice-title">{intl.formatMessage(m.important)}</h2>
          <p>{intl.formatMessage(m.importantText)}</p>
        </div>

        <section aria-labelledby="permit-types-title">
          <h2 id="permit-types-title">{intl.formatMessage(m.permitTypes)}</h2>
          {permits.some((permit) => permit.lang !== currentLocale()) ? (
            <p className="sf-untranslated" role="note">
              {sharedWord('untranslatedItems')}
            </p>
          ) : null}
          <ul className="cm-faq-grid">
            {permits.map((permit) => (
              <Card as="li" key={permit.slug} className="cm-faq-card">
                <h3 {...langOf(permit)}>{permit.type}</h3>
                <p {...langOf(permit)}>{permit.description}</p>
                <PermitFacts permit={permit} />
                <h4>{intl.formatMessage(m.requirements)}</h4>
                <ul className="cm-faq-list" {...langOf(permit)}>
                  {permit.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                <ButtonLink variant="primary" to={parkingPermitApplyPath(permit)}>
                  {intl.formatMessage(m.applyForPermit, { type: permit.type, hidden })}
                </ButtonLink>
              </Card>
            ))}
          </ul>
        </section>

        <ApplicationProcess />

        <Card as="section" className="cm-faq-card" aria-labelledby="permit-payment-title">
          <h2 id="permit-payment-title">{intl.formatMessage(m.paymentInformation)}</h2>
          <h3>{intl.formatMessage(m.acceptedPayments)}</h3>
          <ul className="cm-faq-list">
            {parkingPaymentMethodsIn(intl).map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
          <h3>{intl.formatMessage(m.refundPolicyTitle)}</h3>
          <p>{intl.formatMessage(m.refundPolicy)}</p>
        </Card>

        <Card as="section" className="cm-faq-card cm-faq-help" aria-labelledby="permit-help-title">
          <h2 id="permit-help-title">{intl.formatMessage(m.needHelp)}</h2>
          <p>{intl.formatMessage(m.needHelpText)}</p>
          <div className="cm-faq-help__actions">
            <ButtonLink variant="primary" to="/feedback">
              {intl.formatMessage(m.contactUs)}
            </ButtonLink>
            <ButtonLink to="/departments">{intl.formatMessage(m.viewDepartments)}</ButtonLink>
          </div>
        </Card>
      </div>
    </>
  );
}
