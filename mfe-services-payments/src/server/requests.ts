// The service requests store (issue 25): one function creates a request, whoever sends it: the site's request
// forms (through the form's part of the store, features/service-request) and Open311's POST Service Request. It
// checks the request against its service's definition, stores it once per one-time key (platform.submitOnce), and in the same transaction
// queues the confirmation e-mail (when the requester gave an address) and, when the city's system is set up
// (OPEN311_FORWARD_URL), the job that forwards it there. Reads answer only the public fields.
import {
  localeOrDefault,
  localizedPath,
  type Locale,
  type Platform,
  type Queryable,
} from '@springfield/shared';
import {
  formatRequestDate,
  isEmailAddress,
  isRequestNumber,
  requestStatusPath,
  serviceIn,
  type NewServiceRequest,
  type PublicServiceRequest,
  type RequestProblem,
  type RequestStatus,
} from '../features/services';
import type {
  RequestClosedReason,
  RequestProgress,
  RequestStage,
} from '../features/services/data/service-requests';
import { serviceByCode, type CatalogueEntry, type Open311Attribute } from './catalogue';
import { forwardingTarget, FORWARD_JOB } from './forward-config';
import { receiptMailMessages, residentIntl, updateMailMessages } from './mail-words';

export type SubmitOutcome =
  | { status: 'created'; service_request_id: string; service_notice: string }
  | { status: 'invalid'; problems: RequestProblem[] }
  | { status: 'unknown-service' };

/** Who sent it, for submitOnce: the form ('services-payments:service-request', 'open311:requests') and key. */
export interface SubmittedBy {
  form: string;
  key: string | undefined;
  /** The Open311 client's key (its id in open311_keys); none for the site's own forms. */
  client?: string;
  /** The language of the form ('es'): the words of the address's confirmation mail, if it must confirm. */
  locale?: string;
}

/** The longest text each field takes (description: Open311's own limit). */
export const LIMITS = {
  description: 4000,
  address_string: 1000,
  email: 254,
  first_name: 100,
  last_name: 100,
  phone: 200,
  media_url: 2000,
  attribute: 1000,
  textAttribute: 4000,
} as const;

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * Whether `text` holds a control character: U+0000-U+001F and U+007F; in free text (a description, a text
 * attribute, an address) tab, line feed and carriage return are allowed.
 */
