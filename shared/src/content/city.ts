// Site-wide facts about the city that several areas show (frame, contact blocks, sidebars).
import { formatWeeklyHours, type EnglishHoursStyle } from '../formatters/times';
import { currentLocale, type Locale } from '../i18n/locales';
import { sharedWord } from '../i18n/words';

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

/** City Hall as the first line of its address in a language ("Ayuntamiento de Springfield"). */
export function cityHallBuilding(locale: Locale = currentLocale()): string {
  return sharedWord('cityHallBuilding', locale);
}

/** A tel: href from a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** officeHoursIn's texts by language and English style: made once (the footer renders on every page). */
const hoursIn = new Map<string, string>();

/**
 * City Hall's opening hours in a language, from `city.office` (formatters/times' formatWeeklyHours): English
 * as the spec writes them ("Monday - Friday: 8:00 AM - 5:00 PM", or in the style `english` names where a text
 * writes them another way: "Monday-Friday, 8 AM-5 PM"), "lunes a viernes, de 8:00 a.m. a 5:00 p.m.",
 * "星期一至星期五，上午8:00至下午5:00".
 */
export function officeHoursIn(locale: string, english?: EnglishHoursStyle): string {
  const key = `${locale}:${english ?? ''}`;
  const kept = hoursIn.get(key);
  if (kept !== undefined) return kept;
  // A site language, or Intl's name of one ("es-US").
  const language: Locale = locale.startsWith('es') ? 'es' : locale.startsWith('zh') ? 'zh-Hant' : 'en';
  const text =
    language === 'en' && !english ? city.officeHours : formatWeeklyHours(city.office, language, english);
  hoursIn.set(key, text);
  return text;
}
