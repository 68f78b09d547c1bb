// Structured data (schema.org as JSON-LD) that a page gives search engines, written by the area that owns the
// page from the same data it renders. A page's component reports it while it renders on the server
// (useStructuredData); the shell's renderer writes it into the page's head, with every site path made an
// absolute address, and adds the frame's own (the city and the site on Home, the breadcrumb on every page
// below it). Nothing is sent to the browser's script: search engines read the first response.
import type { GovernmentOrganization, Thing, WithContext } from 'schema-dts';
import { city } from '../content/city';
import { reportToServer } from '../hooks/use-page-title';

/** One JSON-LD object of a page, typed with schema-dts (e.g. `WithContext<NewsArticle>`). */
export type StructuredData = WithContext<Thing>;

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

/** The city's logo for search engines and link previews (a raster image: they do not take SVG). */
export const CITY_LOGO = '/images/city-logo.png';
/** The picture of a page that has none of its own, in link previews (1200 × 630). */
export const CITY_SHARE_IMAGE = '/images/city-share.png';
export const CITY_SHARE_IMAGE_ALT = 'The emblem of the City of Springfield: City Hall in a white circle';

/** "(555) 123-4567" → "+1-555-123-4567", the form schema.org's telephone is read in. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10
    ? `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : phone;
}

/** City Hall's address as schema.org writes one ("Springfield, IL 62701" split into its parts). */
export function cityHallAddress() {
  const [locality, regionAndCode] = city.address.locality.split(', ');
  const [region, postalCode] = (regionAndCode ?? '').split(' ');
  return {
    '@type': 'PostalAddress',
    streetAddress: city.address.street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: 'US',
  } as const;
}

/** The node every page's data refers to as the city (publisher, organizer, provider): Home describes it whole. */
export const CITY_ID = '/#city';

/** The city as a reference: what an article's publisher or an event's organizer is. */
export function cityReference(): Exclude<GovernmentOrganization, string> {
  return { '@type': 'GovernmentOrganization', '@id': CITY_ID, name: city.name, url: '/' };
}

/**
 * Gives search engines a page's structured data: called by the page's component with what it renders. On the
 * server, the renderer writes it into the page's head; in the browser, it does nothing.
 */
export function useStructuredData(data: StructuredData | readonly StructuredData[] | undefined): void {
  if (!data) return;
  const list = Array.isArray(data) ? (data as readonly StructuredData[]) : [data as StructuredData];
  reportToServer({ structuredData: list });
}
