// A department page's structured data: the department as a GovernmentOrganization of the city, built from the
// facts the page shows in its header and its Contact & Hours card.
import { cityReference, internationalPhone } from '@springfield/shared';
import type { GovernmentOrganization, WithContext } from 'schema-dts';
import type { Department } from '../../../types/content';
import { departmentPath } from '../data/departments';
import { openingHoursOf } from './opening-hours';
import { postalAddressOf } from './postal-address';

/** What a department's page shows of it: every department's facts, and Public Works' e-mail address. */
export type DepartmentFacts = Pick<
  Department,
  'slug' | 'name' | 'description' | 'hours' | 'phone' | 'location'
> & {
  email?: string;
};

/**
 * The department as search engines read it. The address and the opening hours are left out when their text
 * cannot be read exactly (see postalAddressOf and openingHoursOf), rather than guessed. Opening hours belong
 * to a place in schema.org, not to an organization: they are the hours of the department's office, its
 * `location`, at the address the page shows.
 */
export function departmentStructuredData(department: DepartmentFacts): WithContext<GovernmentOrganization> {
  const address = postalAddressOf(department.location);
  const openingHours = openingHoursOf(department.hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    name: department.name,
    description: department.description,
    url: departmentPath(department.slug),
    ...(address ? { address } : {}),
    telephone: internationalPhone(department.phone),
    ...(department.email ? { email: department.email } : {}),
    ...(openingHours
      ? {
          location: {
            '@type': 'Place',
            ...(address ? { address } : {}),
            openingHoursSpecification: openingHours,
          },
        }
      : {}),
    parentOrganization: cityReference(),
  };
}
