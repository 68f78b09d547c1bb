import governmentDocumentRecords, {
  translations as governmentDocumentTranslations,
} from '../../../content/government-documents/index.collection';
import {
  localizeRecords,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
  type RecordSection,
} from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { documentMessages } from '../messages';
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

/** The documents in a page's language. */
export function governmentDocumentsIn(locale?: Locale): readonly Localized<GovernmentDocument>[] {
  return localizeRecords(governmentDocuments, governmentDocumentTranslations, locale);
}

/** The document at /government/{category}/{slug} in a page's language, or undefined. */
export function getGovernmentDocumentIn(
  category: string,
  slug: string,
  locale?: Locale,
): Localized<GovernmentDocument> | undefined {
  return governmentDocumentsIn(locale).find((doc) => doc.categorySlug === category && doc.slug === slug);
}

/** The path of a document's page. */
export function documentPath(doc: GovernmentDocument): `/${string}` {
  return `/government/${doc.categorySlug}/${doc.slug}`;
}

/** Two other documents to read next, in catalogue order (in the language of the list given). */
export function relatedDocuments<T extends GovernmentDocument>(
  doc: GovernmentDocument,
  count = 2,
  among: readonly T[] = governmentDocuments as readonly T[],
): readonly T[] {
  return among.filter((other) => other.slug !== doc.slug).slice(0, count);
}

/** Where a document's page leads back to. */
export const governmentSection: RecordSection = { label: 'Government', to: '/government' };

/** Where a document's page leads back to, in the page's language. */
export function governmentSectionIn(locale?: Locale): RecordSection {
  return { ...governmentSection, label: areaIntl.intl(locale).formatMessage(documentMessages.section) };
}

/** The not-found view of a document's address, in the page's language. */
export function documentNotFoundIn(locale?: Locale): RecordNotFoundProps {
  const intl = areaIntl.intl(locale);
  return {
    title: intl.formatMessage(documentMessages.notFoundTitle),
    message: intl.formatMessage(documentMessages.notFoundText),
    section: governmentSectionIn(locale),
  };
}

export const documentNotFound: RecordNotFoundProps = {
  title: 'Document Not Found',
  message: 'The requested document could not be found.',
  section: governmentSection,
};
