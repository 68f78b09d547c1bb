// What a document's page tells search engines, with the PDF the build published of it (its encoding).
import type { DigitalDocument, GovernmentOrganization, MediaObject, WithContext } from 'schema-dts';
import { cityDateTime, cityReference } from '@springfield/shared';
import { governmentDocumentFile } from '../../../documents/document-paths';
import type { GovernmentDocument } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';
import { documentPath } from '../data/government-documents';

/** The department the page names as the document's, one of the city's. */
function documentDepartment(doc: GovernmentDocument): GovernmentOrganization {
  return { '@type': 'GovernmentOrganization', name: doc.department, parentOrganization: cityReference() };
}

/** The document's PDF: its address and size, as the page's Download PDF link gives them. */
function documentEncoding(doc: GovernmentDocument): MediaObject {
  const { href, size } = documentLink(governmentDocumentFile(doc));
  return {
    '@type': 'MediaObject',
    contentUrl: href,
    encodingFormat: 'application/pdf',
    ...(size ? { contentSize: size } : {}),
  };
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
    encoding: documentEncoding(doc),
  };
}
