import { city } from '@springfield/shared';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import type { FaqPageText } from '../../../types/content';
import {
  parkingPermitApplyPage,
  parkingPermitPage,
  parkingPermitTypeApplyPage,
  parkingPermitTypes,
} from '../data/parking-permits';
import { registrationMethods, voterRegistrationPage } from '../data/voter-registration';
import { permitPrice } from './faq-structured-data';
import { renderAsServer } from '../../../testing/render-page';

/** The one object of a type the page reported (a repeated render reports the same one again). */
async function reportedOfType(path: string, type: string): Promise<Record<string, unknown>> {
  const { structuredData } = await renderAsServer(routes, path);
  const found = structuredData.filter((data) => data['@type'] === type);
  expect(new Set(found.map((data) => JSON.stringify(data))).size).toBe(1);
  expect(structuredData.some((data) => data['@type'] === 'FAQPage')).toBe(false);
  return found[0];
}

/** The page's h1 and the lead under it, as a visitor reads them. */
function pageHeader(page: FaqPageText): { title: string; lead: string } {
  const title = screen.getByRole('heading', { level: 1 }).textContent ?? '';
  return { title, lead: screen.getByText(page.description).textContent ?? '' };
}

describe('the FAQ pages’ structured data', () => {
  it.each([parkingPermitPage, voterRegistrationPage])(
    '$path is a web page about a city service, named and described as its header (no questions: no FAQPage)',
    async (page) => {
      const webPage = await reportedOfType(page.path, 'WebPage');
      const { title, lead } = pageHeader(page);
      expect(webPage).toMatchObject({
        '@context': 'https://schema.org',
        name: title,
        description: lead,
        url: page.path,
        mainEntity: {
          '@type': 'GovernmentService',
          name: title,
          description: lead,
          provider: { '@type': 'GovernmentOrganization', '@id': '/#city', name: city.name },
          areaServed: { '@type': 'City', name: city.shortName },
        },
      });
    },
  );

  it('offers each permit type the parking page shows, with the fee in its Cost', async () => {
    const webPage = await reportedOfType(parkingPermitPage.path, 'WebPage');
    const types = screen.getByRole('region', { name: 'Permit Types' });
    const cards = within(types)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li'));
    const shown = cards.map((card) => {
      const view = within(card as HTMLElement);
      const cost = view.getByText('Cost').nextElementSibling?.textContent ?? '';
      return { name: view.getByRole('heading', { level: 3 }).textContent, cost };
    });
    expect(shown).toHaveLength(parkingPermitTypes.length);
    expect(webPage).toMatchObject({
      mainEntity: {
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          itemListElement: shown.map(({ name, cost }) => ({
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name },
            priceSpecification: permitPrice(cost),
          })),
        },
      },
    });
  });

  it('reads a fee as a price, a fee per day as a unit price, and no price from words', async () => {
    expect(permitPrice('$25')).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 25,
      priceCurrency: 'USD',
    });
    expect(permitPrice('$15/day')).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 15,
      priceCurrency: 'USD',
      unitText: 'day',
    });
    expect(permitPrice('Free')).toBeUndefined();
  });

  it('gives the ways to register the voter page shows as the service’s channels', async () => {
    const webPage = await reportedOfType(voterRegistrationPage.path, 'WebPage');
    const ways = screen.getByRole('region', { name: 'Ways to Register' });
    const names = within(ways)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(registrationMethods.map((method) => method.method));
    expect(webPage).toMatchObject({
      mainEntity: {
        availableChannel: registrationMethods.map((method) => ({
          '@type': 'ServiceChannel',
          name: method.method,
          description: within(ways).getByText(method.description).textContent,
        })),
      },
    });
  });

  it.each([parkingPermitApplyPage, parkingPermitTypeApplyPage(parkingPermitTypes[1])])(
    '$path gives the ways to apply as the service’s channels, with City Hall’s address and number',
    async (page) => {
      const webPage = await reportedOfType(page.path, 'WebPage');
      const { title, lead } = pageHeader(page);
      const cityHall = {
        '@type': 'PostalAddress',
        streetAddress: '100 Main Street',
        addressLocality: 'Springfield',
        addressRegion: 'IL',
        postalCode: '62701',
      };
      expect(webPage).toMatchObject({
        name: title,
        description: lead,
        url: page.path,
        mainEntity: {
          '@type': 'GovernmentService',
          name: title,
          availableChannel: [
            { name: 'In Person', serviceLocation: { name: 'Springfield City Hall', address: cityHall } },
            { name: 'By Phone', servicePhone: { telephone: '+1-555-123-4567' } },
            { name: 'By Mail', servicePostalAddress: cityHall },
          ],
        },
      });
    },
  );

  it('offers the one permit type a How to Apply page is about, with its fee', async () => {
    const visitor = parkingPermitTypes[1];
    const withType = await reportedOfType(parkingPermitTypeApplyPage(visitor).path, 'WebPage');
    expect(withType).toMatchObject({
      mainEntity: {
        offers: {
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: visitor.type },
          priceSpecification: permitPrice(visitor.cost),
        },
      },
    });
    const general = await reportedOfType(parkingPermitApplyPage.path, 'WebPage');
    expect(general.mainEntity).not.toHaveProperty('offers');
  });
});
