import { DownloadOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, formatLongDate, notify } from '@springfield/shared';
import type { GovernmentDocument } from '../../../types/content';
import { simulateDownload } from '../../../utils/simulate-download';

export interface DocumentInfoCardProps {
  doc: GovernmentDocument;
}

async function shareLink(title: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    notify({
      title: 'Link Copied',
      description: `The link to ${title} has been copied to your clipboard.`,
      variant: 'success',
    });
  } catch {
    notify({
      title: 'Share Document',
      description: `Copy this address to share the document: ${window.location.href}`,
    });
  }
}

export function DocumentInfoCard({ doc }: DocumentInfoCardProps) {
  const facts: readonly [string, string][] = [
    ['Category', doc.category],
    ['File Type', doc.fileType],
    ['File Size', doc.fileSize],
    ['Pages', String(doc.pages)],
    ['Version', doc.version],
    ['Published', formatLongDate(doc.publishDate)],
    ['Department', doc.department],
  ];
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-info-title">
      <h2 id="gov-doc-info-title">Document Information</h2>
      <dl className="gov-doc__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="gov-doc__actions">
        <Button
          variant="primary"
          block
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => simulateDownload(doc.title)}
        >
          Download PDF
        </Button>
        <Button block icon={<ShareAltOutlined aria-hidden />} onClick={() => void shareLink(doc.title)}>
          Share Document
        </Button>
      </div>
    </section>
  );
}
