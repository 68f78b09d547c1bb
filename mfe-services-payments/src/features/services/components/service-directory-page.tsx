import { RecordPageHeader, Card } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import { services } from '../data/services';
import { REQUESTS_PATH } from '../data/service-requests';
import { ServiceFacts } from './service-facts';
import '../../../styles/area.css';
import './services.css';

/** /services: the directory the Departments page links to (the spec names the route but shows no screen). */
export function ServiceDirectoryPage() {
  return (
    <>
      <RecordPageHeader
        title="Service Directory"
        description="Every service you can request online, with the department that handles it."
        section={departmentsSection}
        back
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body">
          <ul className="sp-grid sp-grid--wide">
            {services.map((service) => (
              <Card as="li" key={service.slug} className="sp-card">
                <h2 className="sp-card__title">
                  <Link to={`/services/${service.slug}`}>{service.title}</Link>
                </h2>
                <p>{service.description}</p>
                <ServiceFacts service={service} timeLabel="Estimated time" />
              </Card>
            ))}
          </ul>
          <p>
            Already sent a request? <Link to={REQUESTS_PATH}>Check a request&apos;s status</Link> with its
            number.
          </p>
        </div>
      </div>
    </>
  );
}
