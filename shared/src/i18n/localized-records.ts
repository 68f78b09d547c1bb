import { currentLocale, DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * A collection's translations as its module exports them (tooling/content-collection.cjs): per language, one
 * entry per record in the records' order, the record's translated fields (`null`: not translated).
 */
export type RecordTranslations = Readonly<Partial<Record<string, readonly (object | null)[]>>>;

/** A record in a page's language, or in English when it has no translation in it: `lang` says which. */
export type Localized<T> = T & { readonly lang: Locale };

/**
 * The translated fields over the English record: objects field by field, lists item by item (a list of
 * words is replaced, a list of objects merged item by item, so a form field keeps its name and type).
 */
export function overlay<T>(base: T, translated: unknown): T {
  if (translated === undefined || translated === null) return base;
  if (Array.isArray(translated)) {
    const items = Array.isArray(base) ? (base as unknown[]) : [];
    return translated.map((item, index) => overlay(items[index], item)) as T;
  }
  if (typeof translated === 'object') {
    const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [field, value] of Object.entries(translated)) result[field] = overlay(result[field], value);
    return result as T;
  }
  return translated as T;
}

const made = new WeakMap<readonly object[], Map<Locale, readonly object[]>>();

/**
 * A collection's records in `locale` (the page's by default): each translated record's fields over its
 * English, the others in English; every record says its language in `lang`. Made once per language.
 */
export function localizeRecords<T extends object>(
  records: readonly T[],
  translations: RecordTranslations | undefined,
  locale: Locale = currentLocale(),
): readonly Localized<T>[] {
  let byLocale = made.get(records);
  if (!byLocale) {
    byLocale = new Map();
    made.set(records, byLocale);
  }
  const kept = byLocale.get(locale);
  if (kept) return kept as readonly Localized<T>[];
  const translated = locale === DEFAULT_LOCALE ? undefined : translations?.[locale];
  const localized = records.map((record, index) => {
    const fields = translated?.[index];
    return fields ? { ...overlay(record, fields), lang: locale } : { ...record, lang: DEFAULT_LOCALE };
  });
  byLocale.set(locale, localized);
  return localized;
}

/**
 * The languages besides English a record is written in, found from its copy in each (`inLocale`: the record as
 * localizeRecords gives it in that language, or undefined): for a page's head and its sitemap entry, which name
 * only the languages its record is translated into (PageHeadExtras and SitemapPage `languages`).
 */
export function translatedInto(inLocale: (locale: Locale) => { lang: Locale } | undefined): Locale[] {
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && inLocale(locale)?.lang === locale);
}
