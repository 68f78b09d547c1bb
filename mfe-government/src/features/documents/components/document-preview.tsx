import { FilePdfOutlined } from '@ant-design/icons';
import type { GovernmentDocument } from '../../../types/content';
import { CONTENT_ID } from './document-content';
import { ButtonLink } from '@springfield/shared';

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
        <p className="gov-doc__muted">
          {doc.fileType} document · {doc.pages} pages · {doc.fileSize}
        </p>
        <ButtonLink variant="primary" className="gov-doc__preview-link" href={`#${CONTENT_ID}`}>
          View Full Document
        </ButtonLink>
      </div>
    </section>
  );
}
