import DOMPurify from 'dompurify';
import { langOf, type Locale } from '@springfield/shared';
import { useMemo } from 'react';
import { useAreaIntl } from '../../../i18n/area-intl';
import { documentMessages as m } from '../messages';

export const CONTENT_ID = 'document-content';

export interface DocumentContentProps {
  /** HTML from the content data; sanitised here, never trusted. */
  html: string;
  /** The language the HTML is in (English where the document has no translation in the page's). */
  lang?: Locale;
}

export function DocumentContent({ html, lang }: DocumentContentProps) {
  const intl = useAreaIntl();
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-content-title" id={CONTENT_ID} tabIndex={-1}>
      <h2 id="gov-doc-content-title">{intl.formatMessage(m.contentTitle)}</h2>
      <div className="gov-doc__html" {...langOf({ lang })} dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
