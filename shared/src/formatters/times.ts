// Times of day, time ranges, days of the week and compact amounts in the page's language, through Intl: one
// style per language on every page of every area (docs/languages.md). English keeps the forms the site's data
// and the spec write ("7:00 PM", "Monday - Friday", "$2.4M"); Spanish is Spanish as written in the United
// States (es-US: "7:00 p.m.", "8:00 a.m. – 5:00 p.m.", "$2.4 millones"); Traditional Chinese is Taiwan's
// (中午12:00, 晚上7:00, 上午8:00至下午5:00, 240萬美元).
import { currentLocale, DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { CITY_TIME_ZONE } from './city-time';

/** The name Intl knows a site language by: Spanish as written in the United States. */
export function intlLocale(locale: Locale): string {
  return locale === 'es' ? 'es-US' : locale;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The language's short time style (es-US "7:00 p.m."; zh-Hant names the part of the day: 上午, 中午, 下午,
 * 晚上), in a time zone: the city's, or 'UTC' for a wall-clock time read as UTC.
 */
function timeFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}:${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone });
    timeFormats.set(key, format);
  }
  return format;
}

/** Some versions of ICU put a narrow no-break space before "p.m." or around a dash: a plain one. */
function plain(text: string): string {
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** A time of day in a language ("7:00 p.m.", "晚上7:00"), of an instant in the city's time zone. */
export function formatTimeOfDay(
  instant: Date | number,
  locale: Locale = currentLocale(),
  timeZone: string = CITY_TIME_ZONE,
): string {
  return plain(timeFormat(locale, timeZone).format(instant));
}

/**
 * From one time to another in a language, as Intl's formatRange writes it ("8:00 a.m. – 5:00 p.m.",
 * "7:00–9:00 p.m."); Chinese joins the two with 至 ("上午8:00至下午5:00", "晚上7:00至9:00"), and names the end's
 * part of the day where it is another than the start's ("下午6:30至晚上8:30": ICU's range drops it).
 */
export function formatTimeRange(
  start: Date | number,
  end: Date | number,
  locale: Locale = currentLocale(),
  timeZone: string = CITY_TIME_ZONE,
): string {
  const text = plain(timeFormat(locale, timeZone).formatRange(start, end));
  if (locale !== 'zh-Hant') return text;
  const [from, to] = [formatTimeOfDay(start, locale, timeZone), formatTimeOfDay(end, locale, timeZone)];
  const period = (time: string) => /^\D*/.exec(time)?.[0] ?? '';
  if (period(from) !== period(to)) return `${from}至${to}`;
  return text.replace(/\s*[–-]\s*/, '至');
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A day of the ISO week (1 Monday … 7 Sunday) by its name in a language ("lunes", "星期一"). */
export function weekdayName(day: number, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE) return WEEKDAYS[(day - 1) % 7];
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  // 2024-01-01 was a Monday: day n of the ISO week is January n.
  return format.format(Date.UTC(2024, 0, day));
}

/** From one day of the week to another: "Monday - Friday", "lunes a viernes", "星期一至星期五". */
export function formatWeekdayRange(first: number, last: number, locale: Locale = currentLocale()): string {
  const [from, to] = [weekdayName(first, locale), weekdayName(last, locale)];
  if (locale === 'es') return `${from} a ${to}`;
  if (locale === 'zh-Hant') return `${from}至${to}`;
  return `${from} - ${to}`;
}

/** Opening hours as data: ISO weekdays (1 Monday … 7 Sunday) and 24-hour wall-clock times ("08:00"). */
export interface WeeklyHours {
  firstDay: number;
  lastDay: number;
  opens: string;
  closes: string;
}

/**
 * How an English text of the spec writes opening hours, which English keeps word for word: "Monday - Friday,
 * 8 AM - 5 PM" (`spaced`), "Monday-Friday, 8 AM-5 PM" (`tight`), "Monday to Friday, 8 AM to 5 PM" (`words`).
 */
export type EnglishHoursStyle = 'spaced' | 'tight' | 'words';

const ENGLISH_JOINS: Record<EnglishHoursStyle, string> = { spaced: ' - ', tight: '-', words: ' to ' };
const englishHourFormats = new Map<boolean, Intl.DateTimeFormat>();

/** A wall-clock time ("08:00") as an instant read in UTC, for the formatters' 'UTC' time zone. */
function wallClock(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return Date.UTC(2024, 0, 1, hours, minutes);
}

/** English's short hour, as the spec writes it: "8 AM", "4:30 PM" (minutes only where there are some). */
function englishHour(hhmm: string): string {
  const withMinutes = !hhmm.endsWith(':00');
  let format = englishHourFormats.get(withMinutes);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      ...(withMinutes ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    });
    englishHourFormats.set(withMinutes, format);
  }
  return plain(format.format(wallClock(hhmm)));
}

