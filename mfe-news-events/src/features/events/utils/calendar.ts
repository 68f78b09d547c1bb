import type { ICalCalendarProdIdData } from 'ical-generator';
import type { IntlShape } from 'react-intl';
import { notify } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { areaIntl } from '../../../i18n/area-intl';
import { calendarSubscription } from '../data/events';
import { eventMessages } from '../messages';
import { cityTimeToUtc, cityToday } from './city-time';

/** One calendar entry, whatever it comes from (an event, the subscription). */
export type CalendarEntry = Pick<
  CityEvent,
  'title' | 'description' | 'date' | 'startTime' | 'endTime' | 'location' | 'address'
> & { uid: string };

/** PRODID:-//City of Springfield//Events and Meetings//EN, as the build's calendar feeds write it. */
export const ICS_PRODUCT_ID: ICalCalendarProdIdData = {
  company: 'City of Springfield',
  product: 'Events and Meetings',
  language: 'EN',
};

export function eventCalendarEntry(event: CityEvent): CalendarEntry {
  return {
    uid: `event-${event.id}@springfield.gov`,
    title: event.title,
    description: event.description,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    address: event.address,
  };
}

/**
 * The subscription: an all-day span, 12:00 AM to 11:59 PM, on the city's today; its words in the language of
 * `intl` (the page's).
 */
export function subscriptionCalendarEntry(
  now = Date.now(),
  intl: IntlShape = areaIntl.intl(),
): CalendarEntry {
  const date = cityToday(now);
  return {
    uid: `calendar-subscription-${date}@springfield.gov`,
    title: intl.formatMessage(eventMessages.subscriptionTitle),
    description: intl.formatMessage(eventMessages.subscriptionDescription),
    date,
    startTime: calendarSubscription.startTime,
    endTime: calendarSubscription.endTime,
    location: intl.formatMessage(eventMessages.subscriptionLocation),
    address: calendarSubscription.address,
  };
}

/** "location, address", as the spec writes the calendar location. */
export function calendarLocation(entry: CalendarEntry): string {
  return `${entry.location}, ${entry.address}`;
}

/**
 * An RFC 5545 calendar file (CRLF line ends, lines folded at 75 octets, escaped text, times in UTC) made by
 * `ical-generator`, the library the build's calendar feeds are made with (src/features/feeds/feed-files.ts).
 * Rejects when the library cannot be loaded or an entry's time cannot be read.
 */
export async function buildIcs(entries: readonly CalendarEntry[], calName?: string): Promise<string> {
  // Loaded when a visitor asks for a file (about 9 KB gzipped, no dependencies): it would otherwise be
  // downloaded and run by every visit to a news or events page.
  const { default: ical, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({
    prodId: ICS_PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ...(calName ? { name: calName } : {}),
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      summary: entry.title,
      description: entry.description,
      location: calendarLocation(entry),
      // Instants, written in UTC (no TZID): the file needs no VTIMEZONE.
      start: new Date(cityTimeToUtc(entry.date, entry.startTime)),
      end: new Date(cityTimeToUtc(entry.date, entry.endTime)),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545 3.1).
  return `${calendar.toString()}\r\n`;
}

/** "20250115T010000Z": the basic UTC form calendar services read in their template links. */
function basicUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar service's template link: title, dates, details and location. */
export function calendarTemplateUrl(entry: CalendarEntry): string {
  const start = basicUtc(cityTimeToUtc(entry.date, entry.startTime));
  const end = basicUtc(cityTimeToUtc(entry.date, entry.endTime));
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${start}/${end}`,
    details: entry.description,
    location: calendarLocation(entry),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** "City Council Regular Meeting" -> "city-council-regular-meeting.ics" */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}

/** Saves text as a file through a Blob and a download link (needs no script from another origin). */
export function downloadFile(fileName: string, content: string, type = 'text/calendar;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked later: some browsers read the object URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * Makes the .ics file, downloads it and tells the visitor, in the page's language: "Calendar Event Added" or,
 * on any failure (the library not loading, offline, included), "Download Failed". `title` is the name the
 * toast uses; the file is named after `fileTitle` (the English title: an ASCII name in every language).
 * Never rejects; resolves whether the file was saved.
 */
export async function saveCalendarFile(
  entries: readonly CalendarEntry[],
  title: string,
  calName?: string,
  fileTitle: string = title,
): Promise<boolean> {
  const intl = areaIntl.intl();
  try {
    downloadFile(icsFileName(fileTitle), await buildIcs(entries, calName));
    notify({
      title: intl.formatMessage(eventMessages.calendarAdded),
      description: intl.formatMessage(eventMessages.calendarAddedText, { title }),
      variant: 'success',
    });
    return true;
  } catch (error) {
    console.error('The calendar file could not be created.', error);
    notify({
      title: intl.formatMessage(eventMessages.downloadFailed),
      description: intl.formatMessage(eventMessages.downloadFailedText),
      variant: 'destructive',
    });
    return false;
  }
}
