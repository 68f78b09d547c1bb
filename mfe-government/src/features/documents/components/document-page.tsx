import {
  Breadcrumb,
  langOf,
  RecordNotFound,
  sectionBackLabel,
  sharedWord,
  usePageTitle,
  useStructuredData,
  type Localized,
} from '@springfield/shared';
import { Link, useParams } from 'react-router-dom';
import { UntranslatedRecordNote } from '../../government/components/section-heading';
import type { GovernmentDocument } from '../../../types/content';
import {
  documentNotFoundIn,
  getGovernmentDocument,
  getGovernmentDocumentIn,
  governmentDocumentsIn,
  governmentSectionIn,
  relatedDocuments,
} from '../data/government-documents';
import { documentStructuredData } from '../utils/document-structured-data';
import { DocumentContent } from './document-content';
import { DocumentInfoCard } from './document-info-card';
import { DocumentPreview } from './document-preview';
import { DocumentTimeline } from './document-timeline';
import { RelatedDocuments } from './related-documents';
import '../documents.css';

/**
 * The document's header, as shared's RecordPageHeader draws one (Home > Government > document, the back link,
 * the h1): its title and description carry `lang="en"` where the document is shown in English.
 */
function DocumentHeader({ doc }: { doc: Localized<GovernmentDocument> }) {
  const section = governmentSectionIn();
  usePageTitle(doc.title, doc.description);
  return (
    <div className="sf-page-header">
      <div className="sf-container">
        <Breadcrumb
          items={[
            { label: sharedWord('home'), to: '/' },
            { label: section.label, to: section.to },
            { label: doc.title, ...langOf(doc) },
          ]}
        />
        <Link className="sf-back-link" to={section.to}>
          <span aria-hidden="true">←</span> {sectionBackLabel(section)}
        </Link>
        <h1 className="sf-page-header__title" {...langOf(doc)}>
          {doc.title}
        </h1>
        <div className="sf-page-header__description" {...langOf(doc)}>
          {doc.description}
        </div>
      </div>
    </div>
  );
}

/**
 * /government/{category}/{slug}: one government document, or its not-found view. A document not translated
 * into the page's language is shown in English: a note in the page's language, its texts marked `lang="en"`.
 */
export function DocumentPage() {
  const { category = '', slug = '' } = useParams();
  const english = getGovernmentDocument(category, slug);
  const doc = getGovernmentDocumentIn(category, slug);
  useStructuredData(english && documentStructuredData(english));
  if (!doc) return <RecordNotFound {...documentNotFoundIn()} />;
  return (
    <>
      <DocumentHeader doc={doc} />
      <div className="sf-container gov-doc">
        <div className="gov-doc__main">
          <UntranslatedRecordNote record={doc} />
          <DocumentPreview doc={doc} />
          <DocumentContent html={doc.content} lang={doc.lang} />
        </div>
        <div className="gov-doc__aside">
          <DocumentInfoCard doc={doc} />
          {doc.timeline?.length ? <DocumentTimeline entries={doc.timeline} lang={doc.lang} /> : null}
        </div>
        <RelatedDocuments documents={relatedDocuments(doc, 2, governmentDocumentsIn())} />
      </div>
    </>
  );
}
