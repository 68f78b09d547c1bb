import { telHref, Badge, Card } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { departmentMessages } from '../messages';

export interface DepartmentServicesProps {
  services: readonly { name: string; description: string; contact: string; status?: string }[];
}

/** "Our Services": each service with its status badge (Active unless the data says Seasonal). */
export function DepartmentServices({ services }: DepartmentServicesProps) {
  const intl = useIntl();
  return (
    <section className="sp-section" aria-labelledby="department-services-title">
      <h2 id="department-services-title">{intl.formatMessage(departmentMessages.ourServices)}</h2>
      <ul className="sp-grid">
        {services.map((service) => {
          const status = service.status ?? 'Active';
          return (
            <Card as="li" key={service.name} className="sp-card">
              <div className="sp-card-header">
                <h3>{service.name}</h3>
                <Badge tone={status === 'Active' ? 'success' : 'warning'}>
                  {intl.formatMessage(
                    status === 'Active' ? departmentMessages.active : departmentMessages.seasonal,
                  )}
                </Badge>
              </div>
              <p>{service.description}</p>
              <p className="sp-muted">
                {intl.formatMessage(departmentMessages.serviceContact, {
                  phone: service.contact,
                  tel: (chunks: ReactNode) => <a href={telHref(service.contact)}>{chunks}</a>,
                })}
              </p>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
