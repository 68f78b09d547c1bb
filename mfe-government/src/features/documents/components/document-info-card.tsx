import { ShareAltOutlined } from '@ant-design/icons';
import { formatLongDate, ShareButton } from '@springfield/shared';
import { DownloadLink } from '../../../components/download-link';
import { governmentDocumentFile } from '../../../documents/document-paths';
import type { GovernmentDocument } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';

export interface DocumentInfoCardProps {
  doc: GovernmentDocument;
}

export function DocumentInfoCard({ doc }: DocumentInfoCardProps) {
  const file = governmentDocumentFile(doc);
  // The size and pages are those of the PDF the build made of this document.
  const { size, pages } = documentLink(file);
  const facts: [string, string | undefined][] = [
    ['Category', doc.category],
    ['File Type', doc.fileType],
    ['File Size', size],
    ['Pages', pages === undefined ? undefined : String(pages)],
    ['Version', doc.version],
    ['Published', formatLongDate(doc.publishDate)],
    ['Department', doc.department],
  ];
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-info-title">
      <h2 id="gov-doc-info-title">Document Information</h2>
      <dl className="gov-doc__facts">
        {facts.map(([label, value]) =>
          value === undefined ? null : (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      <div className="gov-doc__actions">
        <DownloadLink variant="primary" block file={file} item={doc.title}>
          Download PDF
        </DownloadLink>
        <ShareButton what="document" title={doc.title} block icon={<ShareAltOutlined aria-hidden />}>
          Share Document
        </ShareButton>
      </div>
    </section>
  );
}
