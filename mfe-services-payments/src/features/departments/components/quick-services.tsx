import type { Service } from '../../../types/content';
import { Link } from 'react-router-dom';
import { Card } from '@springfield/shared';

export interface QuickServicesProps {
  services: readonly Service[];
}

/** The four most requested services, each linking to its request page. */
export function QuickServices({ services }: QuickServicesProps) {
  return (
    <section className="sp-section" aria-labelledby="quick-services-title">
      <h2 id="quick-services-title">Quick Services</h2>
      <ul className="sp-grid">
        {services.map((service) => (
          <Card as="li" key={service.slug} className="sp-card">
            <h3>
              <Link to={`/services/${service.slug}`}>{service.title}</Link>
            </h3>
            <p>{service.description}</p>
            <p className="sp-muted">Estimated time: {service.estimatedTime}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
