import type { City } from 'schema-dts';
import { city } from '@springfield/shared';

/** Springfield as the area a city service or program serves (schema.org's areaServed). */
export function springfieldArea(): City {
  return { '@type': 'City', name: city.shortName };
}
