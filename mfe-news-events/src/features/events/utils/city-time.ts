import { zoneOffsetMinutes } from '@springfield/shared/city-time';
import { CITY_TIME_ZONE } from '../data/events';

export interface ClockTime {
  hours: number;
  minutes: number;
}

/** "7:00 PM" -> { hours: 19, minutes: 0 }; "12:00 AM" -> 0:00; "11:59 PM" -> 23:59. Null when unreadable. */
export function parseClockTime(text: string): ClockTime | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(text);
  if (!match) return null;
  const hour12 = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minutes > 59) return null;
  const pm = match[3].toUpperCase() === 'P';
  return { hours: (hour12 % 12) + (pm ? 12 : 0), minutes };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  return zoneOffsetMinutes(instant, timeZone) * 60_000;
}

/**
 * A wall-clock date and time in the city ("2025-01-14", "7:00 PM") as a UTC instant (milliseconds), with the
 * city's daylight saving rules. Throws on an unreadable date or time.
 */
export function cityTimeToUtc(dateIso: string, time: string, timeZone = CITY_TIME_ZONE): number {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateIso);
  const clock = parseClockTime(time);
  if (!date || !clock) throw new Error(`Unreadable event time: ${dateIso} ${time}`);
  const wall = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), clock.hours, clock.minutes);
  const firstGuess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(firstGuess, timeZone);
}

/** Today's date in the city as "YYYY-MM-DD". */
export function cityToday(now = Date.now(), timeZone = CITY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now));
}
