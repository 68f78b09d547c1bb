// Structured data (schema.org as JSON-LD) that a page gives search engines, written by the area that owns the
// page from the same data it renders. A page's component reports it while it renders on the server
// (useStructuredData); the shell's renderer writes it into the page's head, with every site path made an
// absolute address, and adds the frame's own (the city and the site on Home, the breadcrumb on every page
// below it). Nothing is sent to the browser's script: search engines read the first response.
import type { GovernmentOrganization, Thing, WithContext } from 'schema-dts';
import { city } from '../content/city';
import { reportToServer } from '../hooks/use-page-title';

/** One JSON-LD object of a page, typed with schema-dts (e.g. `WithContext<NewsArticle>`). */
export type StructuredData = WithContext<Thing>;

export { CITY_TIME_ZONE, cityDateTime, zoneOffsetMinutes } from '../formatters/city-time';

/** The city's logo for search engines and link previews (a raster image: they do not take SVG). */
export const CITY_LOGO = '/images/city-logo.png';
/** The picture of a page that has none of its own, in link previews (1200 × 630). */
export const CITY_SHARE_IMAGE = '/images/city-share.png';
export const CITY_SHARE_IMAGE_ALT = 'The emblem of the City of Springfield: City Hall in a white circle';

/** "(555) 123-4567" → "+1-555-123-4567", the form schema.org's telephone is read in. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10
    ? `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : phone;
}

/** City Hall's address as schema.org writes one ("Springfield, IL 62701" split into its parts). */
export function cityHallAddress() {
  const [locality, regionAndCode] = city.address.locality.split(', ');
  const [region, postalCode] = (regionAndCode ?? '').split(' ');
  return {
    '@type': 'PostalAddress',
    streetAddress: city.address.street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: 'US',
  } as const;
}

/** The node every page's data refers to as the city (publisher, organizer, provider): Home describes it whole. */
export const CITY_ID = '/#city';

/** The city as a reference: what an article's publisher or an event's organizer is. */
export function cityReference(): Exclude<GovernmentOrganization, string> {
  return { '@type': 'GovernmentOrganization', '@id': CITY_ID, name: city.name, url: '/' };
}

/**
 * Gives search engines a page's structured data: called by the page's component with what it renders. On the
 * server, the renderer writes it into the page's head; in the browser, it does nothing.
 */
export function useStructuredData(data: StructuredData | readonly StructuredData[] | undefined): void {
  if (!data) return;
  const list = Array.isArray(data) ? (data as readonly StructuredData[]) : [data as StructuredData];
  reportToServer({ structuredData: list });
}
