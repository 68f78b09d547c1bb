// What the FAQ pages tell search engines. Neither page is a list of questions and answers (it shows permit
// types, steps, dates and places), so it is not an FAQPage: each is a web page about one city service.
import type {
  GovernmentService,
  Offer,
  ServiceChannel,
  UnitPriceSpecification,
  WebPage,
  WithContext,
} from 'schema-dts';
import { city, cityHallAddress, cityReference, internationalPhone } from '@springfield/shared';
import type { FaqPageText, ParkingPermitType, VoterRegistrationMethod } from '../../../types/content';
import { springfieldArea } from '../../../utils/area-served';

/** "$25" → 25 USD; "$15/day" → 15 USD a day; a cost in words has no price search engines could read. */
export function permitPrice(cost: string): UnitPriceSpecification | undefined {
  const match = /^\$(\d+(?:\.\d{1,2})?)(?:\/(\w+))?$/.exec(cost.trim());
  if (!match) return undefined;
  const [, amount, unit] = match;
  return {
    '@type': 'UnitPriceSpecification',
    price: Number(amount),
    priceCurrency: 'USD',
    ...(unit ? { unitText: unit } : {}),
  };
}

/** A permit type as the city offers it: its name, what it is for and its fee. */
function permitOffer(permit: ParkingPermitType): Offer {
  const price = permitPrice(permit.cost);
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: permit.type, description: permit.description },
    ...(price ? { priceSpecification: price } : {}),
  };
}

/** The service a page is about, named and described as the page's header does. */
function pageService(page: FaqPageText): GovernmentService {
  return {
    '@type': 'GovernmentService',
    name: page.title,
    description: page.description,
    provider: cityReference(),
    areaServed: springfieldArea(),
  };
}

function serviceWebPage(page: FaqPageText, service: GovernmentService): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: page.path,
    mainEntity: service,
  };
}

/** /faq/parking-permit: the parking permit service, with each permit type and its fee as an offer. */
export function parkingPermitStructuredData(
  page: FaqPageText,
  permits: readonly ParkingPermitType[],
): WithContext<WebPage> {
  return serviceWebPage(page, {
    ...pageService(page),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: page.title,
      itemListElement: permits.map(permitOffer),
    },
  });
}

/** The three ways the city takes a parking permit application, as the How to Apply page describes them. */
function permitApplicationChannels(): ServiceChannel[] {
  return [
    {
      '@type': 'ServiceChannel',
      name: 'In Person',
      serviceLocation: { '@type': 'Place', name: city.address.building, address: cityHallAddress() },
    },
    {
      '@type': 'ServiceChannel',
      name: 'By Phone',
      servicePhone: { '@type': 'ContactPoint', telephone: internationalPhone(city.mainPhone) },
    },
    { '@type': 'ServiceChannel', name: 'By Mail', servicePostalAddress: cityHallAddress() },
  ];
}

/**
 * /faq/parking-permit/apply (and /apply/{slug}): the parking permit service with the ways to apply as its
 * channels and, on one permit type's page, that type and its fee as the offer.
 */
export function parkingPermitApplyStructuredData(
  page: FaqPageText,
  permit?: ParkingPermitType,
): WithContext<WebPage> {
  return serviceWebPage(page, {
    ...pageService(page),
    availableChannel: permitApplicationChannels(),
    ...(permit ? { offers: permitOffer(permit) } : {}),
  });
}

/** A way to register (online, by mail, in person), as the page lists it. */
function registrationChannel(method: VoterRegistrationMethod): ServiceChannel {
  return { '@type': 'ServiceChannel', name: method.method, description: method.description };
}

/** /faq/voter-registration: the voter registration service, with the ways to register as its channels. */
export function voterRegistrationStructuredData(
  page: FaqPageText,
  methods: readonly VoterRegistrationMethod[],
): WithContext<WebPage> {
  return serviceWebPage(page, {
    ...pageService(page),
    availableChannel: methods.map(registrationChannel),
  });
}