export function hasControlCharacter(text: string, freeText: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(freeText && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

function controlCharacters(param: string, value: string | null, freeText: boolean): RequestProblem[] {
  return value !== null && hasControlCharacter(value, freeText)
    ? [
        {
          param,
          rule: 'invalid',
          message: `${param} must not contain control characters${freeText ? ' (tab and line breaks are allowed)' : ''}.`,
        },
      ]
    : [];
}

/** A W3C datetime (2010-01-01T00:00:00Z, or a date alone), as a Date; undefined when it is not one. */
export function w3cDateTime(text: string): Date | undefined {
  const w3c = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
  if (!w3c.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A decimal number as Open311 clients write one (12, -3.5, .5). */
export const isDecimalNumber = (text: string) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text);

/** The problems of one declared attribute's values, by its datatype (Open311's six). */
export function attributeProblems(attribute: Open311Attribute, values: readonly string[]): RequestProblem[] {
  const param = `attribute[${attribute.code}]`;
  if (values.length === 0) {
    return attribute.required ? [{ param, rule: 'required', message: `${param} is required.` }] : [];
  }
  const { datatype } = attribute;
  if (datatype === 'singlevaluelist' || datatype === 'multivaluelist') {
    const keys = attribute.values.map((option) => option.key);
    const single = datatype === 'singlevaluelist';
    if ((single && values.length > 1) || values.some((v) => !keys.includes(v))) {
      return [
        {
          param,
          rule: 'choice',
          message: `${param} must be ${single ? 'one' : 'some'} of: ${keys.join(', ')}.`,
        },
      ];
    }
    return [];
  }
  if (values.length > 1) return [{ param, rule: 'invalid', message: `${param} takes one value.` }];
  const [value] = values;
  const freeText = datatype === 'text';
  const control = controlCharacters(param, value, freeText);
  if (control.length > 0) return control;
  if (datatype === 'number' && !isDecimalNumber(value)) {
    return [{ param, rule: 'invalid', message: `${param} must be a number.` }];
  }
  if (datatype === 'datetime' && !w3cDateTime(value)) {
    return [
      { param, rule: 'invalid', message: `${param} must be a W3C datetime, e.g. 2010-01-01T00:00:00Z.` },
    ];
  }
  return tooLong(param, value, freeText ? LIMITS.textAttribute : LIMITS.attribute);
}

function tooLong(param: string, value: string | null, max: number): RequestProblem[] {
  return value !== null && value.length > max
    ? [{ param, rule: 'too-long', max, message: `${param} must be at most ${thousands(max)} characters.` }]
    : [];
}

/** The checks of a new request against its service's definition (Open311's rules and the form's). */
export function checkRequest(entry: CatalogueEntry, request: NewServiceRequest): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const located = request.address_string !== null || (request.lat !== null && request.long !== null);
  if (!located) {
    problems.push({
      param: 'address_string',
      rule: 'required',
      message: 'A location is required: address_string, or lat and long.',
    });
  }
  const descriptionField = entry.fieldFor.description;
  if (descriptionField?.required && request.description === null) {
    problems.push({ param: 'description', rule: 'required', message: 'description is required.' });
  }
  problems.push(
    ...controlCharacters('address_string', request.address_string, true),
    ...controlCharacters('description', request.description, true),
    ...controlCharacters('email', request.email, false),
    ...controlCharacters('first_name', request.first_name, false),
    ...controlCharacters('last_name', request.last_name, false),
    ...controlCharacters('phone', request.phone, false),
    ...controlCharacters('media_url', request.media_url, false),
    ...tooLong('address_string', request.address_string, LIMITS.address_string),
    ...tooLong('description', request.description, LIMITS.description),
    ...tooLong('first_name', request.first_name, LIMITS.first_name),
    ...tooLong('last_name', request.last_name, LIMITS.last_name),
    ...tooLong('phone', request.phone, LIMITS.phone),
    ...tooLong('media_url', request.media_url, LIMITS.media_url),
  );
  if (request.email !== null && (request.email.length > LIMITS.email || !isEmailAddress(request.email))) {
    problems.push({ param: 'email', rule: 'invalid', message: 'email is not a valid e-mail address.' });
  }
  if (request.media_url !== null && !/^https?:\/\/\S+$/i.test(request.media_url)) {
    problems.push({ param: 'media_url', rule: 'invalid', message: 'media_url must be an http(s) URL.' });
  }
  for (const attribute of entry.definition.attributes) {
    const value = request.attributes[attribute.code];
    problems.push(...attributeProblems(attribute, value === undefined ? [] : [value].flat()));
  }
  // What the definition does not declare is refused, not stored and forwarded unread.
  const declared = entry.definition.attributes.map((attribute) => attribute.code);
  for (const code of Object.keys(request.attributes).filter((c) => !declared.includes(c))) {
    problems.push({
      param: `attribute[${code}]`,
      rule: 'invalid',
      message: `attribute[${code}] is not an attribute of ${entry.listing.service_code} (${
        declared.length > 0 ? `its attributes: ${declared.join(', ')}` : 'it has none'
      }).`,
    });
  }
  return problems;
}

/** The columns anyone may read: never email, first_name, last_name or phone. */
const PUBLIC_COLUMNS = `service_request_id::text AS service_request_id, status, status_notes, service_code,
  description, agency_responsible, service_notice, requested_datetime, updated_datetime, address_string,
  lat, long, media_url`;

interface PublicRow {
  service_request_id: string;
  status: RequestStatus;
  status_notes: string | null;
  service_code: string;
  description: string | null;
  agency_responsible: string;
  service_notice: string | null;
  requested_datetime: Date | string;
  updated_datetime: Date | string;
  address_string: string | null;
  lat: number | null;
  long: number | null;
  media_url: string | null;
}

/** A full row, for forwarding it to the city's system (personal fields included: sent to the city only). */
export interface StoredRequest extends PublicRow {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  attributes: Record<string, string | string[]>;
  external_id: string | null;
}

/** A time in W3C format with its zone, to the second: 2026-11-26T07:42:50Z. */
export const w3cDate = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function publicRequest(row: PublicRow): PublicServiceRequest {
  return {
    service_request_id: row.service_request_id,
    status: row.status,
    status_notes: row.status_notes,
    service_name: serviceByCode(row.service_code)?.listing.service_name ?? row.service_code,
    service_code: row.service_code,
    description: row.description,
    agency_responsible: row.agency_responsible,
    service_notice: row.service_notice,
    requested_datetime: w3cDate(row.requested_datetime),
    updated_datetime: w3cDate(row.updated_datetime),
    expected_datetime: null,
    address: row.address_string,
    address_id: null,
    zipcode: null,
    lat: numberOrNull(row.lat),
    long: numberOrNull(row.long),
    media_url: row.media_url,
  };
}

/** GET Service Requests' filters, read and checked. */
export interface RequestFilters {
  /** service_request_id: overrides every other filter. */
  ids?: string[];
  serviceCodes?: string[];
  statuses?: RequestStatus[];
  start: Date;
  end: Date;
  /** Which page (1 first) of `pageSize` requests. */
  page: number;
  pageSize: number;
}

/** GET Service Requests' pages: this many requests unless asked otherwise, and at most this many. */
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** The last page a client may ask for (an offset deeper than this is a crawl: narrow the dates instead). */
export const MAX_PAGE = 1000;

/** One page of GET Service Requests, and whether another follows. */
export interface RequestPage {
  requests: PublicServiceRequest[];
  more: boolean;
}

/**
 * GET Service Requests' query: newest first, the number breaking ties, one page of it (one row more, to know
 * whether another page follows). The order is the index service_requests_newest's (migration 3), read from it;
 * service_request_id is compared as the bigint its primary key indexes (never as text, which no index holds).
 */
export function listQuery(filters: RequestFilters): { sql: string; params: unknown[] } {
  // The table's columns by their full names: the bare service_request_id would be the answer's text copy,
  // which no index orders (and which sorts 99999 after 100000).
  const page = `ORDER BY service_requests.requested_datetime DESC, service_requests.service_request_id DESC
       LIMIT ${filters.pageSize + 1}
       OFFSET ${(filters.page - 1) * filters.pageSize}`;
  if (filters.ids) {
    return {
      sql: `SELECT ${PUBLIC_COLUMNS} FROM service_requests
       WHERE service_request_id = ANY(string_to_array($1, ',')::bigint[])
       ${page}`,
      params: [filters.ids.filter(isRequestNumber).join(',')],
    };
  }
  return {
    sql: `SELECT ${PUBLIC_COLUMNS} FROM service_requests
       WHERE requested_datetime >= $1::timestamptz AND requested_datetime <= $2::timestamptz
         AND ($3::text IS NULL OR service_code = ANY(string_to_array($3, ',')))
         AND ($4::text IS NULL OR status = ANY(string_to_array($4, ',')))
       ${page}`,
    params: [
      filters.start.toISOString(),
      filters.end.toISOString(),
      filters.serviceCodes?.join(',') ?? null,
      filters.statuses?.join(',') ?? null,
    ],
  };
}

/** A value that follows a colon in a sentence: Spanish writes no capital there ("Tiempo de trámite: inmediato"). */
const afterColon = (text: string, locale: Locale) =>
  locale === 'es' ? `${text.charAt(0).toLocaleLowerCase('es')}${text.slice(1)}` : text;

/**
 * The receipt of a new request (issue 46: in the language of the form it came from; English for an Open311
 * client's): its number, the service and what happens next as the site shows them in that language, the date in
 * it, the link to the status page in it. What the city's systems read (service_notice, the record) stays English.
 */
export function confirmationMail(
  platform: Pick<Platform, 'siteOrigin'>,
  entry: CatalogueEntry,
  request: NewServiceRequest,
  id: string,
  requested: Date | string,
  language?: string,
) {
  const locale = localeOrDefault(language);
  const say = residentIntl(locale).formatMessage;
  const m = receiptMailMessages;
  const shown = serviceIn(entry.service.slug, locale) ?? entry.service;
  const service = locale === 'en' ? entry.listing.service_name : shown.title;
  const notice =
    locale === 'en'
      ? entry.notice
      : say(m.notice, { department: shown.department, time: afterColon(shown.estimatedTime, locale) });
  const link = `${platform.siteOrigin}${localizedPath(locale, requestStatusPath(id))}`;
  const lines = [
    say(m.intro),
    '',
    say(updateMailMessages.number, { id }),
    say(updateMailMessages.service, { service }),
    ...(request.address_string ? [say(m.location, { location: request.address_string })] : []),
    say(m.submitted, { date: formatRequestDate(w3cDate(requested), locale) }),
    '',
    say(m.next, { notice }),
    say(updateMailMessages.follow, { link }),
    '',
    say(m.quote, { department: shown.department, contact: entry.service.contact }),
    '',
    say(updateMailMessages.signature),
  ];
  return {
    to: request.email as string,
    subject: say(m.subject, { id, service }),
    text: lines.join('\n'),
    locale,
  };
}

export function createServiceRequests(platform: Platform) {
  async function insert(
    tx: Queryable,
    entry: CatalogueEntry,
    request: NewServiceRequest,
    client: string | undefined,
    locale: string | undefined,
  ) {
    const { rows } = await tx.query<{ id: string; requested_datetime: Date | string }>(
      `INSERT INTO service_requests (service_code, description, address_string, lat, long, email, first_name,
         last_name, phone, attributes, media_url, agency_responsible, service_notice, open311_key_id, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14::bigint, $15)
       RETURNING service_request_id::text AS id, requested_datetime`,
      [
        request.service_code,
        request.description,
        request.address_string,
        request.lat,
        request.long,
        request.email,
        request.first_name,
        request.last_name,
        request.phone,
        JSON.stringify(request.attributes),
        request.media_url,
        entry.service.department,
        entry.notice,
        client ?? null,
        localeOrDefault(locale),
      ],
    );
    return rows[0];
  }

  /**
   * Creates a service request: the one function behind the site's forms and Open311's POST. The same key and
   * request twice (a double tap, a client's retry, the city's forwarder after a lost answer) are one request,
   * answered with the first's number.
   */
  async function submit(request: NewServiceRequest, by: SubmittedBy): Promise<SubmitOutcome> {
    const entry = serviceByCode(request.service_code);
    if (!entry) return { status: 'unknown-service' };
    const problems = checkRequest(entry, request);
    if (problems.length > 0) return { status: 'invalid', problems };
    const created = await platform.submitOnce({ form: by.form, key: by.key, fields: request }, async (tx) => {
      const row = await insert(tx, entry, request, by.client, by.locale);
      if (request.email !== null) {
        await platform.mail(
          tx,
          confirmationMail(platform, entry, request, row.id, row.requested_datetime, by.locale),
        );
      }
      const forwarded = forwardingTarget(platform) !== undefined;
      if (forwarded) await platform.enqueue(tx, FORWARD_JOB, { service_request_id: row.id });
      platform.log('service-request.created', {
        service_request_id: row.id,
        service_code: entry.listing.service_code,
        from: by.form,
        mailed: request.email !== null,
        forwarded,
      });
      return { service_request_id: row.id, service_notice: entry.notice };
    });
    return { status: 'created', ...created };
  }

  /** One request's public fields, or undefined. */
  async function find(id: string): Promise<PublicServiceRequest | undefined> {
    if (!isRequestNumber(id)) return undefined;
    const { rows } = await platform.db.query<PublicRow>(
      `SELECT ${PUBLIC_COLUMNS} FROM service_requests WHERE service_request_id = $1::bigint`,
      [id],
    );
    return rows[0] ? publicRequest(rows[0]) : undefined;
  }

  /**
   * A request's progress for its status page (issue 44): its stage, closing reason and public updates (a
   * stage or a note; never who made them, never an assignment), oldest first.
   */
  async function progress(id: string): Promise<RequestProgress | undefined> {
    if (!isRequestNumber(id)) return undefined;
    return platform.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ stage: RequestStage; closed_reason: RequestClosedReason | null }>(
        'SELECT stage, closed_reason FROM service_requests WHERE service_request_id = $1::bigint',
        [id],
      );
      if (!rows[0]) return undefined;
      const updates = await tx.query<{
        at: Date | string;
        stage: RequestStage | null;
        note: string | null;
        closed_reason: RequestClosedReason | null;
        source: string;
      }>(
        `SELECT at, stage, note, closed_reason, source FROM service_request_updates
         WHERE service_request_id = $1::bigint AND (stage IS NOT NULL OR note IS NOT NULL)
         ORDER BY at, id LIMIT 200`,
        [id],
      );
      return {
        stage: rows[0].stage,
        closed_reason: rows[0].stage === 'closed' ? rows[0].closed_reason : null,
        updates: updates.rows.map((row) => ({
          at: w3cDate(row.at),
          stage: row.stage,
          note: row.note,
          closed_reason: row.closed_reason,
          from_city: row.source === 'open311',
        })),
      };
    });
  }

  /** GET Service Requests: one page, newest first (listQuery). */
  async function list(filters: RequestFilters): Promise<RequestPage> {
    if (filters.ids && !filters.ids.some(isRequestNumber)) return { requests: [], more: false };
    const { sql, params } = listQuery(filters);
    const { rows } = await platform.db.query<PublicRow>(sql, params);
    return {
      requests: rows.slice(0, filters.pageSize).map(publicRequest),
      more: rows.length > filters.pageSize,
    };
  }

  /** The whole stored request, for the forwarder. */
  async function stored(id: string): Promise<StoredRequest | undefined> {
    const { rows } = await platform.db.query<StoredRequest>(
      `SELECT ${PUBLIC_COLUMNS}, email, first_name, last_name, phone, attributes, external_id
       FROM service_requests WHERE service_request_id = $1::bigint`,
      [id],
    );
    return rows[0];
  }

  /** Records the request's number in the city's system. */
  async function recordExternalId(id: string, externalId: string): Promise<void> {
    await platform.db.query(
      'UPDATE service_requests SET external_id = $2 WHERE service_request_id = $1::bigint',
      [id, externalId],
    );
  }

  return { submit, find, progress, list, stored, recordExternalId };
}

export type ServiceRequests = ReturnType<typeof createServiceRequests>;
