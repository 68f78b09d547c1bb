import { currentLocale, DEFAULT_LOCALE, type Locale, type Translations } from '@springfield/shared';
import type { ReactNode } from 'react';

/** Something an area declares with words in the site's languages (a link, a widget, the area). */
interface Declared<Field extends string> {
  translations?: Translations<Field>;
}

/** The words of `field` in `locale`, and whether they are the English ones standing in. */
export function declaredWords<
  Field extends string,
  Item extends Declared<Field> & Partial<Record<Field, unknown>>,
>(item: Item, field: Field, locale: Locale = currentLocale()): { text: string; inEnglish: boolean } {
  const english = String(item[field] ?? '');
  if (locale === DEFAULT_LOCALE) return { text: english, inEnglish: false };
  const translated = item.translations?.[locale as Exclude<Locale, 'en'>]?.[field];
  return translated ? { text: translated, inEnglish: false } : { text: english, inEnglish: true };
}

/**
 * An area's words in the page's language, as its team wrote them in its area.json; the English ones, marked
 * `lang="en"`, where it gave none.
 */
export function DeclaredWords<
  Field extends string,
  Item extends Declared<Field> & Partial<Record<Field, unknown>>,
>({ item, field }: { item: Item; field: Field }): ReactNode {
  const { text, inEnglish } = declaredWords(item, field);
  return inEnglish ? <span lang={DEFAULT_LOCALE}>{text}</span> : text;
}
