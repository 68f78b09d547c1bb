import { FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { governmentDocumentFile } from '../../../documents/document-paths';
import type { GovernmentDocument } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';
import { documentPath } from '../data/government-documents';

export interface RelatedDocumentsProps {
  documents: readonly GovernmentDocument[];
}

export function RelatedDocuments({ documents }: RelatedDocumentsProps) {
  return (
    <section className="gov-doc__related" aria-labelledby="gov-doc-related-title">
      <h2 id="gov-doc-related-title">Related Documents</h2>
      <ul className="gov-doc__related-list">
        {documents.map((doc) => (
          <li key={doc.slug} className="gov-doc__card gov-doc__related-card">
            <FileTextOutlined className="gov-doc__related-icon" aria-hidden />
            <div>
              <h3>
                <Link to={documentPath(doc)}>{doc.title}</Link>
              </h3>
              <p className="gov-doc__muted">
                {[doc.category, doc.fileType, documentLink(governmentDocumentFile(doc)).size]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p>{doc.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
