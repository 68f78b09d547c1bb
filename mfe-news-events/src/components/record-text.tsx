import type { ReactNode } from 'react';
import { langOf, type Locale } from '@springfield/shared';

export interface RecordTextProps {
  /** The record the text is from: its `lang` (localizeRecords) says which language the text is in. */
  record: { lang?: Locale };
  children: ReactNode;
}

/**
 * A record's text inside a line of the page's own words: as it is when the record is in the page's language,
 * else in a `<span lang>` (an English author's name on a Chinese page), so it is read in its own language.
 */
export function RecordText({ record, children }: RecordTextProps) {
  const { lang } = langOf(record);
  return lang ? <span lang={lang}>{children}</span> : children;
}
