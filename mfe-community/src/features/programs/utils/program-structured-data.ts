// What a program's own page tells search engines. A program is described as a government service rather than
// a schema.org Project: what the page offers a resident (rebates, grants, requests, classes) is a service the
// city provides through one office, with that office's contact; Project is a kind of Organization and has
// no provider, which is what the page names.
import type { GovernmentOrganization, GovernmentService, WithContext } from 'schema-dts';
import { cityReference, internationalPhone } from '@springfield/shared';
import type { Program } from '../../../types/content';
import { springfieldArea } from '../../../utils/area-served';
import type { ProgramContact } from '../data/program-details';
import { programPath } from '../data/programs';

/** The office that runs the program, as its contact card names it; the city when the data names none. */
export function programProvider(contact: ProgramContact): GovernmentOrganization {
  if (!contact.name.trim()) return cityReference();
  return {
    '@type': 'GovernmentOrganization',
    name: contact.name,
    email: contact.email,
    telephone: internationalPhone(contact.phone),
    parentOrganization: cityReference(),
  };
}

/** /programs/{id}: the program as the city service it is. The page shows no picture of its own. */
export function programStructuredData(
  program: Program,
  contact: ProgramContact,
): WithContext<GovernmentService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentService',
    name: program.title,
    description: program.description,
    url: programPath(program.id),
    provider: programProvider(contact),
    areaServed: springfieldArea(),
  };
}
