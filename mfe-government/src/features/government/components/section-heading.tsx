import { currentLocale, DEFAULT_LOCALE, langOf, sharedWord, type Locale } from '@springfield/shared';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A link or button beside the heading ("View All"). */
  action?: ReactNode;
}

/**
 * A section's h2 and its action. Each wraps as a whole: where both do not fit on one line (a phone) the
 * action goes under the heading, its label on one line and its text in line with the heading's.
 */
export function SectionHeading({ id, title, action }: SectionHeadingProps) {
  return (
    <div className="gov-section__head">
      <h2 id={id}>{title}</h2>
      {action ? <div className="gov-section__action">{action}</div> : null}
    </div>
  );
}

/**
 * Once above a list whose items are partly in English (not translated into the page's language): each such
 * item's text carries `lang="en"` (langOf).
 */
export function UntranslatedNote({ records }: { records: readonly { lang?: Locale }[] }) {
  const locale = currentLocale();
  if (records.every((record) => (record.lang ?? DEFAULT_LOCALE) === locale)) return null;
  return (
    <p className="sf-untranslated" role="note">
      {sharedWord('untranslatedItems')}
    </p>
  );
}

/**
 * Above one record's text shown in English (its dialog, its content without script): a note in the page's
 * language; the record's own texts carry `lang="en"` (langOf), the page's words around them do not.
 */
export function UntranslatedRecordNote({ record }: { record: { lang?: Locale } }) {
  if ((record.lang ?? DEFAULT_LOCALE) === currentLocale()) return null;
  return (
    <p className="sf-untranslated" role="note">
      {sharedWord('untranslatedItem')}
    </p>
  );
}

/**
 * A record's text inside a sentence of the page's words ("Meets: {when}"): as it is when the record is in the
 * page's language, else in a `<span lang="en">`.
 */
export function recordText(record: { lang?: Locale }, text: string): ReactNode {
  const marked = langOf(record);
  return marked.lang ? <span lang={marked.lang}>{text}</span> : text;
}
