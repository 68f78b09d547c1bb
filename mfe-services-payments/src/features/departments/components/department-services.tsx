import { telHref, Badge, Card } from '@springfield/shared';

export interface DepartmentServicesProps {
  services: readonly { name: string; description: string; contact: string; status?: string }[];
}

/** "Our Services": each service with its status badge (Active unless the data says Seasonal). */
export function DepartmentServices({ services }: DepartmentServicesProps) {
  return (
    <section className="sp-section" aria-labelledby="department-services-title">
      <h2 id="department-services-title">Our Services</h2>
      <ul className="sp-grid">
        {services.map((service) => {
          const status = service.status ?? 'Active';
          return (
            <Card as="li" key={service.name} className="sp-card">
              <div className="sp-card-header">
                <h3>{service.name}</h3>
                <Badge tone={status === 'Active' ? 'success' : 'warning'}>{status}</Badge>
              </div>
              <p>{service.description}</p>
              <p className="sp-muted">
                Contact: <a href={telHref(service.contact)}>{service.contact}</a>
              </p>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
