import { localizeRecords, type Locale, type Localized } from '@springfield/shared';
import legislationRecords, {
  translations as legislationTranslations,
} from '../../../content/legislation/index.collection';
import type { LegislationItem } from '../../../types/content';
import { legislationSlug } from '../utils/addresses';

/** The Legislative Tracker: passed items newest first, then those under review; one file each in src/content/legislation. */
export const legislation = legislationRecords as readonly LegislationItem[];

/** The Legislative Tracker in a page's language (an item's address and files stay its English record's). */
export function legislationIn(locale?: Locale): readonly Localized<LegislationItem>[] {
  return localizeRecords(legislation, legislationTranslations, locale);
}

/** The item at /government/legislation/{slug}, or undefined for any other slug. */
export function getLegislation(slug: string): LegislationItem | undefined {
  return legislation.find((item) => legislationSlug(item) === slug);
}
