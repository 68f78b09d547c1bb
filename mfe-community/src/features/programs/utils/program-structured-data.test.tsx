import { city, internationalPhone } from '@springfield/shared';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { getProgramDetail } from '../data/program-details';
import { programPath, programs } from '../data/programs';
import { programProvider } from './program-structured-data';
import { renderAsServer } from '../../../testing/render-page';

const programsWithPages = programs.filter((program) => getProgramDetail(program.id));

/** What the contact card shows beside a label ("Office", "Email", "Phone"). */
function contactFact(label: string): string {
  const card = screen.getByRole('region', { name: 'Contact Information' });
  return within(card).getByText(label).nextElementSibling?.textContent ?? '';
}

describe('a program page’s structured data', () => {
  it.each(programsWithPages.map((program) => [program.id, program] as const))(
    '/programs/%s is a government service named, described and provided as the page shows',
    async (_id, program) => {
      const { structuredData } = await renderAsServer(routes, programPath(program.id));
      const services = structuredData.filter((data) => data['@type'] === 'GovernmentService');
      expect(new Set(services.map((data) => JSON.stringify(data))).size).toBe(1);
      expect(services[0]).toEqual({
        '@context': 'https://schema.org',
        '@type': 'GovernmentService',
        name: screen.getByRole('heading', { level: 1 }).textContent,
        description: screen.getByText(program.description).textContent,
        url: programPath(program.id),
        provider: {
          '@type': 'GovernmentOrganization',
          name: contactFact('Office'),
          email: contactFact('Email'),
          telephone: internationalPhone(contactFact('Phone')),
          parentOrganization: {
            '@type': 'GovernmentOrganization',
            '@id': '/#city',
            name: city.name,
            url: '/',
          },
        },
        areaServed: { '@type': 'City', name: city.shortName },
      });
      // The page shows no picture, so the service has none.
      expect(screen.queryByRole('img')).toBeNull();
    },
  );

  it('reports nothing for a program that does not exist', async () => {
    const { structuredData } = await renderAsServer(routes, '/programs/no-such-program');
    expect(screen.getByRole('heading', { level: 1, name: 'Program Not Found' })).toBeInTheDocument();
    expect(structuredData).toEqual([]);
  });

  it('names the city as the provider when the data names no office', () => {
    expect(programProvider({ name: ' ', email: '', phone: '', office: '' })).toMatchObject({
      '@id': '/#city',
    });
  });
});
