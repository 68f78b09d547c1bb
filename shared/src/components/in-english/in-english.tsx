import type { ReactNode } from 'react';
import { currentLocale, DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { sharedWord } from '../../i18n/words';
import './in-english.css';

/** What the note calls the content shown in English: the page, a section of it, or one item (a record). */
export type UntranslatedPart = 'page' | 'section' | 'item';

const NOTE = { page: 'untranslatedPage', section: 'untranslatedSection', item: 'untranslatedItem' } as const;

export interface InEnglishProps {
  /** The language the content is written in: a record's `lang` (localizeRecords), else English. */
  shown?: Locale;
  children: ReactNode;
  part?: UntranslatedPart;
  /** Classes of the note (a page's note sits in the page's container). */
  noteClassName?: string;
}

/**
 * Content that has no translation in the page's language: shown in English, marked `lang="en"` (a screen
 * reader reads it with an English voice, a browser can offer to translate it), after a short note in the
 * page's language saying so. Content in the page's language is rendered as it is.
 */
export function InEnglish({
  shown = DEFAULT_LOCALE,
  children,
  part = 'section',
  noteClassName,
}: InEnglishProps) {
  const locale = currentLocale();
  if (shown === locale) return children;
  return (
    <>
      <p className={['sf-untranslated', noteClassName].filter(Boolean).join(' ')} role="note">
        {sharedWord(NOTE[part], locale)}
      </p>
      <div lang={shown}>{children}</div>
    </>
  );
}

/**
 * The `lang` attribute of an element holding a record's text: none when the record is in the page's language,
 * else the record's (`<h3 {...langOf(article)}>`), for text inside a list, where a note per item would be noise.
 */
export function langOf(record: { lang?: Locale }): { lang?: string } {
  const shown = record.lang ?? DEFAULT_LOCALE;
  return shown === currentLocale() ? {} : { lang: shown };
}

/**
 * A record's words inside a sentence of the page (a link's "Learn more: {title}"): as they are in the page's
 * language, else in a `<span lang>` of the record's language.
 */
export function inRecordLanguage(record: { lang?: Locale }, text: ReactNode): ReactNode {
  const { lang } = langOf(record);
  return lang ? <span lang={lang}>{text}</span> : text;
}

/**
 * After a link's words, to a file written only in English (the city's PDFs), on a page in another language:
 * " (en inglés)", "（英文）"; nothing in English. Inside an element marked English (a record's link shown in
 * English), `marked` gives it the page's language.
 */
export function InEnglishFile({ marked = false }: { marked?: boolean }) {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return null;
  const words = sharedWord('inEnglishFile', locale);
  return marked ? <span lang={locale}>{words}</span> : words;
}
