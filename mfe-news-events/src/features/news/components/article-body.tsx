import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface ArticleBodyProps {
  html: string;
}

/** The long-form HTML of an article, sanitised first: content may one day come from an editor or an API. */
export function ArticleBody({ html }: ArticleBodyProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className="ne-article__body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
