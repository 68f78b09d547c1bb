import legislationRecords from '../../../content/legislation/index.collection';
import type { LegislationItem } from '../../../types/content';
import { legislationSlug } from '../utils/addresses';

/** The Legislative Tracker: passed items newest first, then those under review; one file each in src/content/legislation. */
export const legislation = legislationRecords as readonly LegislationItem[];

/** The item at /government/legislation/{slug}, or undefined for any other slug. */
export function getLegislation(slug: string): LegislationItem | undefined {
  return legislation.find((item) => legislationSlug(item) === slug);
}
