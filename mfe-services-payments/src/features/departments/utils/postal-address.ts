// A department's location as the page shows it ("100 Main Street, Suite 300, Springfield, IL 62701") split
// into schema.org's PostalAddress, as shared's cityHallAddress() splits City Hall's.
import { cityHallAddress } from '@springfield/shared';
import type { PostalAddress } from 'schema-dts';

/** Street (with any suite), then the city, then the state and ZIP code: the form every location is written in. */
const US_ADDRESS = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/**
 * "200 Justice Way, Springfield, IL 62701" → street "200 Justice Way", locality "Springfield", region "IL",
 * postal code "62701", in the city's country. Undefined when the text is not in that form: an address split
 * by guesswork would send people to the wrong place.
 */
export function postalAddressOf(location: string): PostalAddress | undefined {
  const parts = US_ADDRESS.exec(location.trim());
  if (!parts) return undefined;
  const [, streetAddress, addressLocality, addressRegion, postalCode] = parts;
  return {
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
    // The departments are the city's: they share City Hall's country.
    addressCountry: cityHallAddress().addressCountry,
  };
}

/**
 * "100 Main Street, Suite 300, Springfield, IL 62701" → "100 Main Street, Suite 300": the street part a
 * department card shows. The whole text when it is not a full address (the schema lets none through).
 */
export function streetOf(location: string): string {
  return US_ADDRESS.exec(location.trim())?.[1] ?? location;
}
