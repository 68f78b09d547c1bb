import { FileTextOutlined } from '@ant-design/icons';
import { langOf, type Locale } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { governmentDocumentFile } from '../../../documents/document-paths';
import { useAreaIntl } from '../../../i18n/area-intl';
import type { GovernmentDocument } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';
import { UntranslatedNote } from '../../government/components/section-heading';
import { documentPath } from '../data/government-documents';
import { documentMessages as m } from '../messages';
import { categoryNames } from '../utils/document-words';

export interface RelatedDocumentsProps {
  documents: readonly (GovernmentDocument & { lang?: Locale })[];
}

export function RelatedDocuments({ documents }: RelatedDocumentsProps) {
  const intl = useAreaIntl();
  return (
    <section className="gov-doc__related" aria-labelledby="gov-doc-related-title">
      <h2 id="gov-doc-related-title">{intl.formatMessage(m.relatedTitle)}</h2>
      <UntranslatedNote records={documents} />
      <ul className="gov-doc__related-list">
        {documents.map((doc) => (
          <li key={doc.slug} className="gov-doc__card gov-doc__related-card">
            <FileTextOutlined className="gov-doc__related-icon" aria-hidden />
            <div>
              <h3>
                <Link to={documentPath(doc)} {...langOf(doc)}>
                  {doc.title}
                </Link>
              </h3>
              <p className="gov-doc__muted">
                {[
                  intl.formatMessage(categoryNames[doc.category]),
                  doc.fileType,
                  documentLink(governmentDocumentFile(doc)).size,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p {...langOf(doc)}>{doc.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
