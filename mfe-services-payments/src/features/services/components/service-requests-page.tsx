import { Card, langOf, RecordPageHeader } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import { servicesIn } from '../data/services';
import { statusMessages } from '../messages';
import { RequestLookupForm } from './request-lookup-form';
import '../../../styles/area.css';
import './services.css';

/**
 * /services/requests: "Check a request's status" (a GET form that leads to the request's status page) and the
 * services a new request can be sent for.
 */
export function ServiceRequestsPage() {
  const intl = useIntl();
  return (
    <>
      <RecordPageHeader
        title={intl.formatMessage(statusMessages.requestsTitle)}
        description={intl.formatMessage(statusMessages.requestsDescription)}
        section={departmentsSection(intl)}
        back
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-stack sp-layout__main">
            <RequestLookupForm />
          </div>
          <div className="sp-stack sp-layout__aside">
            <Card as="section" className="sp-card" aria-labelledby="new-request-title">
              <h2 id="new-request-title" className="sp-card__title">
                {intl.formatMessage(statusMessages.newRequest)}
              </h2>
              <ul className="sp-link-list">
                {servicesIn().map((service) => (
                  <li key={service.slug} {...langOf(service)}>
                    <Link to={`/services/${service.slug}`}>{service.title}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}
