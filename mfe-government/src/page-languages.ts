// The languages each of the area's record pages is written in: a piece of legislation, a meeting's agenda and
// an official's profile (the Government page with that record's dialog open), and a document's page. Its head
// (routes.tsx) and its sitemap entry (search.ts) name only those, so search engines are not sent to a Chinese
// address whose record is shown in English.
import { LOCALES, translatedInto, type Locale } from '@springfield/shared';
import { documentPath, governmentDocumentsIn } from './features/documents/data/government-documents';
import { legislationIn } from './features/government/data/legislation';
import { upcomingMeetingsIn } from './features/government/data/meetings';
import { officialsIn } from './features/government/data/officials';
import { agendaPath, legislationPath, officialPath } from './features/government/utils/addresses';

/** Each record page's path and its record's language, as the records are made in `locale`. */
function recordPagesIn(locale: Locale): Map<string, Locale> {
  return new Map<string, Locale>([
    ...legislationIn(locale).map((item) => [legislationPath(item), item.lang] as const),
    ...upcomingMeetingsIn(locale).map((meeting) => [agendaPath(meeting), meeting.lang] as const),
    ...officialsIn(locale).map((official) => [officialPath(official), official.lang] as const),
    ...governmentDocumentsIn(locale).map((doc) => [documentPath(doc), doc.lang] as const),
  ]);
}

let made: ReadonlyMap<Locale, Map<string, Locale>> | undefined;

/**
 * The languages besides English the record a page of the area shows is translated into, or undefined for a
 * path that is no record's page (the Government page, its views).
 */
export function recordPageLanguages(path: string): Locale[] | undefined {
  made ??= new Map(LOCALES.map((locale) => [locale, recordPagesIn(locale)]));
  if (!made.get('en')?.has(path)) return undefined;
  return translatedInto((locale) => {
    const lang = made?.get(locale)?.get(path);
    return lang ? { lang } : undefined;
  });
}
