// An event's times of day as the page's language writes them: "7:00 PM" in English (as the data's schema
// writes it), "7:00 p.m." in Spanish (es-US), "晚上7:00" in Chinese, through shared's Intl formatters (one
// style per language on every page) with the city's time zone.
import type { IntlShape } from 'react-intl';
import {
  currentLocale,
  DEFAULT_LOCALE,
  formatFullDate,
  formatTimeOfDay,
  formatTimeRange,
  type Locale,
} from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { CITY_TIME_ZONE } from '../data/events';
import { eventMessages } from '../messages';
import { cityTimeToUtc } from './city-time';

/** The Intl locale of a site language: Spanish as written in the United States. */
export function intlLocale(locale: Locale): string {
  return locale === 'es' ? 'es-US' : locale;
}

/** One time of an event ("7:00 PM", its `startTime` or `endTime`) in a language (the page's by default). */
export function eventTimeIn(date: string, time: string, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE) return time;
  return formatTimeOfDay(new Date(cityTimeToUtc(date, time)), locale, CITY_TIME_ZONE);
}

type Timed = Pick<CityEvent, 'date' | 'startTime' | 'endTime'>;

/**
 * "10:00 AM - 12:00 PM" in the language of `intl` (the page's): in another language as Intl's formatRange
 * writes it ("10:00 a.m. – 12:00 p.m.", "上午10:00至中午12:00").
 */
export function eventTimeRange(intl: IntlShape, event: Timed, locale: Locale = currentLocale()): string {
  if (locale !== DEFAULT_LOCALE)
    return formatTimeRange(
      new Date(cityTimeToUtc(event.date, event.startTime)),
      new Date(cityTimeToUtc(event.date, event.endTime)),
      locale,
      CITY_TIME_ZONE,
    );
  return intl.formatMessage(eventMessages.timeRange, {
    start: eventTimeIn(event.date, event.startTime, locale),
    end: eventTimeIn(event.date, event.endTime, locale),
  });
}

/** "Saturday, January 18, 2025, 10:00 AM - 12:00 PM" in the language of `intl` (the page's). */
export function eventDateAndTime(intl: IntlShape, event: Timed, locale: Locale = currentLocale()): string {
  return intl.formatMessage(eventMessages.dateAndTime, {
    date: formatFullDate(event.date, locale),
    time: eventTimeRange(intl, event, locale),
  });
}

/** "Saturday, January 18, 2025, 10:00 AM - 12:00 PM at Springfield Public Library, Community Room". */
export function eventWhenIn(
  intl: IntlShape,
  event: Timed & Pick<CityEvent, 'location'>,
  locale: Locale = currentLocale(),
): string {
  return intl.formatMessage(eventMessages.when, {
    date: formatFullDate(event.date, locale),
    time: eventTimeRange(intl, event, locale),
    location: event.location,
  });
}
