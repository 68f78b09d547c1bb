import governmentDocumentRecords from '../../../content/government-documents/index.collection';
import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { GovernmentDocument } from '../../../types/content';

/**
 * The government documents, in catalogue order (by category, then slug): one Markdown file each in
 * src/content/government-documents, its front matter the fields and its text the content.
 */
export const governmentDocuments = governmentDocumentRecords as readonly GovernmentDocument[];

/** The document at /government/{category}/{slug}, or undefined for any other pair (any string may arrive). */
export function getGovernmentDocument(category: string, slug: string): GovernmentDocument | undefined {
  return governmentDocuments.find((doc) => doc.categorySlug === category && doc.slug === slug);
}

/** The path of a document's page. */
export function documentPath(doc: GovernmentDocument): `/${string}` {
  return `/government/${doc.categorySlug}/${doc.slug}`;
}

/** Two other documents to read next, in catalogue order. */
export function relatedDocuments(doc: GovernmentDocument, count = 2): readonly GovernmentDocument[] {
  return governmentDocuments.filter((other) => other !== doc).slice(0, count);
}

/** Where a document's page leads back to. */
export const governmentSection: RecordSection = { label: 'Government', to: '/government' };

export const documentNotFound: RecordNotFoundProps = {
  title: 'Document Not Found',
  message: 'The requested document could not be found.',
  section: governmentSection,
};
