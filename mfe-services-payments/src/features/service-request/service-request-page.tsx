import { RecordNotFound, telHref, ButtonLink, Card, useStructuredData } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { DepartmentsRecordPage } from '../../components/departments-page/departments-record-page';
import {
  serviceIn,
  serviceMessages,
  serviceNotFound,
  serviceStructuredData,
  ServiceFacts,
} from '../services';
import { ServiceRequestForm } from './service-request-form';
// The service pages' own styles (its cards, the form's layout): a stylesheet, not code of the services feature.
import '../services/components/services.css';

/** /services/{slug}: a service's details, its process and its request form. */
export function ServiceRequestPage() {
  const intl = useIntl();
  const { slug } = useParams();
  const service = serviceIn(slug);
  useStructuredData(service ? serviceStructuredData(service) : undefined);
  if (!service) return <RecordNotFound {...serviceNotFound(intl)} />;
  return (
    <DepartmentsRecordPage
      title={service.title}
      description={service.description}
      lang={service.lang}
      aside={
        <>
          <Card as="section" className="sp-card" aria-labelledby="service-details-title">
            <h2 id="service-details-title" className="sp-card__title">
              {intl.formatMessage(serviceMessages.detailsTitle)}
            </h2>
            <ServiceFacts service={service} timeLabel={intl.formatMessage(serviceMessages.processingTime)} />
          </Card>
          <Card as="section" className="sp-card" aria-labelledby="need-help-title">
            <h2 id="need-help-title" className="sp-card__title">
              {intl.formatMessage(serviceMessages.helpTitle)}
            </h2>
            <p>{intl.formatMessage(serviceMessages.helpText)}</p>
            <div className="sp-actions">
              <ButtonLink variant="primary" href={telHref(service.contact)}>
                {intl.formatMessage(serviceMessages.callSupport)}
              </ButtonLink>
              <ButtonLink to="/">{intl.formatMessage(serviceMessages.viewFaq)}</ButtonLink>
            </div>
          </Card>
        </>
      }
    >
      <Card as="section" className="sp-card" aria-labelledby="process-title">
        <h2 id="process-title" className="sp-card__title">
          {intl.formatMessage(serviceMessages.processTitle)}
        </h2>
        <ol className="sp-process">
          {service.process.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <Card as="section" className="sp-card" aria-labelledby="request-form-title">
        <h2 id="request-form-title" className="sp-card__title">
          {intl.formatMessage(serviceMessages.formTitle)}
        </h2>
        <ServiceRequestForm key={service.slug} service={service} />
      </Card>
    </DepartmentsRecordPage>
  );
}
