// A service page's structured data: the service as a GovernmentService of the city, built from the facts the
// page shows in its header and its Service Details card.
import { cityHallAddress, cityReference, internationalPhone } from '@springfield/shared';
import type { City, GovernmentOrganization, GovernmentService, WithContext } from 'schema-dts';
import { departmentPageNamed } from '../../departments/data/departments';
import type { Service } from '../../../types/content';
import { getService, serviceRequestPath } from '../data/services';

/**
 * Who provides the service: the department the service names, with its page, or the city itself when the
 * department has no page of its own.
 */
export function serviceProvider(departmentName: string): GovernmentOrganization {
  const page = departmentPageNamed(departmentName);
  return page ? { '@type': 'GovernmentOrganization', name: page.name, url: page.path } : cityReference();
}

/** The city the services are for, named as its address names it: "Springfield, IL". */
export function cityServed(): City {
  const { addressLocality, addressRegion } = cityHallAddress();
  return { '@type': 'City', name: `${addressLocality}, ${addressRegion}` };
}

/** The service as search engines read it: requested on its page (its form), or by the phone number it shows. */
export function serviceStructuredData(service: Service): WithContext<GovernmentService> {
  const path = serviceRequestPath(service.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentService',
    name: service.title,
    description: service.description,
    url: path,
    // The department's page is found by its English name (the service's words may be translated).
    provider: serviceProvider(getService(service.slug)?.department ?? service.department),
    areaServed: cityServed(),
    availableChannel: {
      '@type': 'ServiceChannel',
      serviceUrl: path,
      ...(service.contact
        ? { servicePhone: { '@type': 'ContactPoint', telephone: internationalPhone(service.contact) } }
        : {}),
    },
  };
}
