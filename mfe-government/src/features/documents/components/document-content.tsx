import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export const CONTENT_ID = 'document-content';

export interface DocumentContentProps {
  /** HTML from the content data; sanitised here, never trusted. */
  html: string;
}

export function DocumentContent({ html }: DocumentContentProps) {
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <section className="gov-doc__card" aria-labelledby="gov-doc-content-title" id={CONTENT_ID} tabIndex={-1}>
      <h2 id="gov-doc-content-title">Document Content</h2>
      <div className="gov-doc__html" dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
