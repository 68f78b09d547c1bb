// Site-wide facts about the city that several areas show (frame, contact blocks, sidebars).

export const city = {
  name: 'City of Springfield',
  shortName: 'Springfield',
  address: {
    building: 'Springfield City Hall',
    street: '100 Main Street',
    locality: 'Springfield, IL 62701',
  },
  mainPhone: '(555) 123-4567',
  infoEmail: 'info@springfield.gov',
  officeHours: 'Monday - Friday: 8:00 AM - 5:00 PM',
  /** The same hours as data, for other languages (officeHoursIn): ISO weekdays (1 Monday) and 24-hour times. */
  office: { firstDay: 1, lastDay: 5, opens: '08:00', closes: '17:00' },
  weekendHours: 'Closed weekends',
  emergency: '911',
  nonEmergencyPolice: '(555) 123-4000',
  fireDepartment: '(555) 123-4100',
  publicWorks24x7: '(555) 123-4200',
  waterEmergency: '(555) 123-4300',
  /** Pages elsewhere that are about the city itself (schema.org `sameAs`, for search engines' knowledge panels). */
  profiles: ['https://en.wikipedia.org/wiki/Springfield,_Illinois'],
} as const;

/** A tel: href from a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** officeHoursIn's text per language: the same every time, so made once (the footer renders on every page). */
const hoursIn = new Map<string, string>();

/**
 * City Hall's opening hours in a language ("Monday - Friday: 8:00 AM - 5:00 PM", "lunes - viernes: 8:00 - 17:00"),
 * from `city.office`, with the language's names of days and its way of writing times.
 */
export function officeHoursIn(locale: string): string {
  const kept = hoursIn.get(locale);
  if (kept !== undefined) return kept;
  const { firstDay, lastDay, opens, closes } = city.office;
  // 2024-01-01 was a Monday: day n of the ISO week is January n. The times are wall-clock times, read as UTC.
  const days = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const day = (n: number) => days.format(Date.UTC(2024, 0, n));
  const time = (hhmm: string) => {
    const [hours, minutes] = hhmm.split(':').map(Number);
    // Some versions of ICU put a narrow no-break space before "AM": a plain one, as on the server and in print.
    return times.format(Date.UTC(2024, 0, 1, hours, minutes)).replace(/[\u202f\u00a0]/g, ' ');
  };
  const text = `${day(firstDay)} - ${day(lastDay)}: ${time(opens)} - ${time(closes)}`;
  hoursIn.set(locale, text);
  return text;
}
