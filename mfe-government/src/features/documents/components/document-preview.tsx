import { FilePdfOutlined } from '@ant-design/icons';
import { ButtonLink } from '@springfield/shared';
import { governmentDocumentFile } from '../../../documents/document-paths';
import type { GovernmentDocument } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';
import { CONTENT_ID } from './document-content';

/** "PDF document · 2 pages · 19 KB": what the published file is. */
export function fileDescription(doc: GovernmentDocument): string {
  const { size, pages } = documentLink(governmentDocumentFile(doc));
  const pageCount = pages === undefined ? undefined : `${pages} ${pages === 1 ? 'page' : 'pages'}`;
  return [`${doc.fileType} document`, pageCount, size].filter(Boolean).join(' · ');
}

export interface DocumentPreviewProps {
  doc: GovernmentDocument;
}

/** A placeholder where the PDF would be embedded; the full text is on this page, below. */
export function DocumentPreview({ doc }: DocumentPreviewProps) {
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-preview-title">
      <h2 id="gov-doc-preview-title">Document Preview</h2>
      <div className="gov-doc__preview">
        <FilePdfOutlined className="gov-doc__preview-icon" aria-hidden />
        <p className="gov-doc__preview-name">{doc.title}</p>
        <p className="gov-doc__muted">{fileDescription(doc)}</p>
        <ButtonLink variant="primary" className="gov-doc__preview-link" href={`#${CONTENT_ID}`}>
          View Full Document
        </ButtonLink>
      </div>
    </section>
  );
}
