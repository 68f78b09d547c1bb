import type { LegislationItem } from '../../../types/content';

/** The item's number as its title starts: "Ordinance 2024-45: Affordable Housing Incentives" -> "Ordinance 2024-45". */
export function legislationNumber(item: LegislationItem): string {
  return item.title.split(':')[0].trim();
}

/** What kind of legislation it is, as its number says: "Ordinance", "Resolution". */
export function legislationKind(item: LegislationItem): string {
  return legislationNumber(item).split(' ')[0];
}

/**
 * The day the council adopted it, for an item that passed. An item under review has no such day: its date is
 * that of its next reading, not one on which it became law.
 */
export function adoptionDate(item: LegislationItem): string | undefined {
  return item.status === 'Passed' ? item.date : undefined;
}
