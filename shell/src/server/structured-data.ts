// The frame's structured data: the city and the site on Home, and every page's breadcrumb as a BreadcrumbList;
// and the step that makes the site paths of every area's objects absolute addresses, as search engines want.
import {
  CITY_ID,
  CITY_LOGO,
  city,
  cityHallAddress,
  internationalPhone,
  SITE_NAME,
  type StructuredData,
} from '@springfield/shared';
import type { BreadcrumbList, GovernmentOrganization, WebSite, WithContext } from 'schema-dts';
import { SEARCH_PATH } from '../features/search/data/load-records';

const CONTEXT = 'https://schema.org' as const;

/** The city itself and the site with its search, on Home: what a search engine shows as the city's panel. */
export function frameStructuredData(): StructuredData[] {
  const organization: WithContext<GovernmentOrganization> = {
    '@context': CONTEXT,
    '@type': 'GovernmentOrganization',
    '@id': CITY_ID,
    name: city.name,
    url: '/',
    logo: CITY_LOGO,
    address: cityHallAddress(),
    telephone: internationalPhone(city.mainPhone),
    email: city.infoEmail,
    sameAs: [...city.profiles],
  };
  const site: WithContext<WebSite> = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': '/#website',
    name: SITE_NAME,
    url: '/',
    publisher: { '@id': CITY_ID },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SEARCH_PATH}?q={search_term_string}` },
      // schema.org's form for the placeholder the template names; schema-dts does not type it.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
  return [organization, site];
}

/** The page's visible breadcrumb as search engines read one: the current page (last item) has no address. */
export function breadcrumbList(items: readonly { label: string; to?: string }[]): StructuredData {
  const list: WithContext<BreadcrumbList> = {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.to && index < items.length - 1 ? { item: item.to } : {}),
    })),
  };
  return list;
}

/** The properties whose values are addresses: a site path there becomes an absolute address. */
const ADDRESS_KEYS = new Set([
  'url',
  '@id',
  'image',
  'logo',
  'item',
  'contentUrl',
  'target',
  'urlTemplate',
  'thumbnailUrl',
  'mainEntityOfPage',
  'sameAs',
  'serviceUrl',
]);

/** The properties whose values are pictures: an SVG there is named by its PNG (see below). */
const PICTURE_KEYS = new Set(['image', 'logo', 'thumbnailUrl']);

/**
 * A picture as search engines and link previews take it: an absolute address, and the PNG where it names an
 * SVG. They want pictures of a known size (Google: at least 50,000 pixels), which an SVG has not; every build
 * draws a PNG beside each of its SVG pictures (tooling's raster copies). The one place this is decided: the
 * structured data and the page's Open Graph picture both come through here.
 */
export function publishedPicture(address: string, origin: string): string {
  const picture = new URL(address, `${origin}/`);
  picture.pathname = picture.pathname.replace(/\.svg$/, '.png');
  return picture.href;
}

function absolute(value: unknown, origin: string, key: string): unknown {
  if (typeof value === 'string') {
    if (PICTURE_KEYS.has(key)) return publishedPicture(value, origin);
    if (ADDRESS_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => absolute(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([inner, v]) => [inner, absolute(v, origin, inner)]));
  }
  return value;
}

/**
 * The objects with every site path under an address property ("/news/x", "/#city", an image's "/assets/…")
 * made absolute at the site's origin ("https://www.springfield.gov/news/x"), and each SVG picture named by its
 * PNG. Addresses already absolute (a remote's image on its CDN) stay where they are.
 */
export function absoluteAddresses(objects: readonly StructuredData[], origin: string): StructuredData[] {
  return objects.map((object) => absolute(object, origin, '') as StructuredData);
}
