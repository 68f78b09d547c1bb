import type { PostalAddress } from 'schema-dts';
import { cityHallAddress } from '@springfield/shared';

/** The end of a US address: a state's code and, when written, its ZIP code ("IL 62701"). */
const REGION_AND_POSTAL_CODE = /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/;

/**
 * An event's address as its page shows it ("400 Park Avenue, Springfield, IL 62702") in schema.org's parts.
 * The city's events are in Springfield: an address that names no city and state (a street alone) takes City
 * Hall's locality, state and ZIP code.
 */
export function eventPostalAddress(address: string): PostalAddress {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const regionAndCode = parts.length >= 2 ? REGION_AND_POSTAL_CODE.exec(parts[parts.length - 1]) : null;
  if (!regionAndCode) {
    const { addressLocality, addressRegion, postalCode } = cityHallAddress();
    return {
      '@type': 'PostalAddress',
      ...streetOf(parts),
      addressLocality,
      addressRegion,
      postalCode,
      addressCountry: 'US',
    };
  }
  const [, region, postalCode] = regionAndCode;
  return {
    '@type': 'PostalAddress',
    ...streetOf(parts.slice(0, -2)),
    addressLocality: parts[parts.length - 2],
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'US',
  };
}

/** The street part, left out when the address has none. */
function streetOf(parts: readonly string[]): { streetAddress?: string } {
  return parts.length > 0 ? { streetAddress: parts.join(', ') } : {};
}
