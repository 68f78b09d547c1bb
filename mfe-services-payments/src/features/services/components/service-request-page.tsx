import { RecordPageHeader, RecordNotFound, telHref, ButtonLink, Card } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import { getService, serviceNotFound } from '../data/services';
import { ServiceRequestForm } from './service-request-form';
import '../../../styles/area.css';
import './services.css';

/** /services/{slug}: a service's details, its process and its request form. */
export function ServiceRequestPage() {
  const { slug } = useParams();
  const service = getService(slug);
  if (!service) return <RecordNotFound {...serviceNotFound} />;
  return (
    <>
      <RecordPageHeader
        title={service.title}
        description={service.description}
        section={departmentsSection}
        back
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-stack sp-layout__aside">
            <Card as="section" className="sp-card" aria-labelledby="service-details-title">
              <h2 id="service-details-title" className="sp-card__title">
                Service Details
              </h2>
              <dl className="sp-info-list">
                <div>
                  <dt>Department</dt>
                  <dd>{service.department}</dd>
                </div>
                <div>
                  <dt>Processing Time</dt>
                  <dd>{service.estimatedTime}</dd>
                </div>
                <div>
                  <dt>Contact</dt>
                  <dd>
                    <a href={telHref(service.contact)}>{service.contact}</a>
                  </dd>
                </div>
              </dl>
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
          </div>
          <div className="sp-stack sp-layout__main">
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
              <ServiceRequestForm key={service.slug} fields={service.form.fields} />
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}
