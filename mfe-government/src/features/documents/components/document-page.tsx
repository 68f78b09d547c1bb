import { RecordPageHeader, RecordNotFound, useStructuredData } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import {
  documentNotFound,
  getGovernmentDocument,
  governmentSection,
  relatedDocuments,
} from '../data/government-documents';
import { documentStructuredData } from '../utils/document-structured-data';
import { DocumentContent } from './document-content';
import { DocumentInfoCard } from './document-info-card';
import { DocumentPreview } from './document-preview';
import { DocumentTimeline } from './document-timeline';
import { RelatedDocuments } from './related-documents';
import '../documents.css';

/** /government/{category}/{slug}: one government document, or its not-found view. */
export function DocumentPage() {
  const { category = '', slug = '' } = useParams();
  const doc = getGovernmentDocument(category, slug);
  useStructuredData(doc && documentStructuredData(doc));
  if (!doc) return <RecordNotFound {...documentNotFound} />;
  return (
    <>
      <RecordPageHeader title={doc.title} description={doc.description} section={governmentSection} back />
      <div className="sf-container gov-doc">
        <div className="gov-doc__main">
          <DocumentPreview doc={doc} />
          <DocumentContent html={doc.content} />
        </div>
        <div className="gov-doc__aside">
          <DocumentInfoCard doc={doc} />
          {doc.timeline?.length ? <DocumentTimeline entries={doc.timeline} /> : null}
        </div>
        <RelatedDocuments documents={relatedDocuments(doc)} />
      </div>
    </>
  );
}
