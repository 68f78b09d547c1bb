import { localizeRecords, type Locale, type Localized } from '@springfield/shared';
import officialRecords, {
  translations as officialTranslations,
} from '../../../content/officials/index.collection';
import type { Official } from '../../../content/schema';
import { officialSlug } from '../utils/addresses';

/** The officials, in their order: one file each in src/content/officials, checked when the area builds. */
export const officials = officialRecords as readonly Official[];

/** The officials in a page's language (each record in English where it has no translation in it). */
export function officialsIn(locale?: Locale): readonly Localized<Official>[] {
  return localizeRecords(officials, officialTranslations, locale);
}

export function getOfficial(name: string): Official | undefined {
  return officials.find((official) => official.name === name);
}

/** The official whose profile is at /government/officials/{slug}, or undefined for any other slug. */
export function getOfficialBySlug(slug: string): Official | undefined {
  return officials.find((official) => officialSlug(official) === slug);
}