/**
 * Opening hours (days, then times) in a language, one style per language wherever a page gives them (a
 * phone line's hours, City Hall's): English as the spec writes them (`english`: "Monday - Friday, 8 AM - 5 PM"),
 * Spanish "lunes a viernes, de 8:00 a.m. a 5:00 p.m." (es-US times; the catalogue writes what comes before:
 * "De {hours}", "(de {hours})", "Horario: {hours}"), Chinese "星期一至星期五，上午8:00至下午5:00".
 */
export function formatWeeklyHours(
  hours: WeeklyHours,
  locale: Locale = currentLocale(),
  english: EnglishHoursStyle = 'spaced',
): string {
  const { firstDay, lastDay, opens, closes } = hours;
  const [from, to] = [wallClock(opens), wallClock(closes)];
  if (locale === DEFAULT_LOCALE) {
    const join = ENGLISH_JOINS[english];
    const days =
      firstDay === lastDay
        ? weekdayName(firstDay, locale)
        : formatWeekdayRange(firstDay, lastDay, locale).replace(' - ', join);
    return `${days}, ${englishHour(opens)}${join}${englishHour(closes)}`;
  }
  const days =
    firstDay === lastDay ? weekdayName(firstDay, locale) : formatWeekdayRange(firstDay, lastDay, locale);
  if (locale === 'es')
    return `${days}, de ${formatTimeOfDay(from, locale, 'UTC')} a ${formatTimeOfDay(to, locale, 'UTC')}`;
  return `${days}，${formatTimeRange(from, to, locale, 'UTC')}`;
}

/**
 * A text that begins a line or a sentence, its first letter a capital in the page's language ("Lunes a
 * viernes, de 8:00 a.m. a 5:00 p.m." under a label); a Chinese text stays as it is.
 */
export function atLineStart(text: string, locale: Locale = currentLocale()): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}

const compactFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A large amount of dollars, short, as a native writer of the language writes it: "$2.4M", "$850K" in English
 * (as the city writes a budget), "$2.4 millones", "$850 mil" in Spanish, "240萬美元", "85萬美元" in Chinese.
 */
export function formatCompactDollars(dollars: number, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE) {
    const [amount, unit] = dollars >= 1_000_000 ? [dollars / 1_000_000, 'M'] : [dollars / 1_000, 'K'];
    return `$${Number(amount.toFixed(1))}${unit}`;
  }
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      notation: 'compact',
      compactDisplay: locale === 'es' ? 'long' : 'short',
      maximumFractionDigits: 1,
    });
    compactFormats.set(locale, format);
  }
  const amount = plain(format.format(dollars));
  return locale === 'zh-Hant' ? `${amount}美元` : `$${amount}`;
}

/** "$2.4M" → 2,400,000; "$850K" → 850,000; "$1,200" → 1,200 (how the city's records write an amount). */
export function parseCompactDollars(text: string): number {
  const match = /^\$([\d,]+(?:\.\d+)?)([KM]?)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const unit = match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1_000 : 1;
  return Math.round(Number(match[1].replaceAll(',', '')) * unit);
}
