import { Card, RecordPageHeader } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import { services } from '../data/services';
import { RequestLookupForm } from './request-lookup-form';
import '../../../styles/area.css';
import './services.css';

/**
 * /services/requests: "Check a request's status" (a GET form that leads to the request's status page) and the
 * services a new request can be sent for.
 */
export function ServiceRequestsPage() {
  return (
    <>
      <RecordPageHeader
        title="Service Requests"
        description="Follow a request you sent to the city, or send a new one."
        section={departmentsSection}
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
                Send a New Request
              </h2>
              <ul className="sp-link-list">
                {services.map((service) => (
                  <li key={service.slug}>
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
