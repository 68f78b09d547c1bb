import { currentLocale, DEFAULT_LOCALE, type Locale } from '@springfield/shared';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { catalogue } from '../catalogues';

/** The formatters (dates, numbers, compiled messages) every shell formatter shares, made once each. */
const cache = createIntlCache();
/** The shell's formatter per language, with the catalogue object it was made with. */
const formatters = new Map<Locale, { messages: ReturnType<typeof catalogue>; intl: IntlShape }>();

/**
 * The shell's formatter in `locale`: made once per language and catalogue (a catalogue that gained a part is a
 * new object, and gets a new formatter), its Intl formatters shared. An IntlProvider made a new formatter, and a
 * new Intl.DateTimeFormat for the footer's date, at each page the server rendered (issue 42: a tenth of a search
 * page's render).
 */
export function shellIntl(locale: Locale = currentLocale()): IntlShape {
  const messages = catalogue(locale);
  const kept = formatters.get(locale);
  if (kept && kept.messages === messages) return kept.intl;
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
  formatters.set(locale, { messages, intl });
  return intl;
}

/**
 * The shell's messages in the page's language, for everything the shell renders (frame, Home, search, its own
 * pages). Each area formats its own with its own catalogues.
 */
export function ShellIntl({ children }: { children: ReactNode }) {
  return <RawIntlProvider value={shellIntl()}>{children}</RawIntlProvider>;
}
