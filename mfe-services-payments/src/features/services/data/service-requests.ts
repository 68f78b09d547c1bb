// A service request as anyone may read it (issue 25): the fields of Open311 GeoReport v2's GET Service Request,
// which the store answers at /open311/v2/requests/{id}.json and the status page /services/requests/{id} shows.
// Never the requester's e-mail address, name or phone. Types and small helpers only: the pages use them in the
// browser and the backend on the server.
import type { Locale } from '@springfield/shared';
import { CITY_TIME_ZONE } from '@springfield/shared/city-time';

/** The area's federation name: the key of its live data in a page (areaData). */
export const AREA_NAME = 'services_payments';

/** Open311's two statuses: "open" (reported) and "closed" (resolved). */
export type RequestStatus = 'open' | 'closed';

/** GET Service Request's fields, as the site answers them (dates in W3C format, with their time zone). */
export interface PublicServiceRequest {
  service_request_id: string;
  status: RequestStatus;
  status_notes: string | null;
  service_name: string;
  service_code: string;
  description: string | null;
  agency_responsible: string;
  service_notice: string | null;
  requested_datetime: string;
  updated_datetime: string;
  expected_datetime: string | null;
  address: string | null;
  address_id: string | null;
  zipcode: string | null;
  lat: number | null;
  long: number | null;
  media_url: string | null;
}

/** The stages staff (or the city's 311 system) move a request through (issue 44); Open311's status is coarser. */
export type RequestStage = 'open' | 'acknowledged' | 'in_progress' | 'closed';

/** Why a request was closed. */
export type RequestClosedReason = 'fixed' | 'duplicate' | 'not-city' | 'no-action';

/** One public update of a request's history: when, the stage it moved to (if it moved), the public note. */
export interface PublicRequestUpdate {
  at: string;
  stage: RequestStage | null;
  note: string | null;
  closed_reason: RequestClosedReason | null;
  /** From the city's 311 system (polled), not from the site's staff. */
  from_city: boolean;
}

/**
 * What the status page shows beyond Open311's fields (issue 44): the finer stage, the closing reason and the
 * history of public updates. Only in the page's live data: Open311's GET keeps to its own fields.
 */
export interface RequestProgress {
  stage?: RequestStage;
  closed_reason?: RequestClosedReason | null;
  updates?: PublicRequestUpdate[];
}

/**
 * The live data of a status page (/services/requests/{id}), from the store before the page renders: the
 * request (with its progress), or that there is none with that number.
 */
export type RequestStatusData =
  (PublicServiceRequest & RequestProgress) | { notFound: true; service_request_id: string };

/** Where residents check a request's status: the look-up form. */
export const REQUESTS_PATH = '/services/requests';

/** A request's status page. */
export const requestStatusPath = (id: string) => `${REQUESTS_PATH}/${encodeURIComponent(id)}`;

/** The request's public record in the site's Open311 API. */
export const open311RequestUrl = (id: string) => `/open311/v2/requests/${encodeURIComponent(id)}.json`;

/** The look-up form's field: /services/requests?id=100001 goes to that request's status page. */
export const LOOKUP_FIELD = 'id';

/** What a resident types as a number ("#100001 ") as the number. */
export const requestNumberFrom = (typed: string) => typed.trim().replace(/^#\s*/, '');

/** A request number as the site gives them: digits only (a bigint). */
export const isRequestNumber = (id: string | undefined | null): id is string =>
  typeof id === 'string' && /^\d{1,18}$/.test(id);

/** The query parameter of a confirmation address that carries the new request's number. */
export const REQUEST_NUMBER_PARAM = 'request';

/** "Request number: 100001", on the confirmation page, in the toast and in the e-mail. */
export const requestNumberText = (id: string) => `Request number: ${id}`;

// In the city's own time zone (shared's): dates read the same on the server's render and in any visitor's browser.
const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CITY_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const localFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A date and time of day in a language other than English (Spanish as written in the United States). */
function localDateTime(locale: Locale): Intl.DateTimeFormat {
  let format = localFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : locale, {
      timeZone: CITY_TIME_ZONE,
      dateStyle: 'long',
      timeStyle: 'short',
    });
    localFormats.set(locale, format);
  }
  return format;
}

/**
 * "2026-11-26T07:42:50Z" -> "November 26, 2026, 1:42 AM" (Springfield's time). Built from the parts, not
 * the locale's pattern, which differs between the ICU versions of Node and of browsers (hydration would not
 * match). In Spanish and Chinese, the language's own way (Intl), in the city's time zone too.
 */
export function formatRequestDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale !== 'en') return localDateTime(locale).format(date);
  const part = Object.fromEntries(
    dateTimeParts.formatToParts(date).map(({ type, value }) => [type, value]),
  ) as Record<string, string>;
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/** A new request, as Open311's POST Service Request names its fields (each text trimmed; blank is null). */
export interface NewServiceRequest {
  service_code: string;
  lat: number | null;
  long: number | null;
  address_string: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  description: string | null;
  media_url: string | null;
  /** attribute[code]=value (a list for attribute[code][]=…). */
  attributes: Record<string, string | string[]>;
}

/** Why a request is refused: the Open311 parameter, which rule, and the text an API client is answered. */
export interface RequestProblem {
  param: string;
  rule: 'required' | 'choice' | 'too-long' | 'invalid';
  message: string;
  max?: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as a form's contact field may hold one. */
export const isEmailAddress = (text: string) => EMAIL.test(text);

/** Trimmed text, or null when blank. */
export const cleanText = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};
