import { currentLocale, DEFAULT_LOCALE, type Locale } from '../i18n/locales';

// Formatting shared by every area: money and counts as the United States writes them (in every language of
// the site: the city's residents pay in dollars), dates in the page's language.
//
// Written out rather than through Intl: the first Intl formatter a page creates loads the browser's locale
// data, measured at 25-48 ms for a currency format in Chromium on a laptop (four times that on a slow phone),
// in the task that starts the app. The output is the same as Intl's en-US (formatters.test.ts compares them).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A date in a language other than English through Intl (each format made once per language): the calendar
 * date the ISO text names, read in UTC. Spanish as written in the United States (es-US).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function intlDate(date: Date, locale: Locale, style: 'long' | 'full' | 'month'): string {
  const key = `${locale}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'month'
        ? { month: 'short' }
        : {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            ...(style === 'full' ? { weekday: 'long' } : {}),
          };
    format = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : locale, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** Rounds half away from zero, as Intl does ("halfExpand"); keeps the sign of a negative zero. */
function roundHalfExpand(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(Number((Math.abs(value) * factor).toFixed(6))) / factor;
  return value < 0 || Object.is(value, -0) ? -rounded : rounded;
}

/** A whole number with thousands separators: 1234567 -> "1,234,567". */
function groupThousands(whole: number): string {
  // String() writes 1e21 and more with an exponent; BigInt writes every digit, as Intl does.
  return (whole < 1e21 ? String(whole) : BigInt(whole).toString()).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole cents as "$1,234.56", or with `withCents` false a whole number of dollars as "$1,234"; "-" before. */
function usd(amount: number, withCents: boolean): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const magnitude = Math.abs(amount);
  if (!Number.isFinite(magnitude)) return `${sign}$${Number.isNaN(magnitude) ? 'NaN' : '∞'}`;
  if (!withCents) return `${sign}$${groupThousands(magnitude)}`;
  const cents = String(magnitude % 100).padStart(2, '0');
  return `${sign}$${groupThousands(Math.trunc(magnitude / 100))}.${cents}`;
}

/**
 * Whole or fractional dollars to integer cents, rounding half away from zero. The detour through six
 * decimals removes binary float noise first (1.005 * 100 is 100.49999999999999 in floating point).
 */
export function dollarsToCents(dollars: number): number {
  const cents = Math.round(Number((Math.abs(dollars) * 100).toFixed(6)));
  return dollars < 0 ? -cents : cents;
}

/** Integer cents as "$1,234.56". */
export function formatCents(cents: number): string {
  return usd(roundHalfExpand(cents, 0), true);
}

/** Whole dollars as "$2,450" (no cents), for amounts the spec writes without them. */
export function formatWholeDollars(dollars: number): string {
  return usd(roundHalfExpand(dollars, 0), false);
}

/** 12345 -> "12,345". */
export function formatNumber(value: number): string {
  const rounded = roundHalfExpand(value, 0);
  const sign = rounded < 0 || Object.is(rounded, -0) ? '-' : '';
  const magnitude = Math.abs(rounded);
  if (!Number.isFinite(magnitude)) return Number.isNaN(magnitude) ? 'NaN' : `${sign}∞`;
  return `${sign}${groupThousands(magnitude)}`;
}

/** Reads "YYYY-MM-DD" as a calendar date (no time zone shift). Returns null for anything else. */
export function parseIsoDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** "2024-12-15" -> "December 15, 2024" ("15 de diciembre de 2024", "2024年12月15日"). */
export function formatLongDate(iso: string, locale: Locale = currentLocale()): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  if (locale !== DEFAULT_LOCALE) return intlDate(date, locale, 'long');
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2024-12-15" -> "Sunday, December 15, 2024" ("domingo, 15 de diciembre de 2024"). */
export function formatFullDate(iso: string, locale: Locale = currentLocale()): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  if (locale !== DEFAULT_LOCALE) return intlDate(date, locale, 'full');
  return `${WEEKDAYS[date.getUTCDay()]}, ${formatLongDate(iso, locale)}`;
}

/**
 * "2024-12-15" -> "12/15/2024", the US locale date. In another language with the month's name ("15 de
 * diciembre de 2024", "2024年12月15日"): a Spanish reader in the United States takes "9/1/2025" for September 1
 * and a reader of Spanish elsewhere for January 9.
 */
export function formatLocaleDate(iso: string, locale: Locale = currentLocale()): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  if (locale !== DEFAULT_LOCALE) return intlDate(date, locale, 'long');
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** A date's month as "Jan", "Feb", … ("dic", "12月"; in UTC: the calendar date the ISO text names). */
export function shortMonth(date: Date, locale: Locale = currentLocale()): string {
  if (locale !== DEFAULT_LOCALE) return intlDate(date, locale, 'month').replace(/\.$/, '');
  return MONTHS[date.getUTCMonth()].slice(0, 3);
}

/**
 * Items named one after the other, as a list in a sentence is punctuated in the language: "A, B, C" in English
 * and Spanish, "A、B、C" in Chinese (the enumeration comma; a comma between Chinese words is a calque). No "and":
 * the items are a list (documents to bring, precincts), not a sentence's last words.
 */
export function formatItems(items: readonly string[], locale: Locale = currentLocale()): string {
  return items.join(locale === 'zh-Hant' ? '、' : ', ');
}

/** The text of a piece of HTML, tags dropped and white space folded: for search indexes and summaries. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
