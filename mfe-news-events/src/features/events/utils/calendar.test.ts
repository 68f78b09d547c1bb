import ICAL from 'ical.js';
import { notify } from '@springfield/shared';
import { getEvent } from './event-queries';
import {
  buildIcs,
  calendarTemplateUrl,
  eventCalendarEntry,
  icsFileName,
  saveCalendarFile,
  subscriptionCalendarEntry,
  type CalendarEntry,
} from './calendar';

jest.mock('@springfield/shared', () => ({
  ...jest.requireActual('@springfield/shared'),
  notify: jest.fn(),
}));

/** Unfolds RFC 5545 lines (CRLF followed by one space or tab continues the previous line). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

const council = eventCalendarEntry(getEvent('1')!);

describe('buildIcs', () => {
  beforeEach(() => {
    jest.useFakeTimers().setSystemTime(new Date('2024-12-20T15:30:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('writes one confirmed event with UID, DTSTAMP, UTC start and end, summary and location', async () => {
    const ics = await buildIcs([council]);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    const lines = unfold(ics);
    expect(lines).toContain('PRODID:-//City of Springfield//Events and Meetings//EN');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:event-1@springfield.gov');
    expect(lines).toContain('DTSTAMP:20241220T153000Z');
    expect(lines).toContain('DTSTART:20250115T010000Z');
    expect(lines).toContain('DTEND:20250115T030000Z');
    expect(lines).toContain('SUMMARY:City Council Regular Meeting');
    expect(lines).toContain(
      'LOCATION:City Hall Council Chambers\\, 100 Main Street\\, Springfield\\, IL 62701',
    );
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Regular meeting of the City Council with public comment\\, mid-year budget amendments and the first reading of the short-term rental ordinance.',
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('folds lines longer than 75 characters', async () => {
    const ics = await buildIcs([council]);
    const physical = ics.split('\r\n');
    expect(physical.every((line) => line.length <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith('\t') || line.startsWith(' '))).toBe(true);
  });

  it('folds at 75 octets, never inside a character, and parses back with its Chinese text', async () => {
    const chinese: CalendarEntry = {
      ...council,
      title: '市議會例行會議'.repeat(8),
      description: '市議會例行會議，設有公眾意見時段及年中預算修正案。'.repeat(6),
    };
    const ics = await buildIcs([chinese]);
    const encoder = new TextEncoder();
    expect(ics.split('\r\n').every((line) => encoder.encode(line).length <= 75)).toBe(true);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(chinese.title);
    expect(event.description).toBe(chinese.description);
    expect(event.location).toBe('City Hall Council Chambers, 100 Main Street, Springfield, IL 62701');
  });

  it('escapes semicolons, commas, backslashes and new lines, and keeps markup as text', async () => {
    const hostile: CalendarEntry = {
      ...council,
      title: 'A; B, C\\D <img src=x onerror=alert(1)> 🎉',
      description: 'line one\nline two',
    };
    const lines = unfold(await buildIcs([hostile]));
    expect(lines).toContain('SUMMARY:A\\; B\\, C\\\\D <img src=x onerror=alert(1)> 🎉');
    expect(lines).toContain('DESCRIPTION:line one\\nline two');
  });

  it('writes the subscription as the all-day span, 12:00 AM to 11:59 PM city time', async () => {
    const lines = unfold(await buildIcs([subscriptionCalendarEntry(Date.parse('2024-12-20T15:30:00Z'))]));
    expect(lines).toContain('DTSTART:20241220T060000Z');
    expect(lines).toContain('DTEND:20241221T055900Z');
  });

  it('rejects an unreadable time', async () => {
    await expect(buildIcs([{ ...council, startTime: 'whenever' }])).rejects.toThrow();
  });
});

describe('calendarTemplateUrl', () => {
  it('carries title, dates, details and location', () => {
    const url = new URL(calendarTemplateUrl(council));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('City Council Regular Meeting');
    expect(url.searchParams.get('dates')).toBe('20250115T010000Z/20250115T030000Z');
    expect(url.searchParams.get('details')).toBe(council.description);
    expect(url.searchParams.get('location')).toBe(
      'City Hall Council Chambers, 100 Main Street, Springfield, IL 62701',
    );
  });
});

describe('saveCalendarFile', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:test');
    URL.revokeObjectURL = jest.fn();
  });

  it('downloads the file through a link and says so', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('city-council-regular-meeting.ics');
      expect(this.getAttribute('href')).toBe('blob:test');
    });
    await expect(saveCalendarFile([council], council.title)).resolves.toBe(true);
    expect(click).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Calendar Event Added',
      description: 'City Council Regular Meeting has been downloaded to your calendar.',
      variant: 'success',
    });
  });

  it('shows Download Failed when the file cannot be made', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(saveCalendarFile([{ ...council, date: 'someday' }], council.title)).resolves.toBe(false);
    expect(notify).toHaveBeenCalledWith({
      title: 'Download Failed',
      description: 'Unable to download calendar file. Please try again.',
      variant: 'destructive',
    });
  });

  it('shows Download Failed, and downloads nothing, when the calendar library cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    // What a failed chunk request (offline) looks like to the code that imports the library.
    jest.doMock('ical-generator', () => {
      throw new Error('Loading chunk ical-generator failed.');
    });
    try {
      await expect(saveCalendarFile([council], council.title)).resolves.toBe(false);
    } finally {
      jest.dontMock('ical-generator');
    }
    expect(click).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('The calendar file could not be created.', expect.any(Error));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Download Failed',
      description: 'Unable to download calendar file. Please try again.',
      variant: 'destructive',
    });
  });

  it('names files after the title', () => {
    expect(icsFileName('Town Hall on Public Safety')).toBe('town-hall-on-public-safety.ics');
    expect(icsFileName('🎉')).toBe('event.ics');
  });
});
