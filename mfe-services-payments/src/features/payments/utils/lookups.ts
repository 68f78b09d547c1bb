// The three lookups of Pay Fines & Taxes as their addresses carry them (issue 29): which lookup an address
// makes, what was typed in it, the key a page matches the store's answer by, and how typed text is compared
// with the records (case, spaces and punctuation do not matter). Pure functions: the page uses them in the
// browser and the store on the server, so both read an address alike.
import {
  businessFeesLookup,
  citationLookupNames,
  propertyTaxLookup,
  type LookupField,
  type LookupFormSpec,
} from '../data/payments';
import type { LookupKind } from '../data/payment-records';

/** Typed text is compared up to this many characters: no record's number or name is longer. */
export const TYPED_LIMIT = 100;

/**
 * A number as the records are matched by (citation, plate, property ID, license): capitals and digits only, so
 * "trf 2024-001234", "TRF2024001234" and "TRF-2024-001234" are one number.
 */
export function codeKey(typed: string): string {
  return typed
    .slice(0, TYPED_LIMIT)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * A name as the records are matched by (last name, owner, business): letters and digits only, lower case,
 * accents dropped, so "  o'brien ", "O’Brien" and "OBRIEN" are one name.
 */
export function nameKey(typed: string): string {
  return typed
    .slice(0, TYPED_LIMIT)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const citationFields = Object.values(citationLookupNames);

const specOf = (kind: Exclude<LookupKind, 'citations'>): LookupFormSpec =>
  kind === 'property' ? propertyTaxLookup : businessFeesLookup;

/** The names of a lookup's fields in its address. */
export function lookupFieldNames(kind: LookupKind): readonly string[] {
  return kind === 'citations' ? citationFields : specOf(kind).fields.map((field) => field.key);
}

/** A lookup was made: any of its fields is in the address, even empty. */
export function isLookupIn(kind: LookupKind, search: URLSearchParams): boolean {
  return lookupFieldNames(kind).some((name) => search.has(name));
}

/** The lookups an address makes, in the page's order. */
export function lookupsIn(search: URLSearchParams): LookupKind[] {
  return (['citations', 'property', 'business'] as const).filter((kind) => isLookupIn(kind, search));
}

/**
 * A field's value as its form shows it: the address's text, or for a select one of its options (its first
 * when the address names another: only a forged address can).
 */
export function fieldValue(field: LookupField, search: URLSearchParams): string {
  const sent = search.get(field.key);
  if (!field.options) return sent ?? '';
  return sent !== null && field.options.includes(sent) ? sent : field.options[0];
}

/** What a lookup's address asks, by its fields' names (each value as the form shows it). */
export function lookupValues(kind: LookupKind, search: URLSearchParams): Record<string, string> {
  if (kind === 'citations') {
    return Object.fromEntries(citationFields.map((name) => [name, search.get(name) ?? '']));
  }
  return Object.fromEntries(specOf(kind).fields.map((field) => [field.key, fieldValue(field, search)]));
}

/** The citation lookup's three fields. */
export function citationQuery(search: URLSearchParams) {
  const values = lookupValues('citations', search);
  return {
    citation: values[citationLookupNames.citation],
    plate: values[citationLookupNames.plate],
    lastName: values[citationLookupNames.lastName],
  };
}

/** The property tax lookup's fields: Property ID Number, Tax Year, Property Owner Name. */
export function propertyQuery(search: URLSearchParams) {
  const values = lookupValues('property', search);
  return { propertyId: values.property, year: values.year, owner: values.owner };
}

/** The business fee lookup's fields: Business License Number, Business Name, Fee Type. */
export function businessQuery(search: URLSearchParams) {
  const values = lookupValues('business', search);
  return { license: values.license, business: values.business, feeType: values.fee };
}

/**
 * The key of a lookup: the store's answer carries the key of the lookup it answers, and a page shows it only
 * for the same lookup (the browser's page data is its first page's).
 */
export function lookupKey(kind: LookupKind, search: URLSearchParams): string {
  return JSON.stringify([kind, ...lookupFieldNames(kind).map((name) => search.get(name) ?? '')]);
}

/** A lookup's own part of an address ("citation=&plate=ABC1234&last-name=Simpson", "tab=property&…"). */
export function lookupQuery(kind: LookupKind, search: URLSearchParams): string {
  const query = new URLSearchParams();
  if (kind !== 'citations') query.set('tab', specOf(kind).tab);
  for (const name of lookupFieldNames(kind)) query.set(name, search.get(name) ?? '');
  return query.toString();
}

/** The lookup a "Pay All" address pays what it found: its tab's (?tab=property …), else the citations'. */
export function lookupOfAll(search: URLSearchParams): LookupKind {
  const tab = search.get('tab');
  return tab === 'property' || tab === 'business' ? tab : 'citations';
}

/** The address without one lookup's fields: the page with no results for it (its tab stays open). */
export function withoutLookup(path: string, kind: LookupKind): string {
  const url = new URL(path, 'http://localhost');
  for (const name of lookupFieldNames(kind)) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}
