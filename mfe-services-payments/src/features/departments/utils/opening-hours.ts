// A department's hours as the page shows them ("Mon-Fri 8 AM-6 PM, Sat 9 AM-1 PM") read into schema.org's
// OpeningHoursSpecification. Search engines show these hours as facts, so the reader is strict: a text it does
// not fully understand gives nothing, never a guess.
import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts';

/** The week as schema.org names its days, Monday first (a range such as "Fri-Mon" wraps around it). */
const WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const satisfies readonly DayOfWeek[];

type WeekDay = (typeof WEEK)[number];

/** The short forms the site writes besides the full names. */
const DAY_ABBREVIATIONS: Readonly<Record<string, WeekDay>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  tues: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  thur: 'Thursday',
  thurs: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** "Mon", "Mon.", "monday" → Monday; anything else → undefined. */
export function dayOf(word: string): WeekDay | undefined {
  const name = word.trim().replace(/\.$/, '').toLowerCase();
  return WEEK.find((day) => day.toLowerCase() === name) ?? DAY_ABBREVIATIONS[name];
}

/** "Mon-Fri" → Monday..Friday, "Sat" → Saturday; undefined when either end is not a day. */
export function daysOf(text: string): WeekDay[] | undefined {
  const [first, last, ...rest] = text.split(/\s*[-–]\s*/);
  if (rest.length > 0) return undefined;
  const start = dayOf(first);
  const end = last === undefined ? start : dayOf(last);
  if (start === undefined || end === undefined) return undefined;
  const from = WEEK.indexOf(start);
  const count = ((WEEK.indexOf(end) - from + WEEK.length) % WEEK.length) + 1;
  return Array.from({ length: count }, (_, offset) => WEEK[(from + offset) % WEEK.length]);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "8 AM" → "08:00", "4:30 PM" → "16:30", "12 PM" → "12:00", "17:00" → "17:00"; undefined when unreadable. */
export function clockTimeOf(text: string): string | undefined {
  const twelveHour = /^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?$/.exec(text.trim());
  if (twelveHour) {
    const hour = Number(twelveHour[1]);
    const minutes = Number(twelveHour[2] ?? '0');
    if (hour < 1 || hour > 12 || minutes > 59) return undefined;
    const afternoon = twelveHour[3].toUpperCase() === 'P';
    return `${twoDigits((hour % 12) + (afternoon ? 12 : 0))}:${twoDigits(minutes)}`;
  }
  const twentyFourHour = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (twentyFourHour && Number(twentyFourHour[1]) < 24 && Number(twentyFourHour[2]) < 60) {
    return `${twoDigits(Number(twentyFourHour[1]))}:${twentyFourHour[2]}`;
  }
  return undefined;
}

const TIME = String.raw`\d{1,2}(?::\d{2})?(?:\s*[AaPp]\.?\s*[Mm]\.?)?`;
/** "Mon-Fri 8 AM-6 PM", "Monday - Friday: 8:00 AM - 5:00 PM": the days, then the opening and closing times. */
const DAYS_AND_TIMES = new RegExp(String.raw`^(.+?):?\s+(${TIME})\s*(?:[-–]|to)\s*(${TIME})$`);

/** One group of days with their hours ("Sat 9 AM-1 PM"); undefined when any part is unreadable. */
function specificationOf(text: string): OpeningHoursSpecification | undefined {
  const parts = DAYS_AND_TIMES.exec(text.trim());
  if (!parts) return undefined;
  const days = daysOf(parts[1]);
  const opens = clockTimeOf(parts[2]);
  const closes = clockTimeOf(parts[3]);
  if (!days || !opens || !closes) return undefined;
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
}

/**
 * The hours a page shows as schema.org opening hours, one specification per group of days separated by
 * commas: "Mon-Fri 8 AM-6 PM, Sat 9 AM-1 PM" → Monday..Friday 08:00-18:00 and Saturday 09:00-13:00.
 * Undefined when any part cannot be read ("Open 24/7; administrative office Mon-Fri 8 AM-5 PM"): hours that
 * are half right would be wrong in search results.
 */
export function openingHoursOf(hours: string): OpeningHoursSpecification[] | undefined {
  const specifications = hours.split(',').map(specificationOf);
  const readable = (
    specification: OpeningHoursSpecification | undefined,
  ): specification is OpeningHoursSpecification => specification !== undefined;
  return specifications.every(readable) ? specifications : undefined;
}
