import { city, cityReference, internationalPhone } from '@springfield/shared';
import { collectStructuredData, renderRoutes } from '@springfield/shared/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { serviceRequestPath, services } from '../data/services';
import { serviceProvider } from './service-structured-data';

/** The service object of a page as the tests read it. */
interface EmittedService {
  '@context': string;
  '@type': string;
  name: string;
  description: string;
  url: string;
  provider: { '@type': string; name: string; url: string };
  areaServed: { '@type': string; name: string };
  availableChannel: {
    '@type': string;
    serviceUrl: string;
    servicePhone?: { '@type': string; telephone: string };
  };
}

function serviceOf(path: string): EmittedService {
  const { structuredData } = collectStructuredData(() => renderRoutes(routes, path));
  const found = structuredData.filter((object) => object['@type'] === 'GovernmentService');
  expect(found.length).toBeGreaterThan(0);
  return found[0] as unknown as EmittedService;
}

/** A fact of the Service Details card, as shown: the element after its label. */
function shownDetail(label: string): HTMLElement {
  const card = screen.getByRole('region', { name: 'Service Details' });
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('a service page gives search engines the service', () => {
  it.each(services.map((service) => [serviceRequestPath(service.slug)] as const))(
    '%s: a GovernmentService with what the page shows',
    (path) => {
      const service = serviceOf(path);
      expect(service['@context']).toBe('https://schema.org');
      expect(service).toMatchObject({
        name: screen.getByRole('heading', { level: 1 }).textContent,
        description: document.querySelector('.sf-page-header__description')?.textContent,
        url: path,
        provider: { '@type': 'GovernmentOrganization', name: shownDetail('Department').textContent },
        availableChannel: {
          '@type': 'ServiceChannel',
          serviceUrl: path,
          servicePhone: {
            '@type': 'ContactPoint',
            telephone: internationalPhone(within(shownDetail('Contact')).getByRole('link').textContent ?? ''),
          },
        },
      });
      // The request form is on the page, and sends to it.
      expect(document.querySelector('form')).toHaveAttribute('action', service.availableChannel.serviceUrl);
      // The city the page's services are for, as the city's address names it.
      expect(service.areaServed['@type']).toBe('City');
      expect(city.address.locality.startsWith(`${service.areaServed.name} `)).toBe(true);
    },
  );

  it.each(services.map((service) => [serviceRequestPath(service.slug)] as const))(
    "%s: its provider's page is that department's",
    (path) => {
      const { provider } = serviceOf(path);
      cleanup();
      renderRoutes(routes, provider.url);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(provider.name);
    },
  );

  it('names the city as the provider of a service whose department has no page', () => {
    expect(serviceProvider('Office of the City Clerk')).toEqual(cityReference());
  });

  it('gives nothing for a service that does not exist', () => {
    const { structuredData } = collectStructuredData(() => renderRoutes(routes, '/services/unknown'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Service Not Found');
    expect(structuredData).toEqual([]);
  });
});
