import { Card, langOf, sharedWord, type Localized } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Service } from '../../../types/content';
import { departmentMessages } from '../messages';

export interface QuickServicesProps {
  services: readonly Localized<Service>[];
}

/** The four most requested services, each linking to its request page. */
export function QuickServices({ services }: QuickServicesProps) {
  const intl = useIntl();
  const untranslated = services.some((service) => service.lang !== intl.locale);
  return (
    <section className="sp-section" aria-labelledby="quick-services-title">
      <h2 id="quick-services-title">{intl.formatMessage(departmentMessages.quickServices)}</h2>
      {untranslated ? (
        <p className="sf-untranslated" role="note">
          {sharedWord('untranslatedItems')}
        </p>
      ) : null}
      <ul className="sp-grid">
        {services.map((service) => (
          <Card as="li" key={service.slug} className="sp-card">
            <h3 {...langOf(service)}>
              <Link to={`/services/${service.slug}`}>{service.title}</Link>
            </h3>
            <p {...langOf(service)}>{service.description}</p>
            <p className="sp-muted">
              {intl.formatMessage(departmentMessages.estimatedTime, {
                time: <span {...langOf(service)}>{service.estimatedTime}</span>,
              })}
            </p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
