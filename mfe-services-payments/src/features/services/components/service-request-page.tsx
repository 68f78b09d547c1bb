import { RecordNotFound, telHref, ButtonLink, Card, useStructuredData } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { DepartmentsRecordPage } from '../../../components/departments-page/departments-record-page';
import { getService, serviceNotFound } from '../data/services';
import { serviceStructuredData } from '../utils/service-structured-data';
import { ServiceFacts } from './service-facts';
import { ServiceRequestForm } from './service-request-form';
import './services.css';

/** /services/{slug}: a service's details, its process and its request form. */
export function ServiceRequestPage() {
  const { slug } = useParams();
  const service = getService(slug);
  useStructuredData(service ? serviceStructuredData(service) : undefined);
  if (!service) return <RecordNotFound {...serviceNotFound} />;
  return (
    <DepartmentsRecordPage
      title={service.title}
      description={service.description}
      aside={
        <>
          <Card as="section" className="sp-card" aria-labelledby="service-details-title">
            <h2 id="service-details-title" className="sp-card__title">
              Service Details
            </h2>
            <ServiceFacts service={service} timeLabel="Processing Time" />
          </Card>
          <Card as="section" className="sp-card" aria-labelledby="need-help-title">
            <h2 id="need-help-title" className="sp-card__title">
              Need Help?
            </h2>
            <p>Questions about this service? Our staff are here to help.</p>
            <div className="sp-actions">
              <ButtonLink variant="primary" href={telHref(service.contact)}>
                Call Support
              </ButtonLink>
              <ButtonLink to="/">View FAQ</ButtonLink>
            </div>
          </Card>
        </>
      }
    >
      <Card as="section" className="sp-card" aria-labelledby="process-title">
        <h2 id="process-title" className="sp-card__title">
          Process Overview
        </h2>
        <ol className="sp-process">
          {service.process.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <Card as="section" className="sp-card" aria-labelledby="request-form-title">
        <h2 id="request-form-title" className="sp-card__title">
          Submit a Request
        </h2>
        <ServiceRequestForm key={service.slug} service={service} />
      </Card>
    </DepartmentsRecordPage>
  );
}
