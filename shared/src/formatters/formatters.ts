// Formatting shared by every area: money, counts and dates, always in US English.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

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
  return usd.format(cents / 100);
}

/** Whole dollars as "$2,450" (no cents), for amounts the spec writes without them. */
export function formatWholeDollars(dollars: number): string {
  return wholeUsd.format(dollars);
}

/** 12345 -> "12,345". */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** Reads "YYYY-MM-DD" as a calendar date (no time zone shift). Returns null for anything else. */
export function parseIsoDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

function formatIso(iso: string, options: Intl.DateTimeFormatOptions): string {
  const date = parseIsoDate(iso);
  return date ? date.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' }) : iso;
}

/** "2024-12-15" -> "December 15, 2024". */
export function formatLongDate(iso: string): string {
  return formatIso(iso, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "2024-12-15" -> "Sunday, December 15, 2024". */
export function formatFullDate(iso: string): string {
  return formatIso(iso, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** "2024-12-15" -> "12/15/2024", the US locale date. */
export function formatLocaleDate(iso: string): string {
  return formatIso(iso, { year: 'numeric', month: 'numeric', day: 'numeric' });
}

/** The text of a piece of HTML, tags dropped and white space folded: for search indexes and summaries. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
