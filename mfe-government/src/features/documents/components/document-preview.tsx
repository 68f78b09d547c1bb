import { FilePdfOutlined } from '@ant-design/icons';
import { ButtonLink, langOf, type Locale } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { governmentDocumentFile } from '../../../documents/document-paths';
import { areaIntl, useAreaIntl } from '../../../i18n/area-intl';
import type { GovernmentDocument } from '../../../types/content';
import { documentLink } from '../../../utils/document-link';
import { documentMessages as m } from '../messages';
import { CONTENT_ID } from './document-content';

/** "PDF document · 2 pages · 19 KB": what the published file is. */
export function fileDescription(doc: GovernmentDocument, intl: IntlShape = areaIntl.intl()): string {
  const { size, pages } = documentLink(governmentDocumentFile(doc));
  const pageCount = pages === undefined ? undefined : intl.formatMessage(m.pageCount, { count: pages });
  return [intl.formatMessage(m.fileKind, { type: doc.fileType }), pageCount, size]
    .filter(Boolean)
    .join(' · ');
}

export interface DocumentPreviewProps {
  doc: GovernmentDocument & { lang?: Locale };
}

/** A placeholder where the PDF would be embedded; the full text is on this page, below. */
export function DocumentPreview({ doc }: DocumentPreviewProps) {
  const intl = useAreaIntl();
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-preview-title">
      <h2 id="gov-doc-preview-title">{intl.formatMessage(m.previewTitle)}</h2>
      <div className="gov-doc__preview">
        <FilePdfOutlined className="gov-doc__preview-icon" aria-hidden />
        <p className="gov-doc__preview-name" {...langOf(doc)}>
          {doc.title}
        </p>
        <p className="gov-doc__muted">{fileDescription(doc, intl)}</p>
        {intl.locale === 'en' ? null : <p className="gov-doc__muted">{intl.formatMessage(m.pdfInEnglish)}</p>}
        <ButtonLink variant="primary" className="gov-doc__preview-link" href={`#${CONTENT_ID}`}>
          {intl.formatMessage(m.viewFull)}
        </ButtonLink>
      </div>
    </section>
  );
}
