// What a document's page tells search engines. The page's Download PDF is a simulation (no file is served),
// so the document has no MediaObject: an address that answers 404 would be worse than none.
import type { DigitalDocument, GovernmentOrganization, WithContext } from 'schema-dts';
import { cityDateTime, cityReference } from '@springfield/shared';
import type { GovernmentDocument } from '../../../types/content';
import { documentPath } from '../data/government-documents';

/** The department the page names as the document's, one of the city's. */
function documentDepartment(doc: GovernmentDocument): GovernmentOrganization {
  return { '@type': 'GovernmentOrganization', name: doc.department, parentOrganization: cityReference() };
}

/** /government/{category}/{slug}: the document, written by its department and published by the city. */
export function documentStructuredData(doc: GovernmentDocument): WithContext<DigitalDocument> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DigitalDocument',
    name: doc.title,
    description: doc.description,
    url: documentPath(doc),
    datePublished: cityDateTime(doc.publishDate),
    version: doc.version,
    author: documentDepartment(doc),
    publisher: cityReference(),
  };
}
