import { ShareAltOutlined } from '@ant-design/icons';
import {
  Button,
  COPY_BY_HAND_TOAST_DURATION,
  formatLongDate,
  notify,
  sharePage,
  useHydrated,
  type Locale,
} from '@springfield/shared';
import type { ReactNode } from 'react';
import { DownloadLink } from '../../../components/download-link';
import { governmentDocumentFile } from '../../../documents/document-paths';
import { useAreaIntl } from '../../../i18n/area-intl';
import type { GovernmentDocument } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';
import { documentMessages as m } from '../messages';
import { categoryNames } from '../utils/document-words';
import { recordText } from '../../government/components/section-heading';

export interface DocumentInfoCardProps {
  doc: GovernmentDocument & { lang?: Locale };
}

/**
 * Share Document: shared's ShareButton, with its toasts in the page's language (shared's say them in English).
 * Only script can share: not in the server's HTML.
 */
function ShareDocumentButton({ title, children }: { title: string; children: ReactNode }) {
  const intl = useAreaIntl();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const share = async () => {
    const url = window.location.href;
    const outcome = await sharePage({ title, text: title, url }, navigator);
    if (outcome === 'copied') {
      notify({
        title: intl.formatMessage(m.linkCopied),
        description: intl.formatMessage(m.linkCopiedText),
        variant: 'success',
      });
    } else if (outcome === 'unavailable') {
      notify({
        title: intl.formatMessage(m.copyLink),
        description: intl.formatMessage(m.copyLinkText, { url }),
        duration: COPY_BY_HAND_TOAST_DURATION,
      });
    }
  };
  return (
    <Button block icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
      {children}
    </Button>
  );
}

export function DocumentInfoCard({ doc }: DocumentInfoCardProps) {
  const intl = useAreaIntl();
  const file = governmentDocumentFile(doc);
  const { size, pages } = documentLink(file);
  const facts: [string, ReactNode | undefined][] = [
    [intl.formatMessage(m.category), intl.formatMessage(categoryNames[doc.category])],
    [intl.formatMessage(m.fileType), doc.fileType],
    [intl.formatMessage(m.fileSize), size],
    [intl.formatMessage(m.pages), pages === undefined ? undefined : String(pages)],
    [intl.formatMessage(m.version), doc.version],
    [intl.formatMessage(m.published), formatLongDate(doc.publishDate)],
    [intl.formatMessage(m.department), recordText(doc, doc.department)],
  ];
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-info-title">
      <h2 id="gov-doc-info-title">{intl.formatMessage(m.infoTitle)}</h2>
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
          {intl.formatMessage(m.downloadPdf)}
        </DownloadLink>
        <ShareDocumentButton title={doc.title}>{intl.formatMessage(m.share)}</ShareDocumentButton>
      </div>
    </section>
  );
}
