// The city's clock: its time zone and its wall-clock dates and times as instants, for every area. Plain
// functions with no import, so build-time code (a remote's feed generator) can load this file alone
// (`@springfield/shared/city-time`) without the design system's stylesheets.

/** The city's time zone: dates and times in the site's data are wall-clock times there. */
export const CITY_TIME_ZONE = 'America/Chicago';

/** How far the zone's wall clock is ahead of UTC at an instant, in minutes (-360 in Chicago's winter). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** "7:00 PM" → 19:00, "19:00" → 19:00; null when unreadable. */
function clockOf(time: string): { hours: number; minutes: number } | null {
  const twelve = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(time);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minutes = Number(twelve[2]);
    if (hour < 1 || hour > 12 || minutes > 59) return null;
    return { hours: (hour % 12) + (twelve[3].toUpperCase() === 'P' ? 12 : 0), minutes };
  }
  const day = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(time);
  if (day && Number(day[1]) < 24 && Number(day[2]) < 60) {
    return { hours: Number(day[1]), minutes: Number(day[2]) };
  }
  return null;
}

/**
 * A date (and a wall-clock time) in the city as ISO 8601 with the city's offset on that day, as search engines
 * ask for it: ("2025-01-14", "7:00 PM") → "2025-01-14T19:00:00-06:00"; ("2025-07-04") → "2025-07-04T00:00:00-05:00".
 * Throws on an unreadable date or time (a data error the build's tests catch).
 */
export function cityDateTime(dateIso: string, time?: string, timeZone = CITY_TIME_ZONE): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateIso);
  const clock = time === undefined ? { hours: 0, minutes: 0 } : clockOf(time);
  if (!date || !clock) throw new Error(`Unreadable date or time: ${dateIso} ${time ?? ''}`.trim());
  const wall = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), clock.hours, clock.minutes);
  const firstGuess = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  const offset = zoneOffsetMinutes(firstGuess, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const hhmm = `${pad(clock.hours)}:${pad(clock.minutes)}:00`;
  return `${dateIso}T${hhmm}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
