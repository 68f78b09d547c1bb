// The service requests store (issue 25): one function creates a request, whoever sends it: the site's request
// forms (through the form's part of the store, features/service-request) and Open311's POST Service Request. It
// checks the request against its service's definition, stores it once per one-time key (platform.submitOnce), and in the same transaction
// queues the confirmation e-mail (when the requester gave an address) and, when the city's system is set up
// (OPEN311_FORWARD_URL), the job that forwards it there. Reads answer only the public fields.
import type { Platform, Queryable } from '@springfield/shared';
import {
  formatRequestDate,
  isEmailAddress,
  isRequestNumber,
  requestNumberText,
  requestStatusPath,
  type NewServiceRequest,
  type PublicServiceRequest,
  type RequestProblem,
  type RequestStatus,
} from '../features/services';
import { serviceByCode, type CatalogueEntry } from './catalogue';
import { forwardingTarget, FORWARD_JOB } from './forward-config';

export type SubmitOutcome =
  | { status: 'created'; service_request_id: string; service_notice: string }
  | { status: 'invalid'; problems: RequestProblem[] }
  | { status: 'unknown-service' };

/** Who sent it, for submitOnce: the form ('services-payments:service-request', 'open311:requests') and key. */
export interface SubmittedBy {
  form: string;
  key: string | undefined;
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
    const param = `attribute[${attribute.code}]`;
    const value = request.attributes[attribute.code];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (values.length === 0) {
      if (attribute.required) problems.push({ param, rule: 'required', message: `${param} is required.` });
      continue;
    }
    if (attribute.datatype === 'singlevaluelist' || attribute.datatype === 'multivaluelist') {
      const keys = attribute.values.map((option) => option.key);
      const single = attribute.datatype === 'singlevaluelist';
      if ((single && values.length > 1) || values.some((v) => !keys.includes(v))) {
        problems.push({
          param,
          rule: 'choice',
          message: `${param} must be ${single ? 'one' : 'some'} of: ${keys.join(', ')}.`,
        });
      }
      continue;
    }
    const max = attribute.datatype === 'text' ? LIMITS.textAttribute : LIMITS.attribute;
    if (values.length > 1) {
      problems.push({ param, rule: 'invalid', message: `${param} takes one value.` });
    } else problems.push(...tooLong(param, values[0], max));
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
}

/** At most this many requests in one answer (Open311's suggestion). */
export const MAX_REQUESTS = 1000;

function confirmationMail(
  platform: Platform,
  entry: CatalogueEntry,
  request: NewServiceRequest,
  id: string,
  requested: Date | string,
) {
  const link = `${platform.siteOrigin}${requestStatusPath(id)}`;
  const lines = [
    `Thank you for your request to the City of Springfield. We have received it.`,
    '',
    requestNumberText(id),
    `Service: ${entry.listing.service_name}`,
    ...(request.address_string ? [`Location: ${request.address_string}`] : []),
    `Submitted: ${formatRequestDate(w3cDate(requested))} (Springfield time)`,
    '',
    `What happens next: ${entry.notice} We will update the request's status as the work goes on.`,
    `Follow its status at any time: ${link}`,
    '',
    `Please quote the request number if you contact us about it: ${entry.service.department}, ${entry.service.contact}.`,
    '',
    'City of Springfield',
  ];
  return {
    to: request.email as string,
    subject: `Service request ${id} received: ${entry.listing.service_name}`,
    text: lines.join('\n'),
  };
}

export function createServiceRequests(platform: Platform) {
  async function insert(tx: Queryable, entry: CatalogueEntry, request: NewServiceRequest) {
    const { rows } = await tx.query<{ id: string; requested_datetime: Date | string }>(
      `INSERT INTO service_requests (service_code, description, address_string, lat, long, email, first_name,
         last_name, phone, attributes, media_url, agency_responsible, service_notice)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13)
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
      const row = await insert(tx, entry, request);
      if (request.email !== null) {
        await platform.mail(tx, confirmationMail(platform, entry, request, row.id, row.requested_datetime));
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

  /** GET Service Requests: newest first, at most MAX_REQUESTS. */
  async function list(filters: RequestFilters): Promise<PublicServiceRequest[]> {
    if (filters.ids) {
      const ids = filters.ids.filter(isRequestNumber);
      if (ids.length === 0) return [];
      const { rows } = await platform.db.query<PublicRow>(
        `SELECT ${PUBLIC_COLUMNS} FROM service_requests
         WHERE service_request_id::text = ANY(string_to_array($1, ','))
         ORDER BY requested_datetime DESC, service_request_id DESC LIMIT ${MAX_REQUESTS}`,
        [ids.join(',')],
      );
      return rows.map(publicRequest);
    }
    const { rows } = await platform.db.query<PublicRow>(
      `SELECT ${PUBLIC_COLUMNS} FROM service_requests
       WHERE requested_datetime >= $1::timestamptz AND requested_datetime <= $2::timestamptz
         AND ($3::text IS NULL OR service_code = ANY(string_to_array($3, ',')))
         AND ($4::text IS NULL OR status = ANY(string_to_array($4, ',')))
       ORDER BY requested_datetime DESC, service_request_id DESC LIMIT ${MAX_REQUESTS}`,
      [
        filters.start.toISOString(),
        filters.end.toISOString(),
        filters.serviceCodes?.join(',') ?? null,
        filters.statuses?.join(',') ?? null,
      ],
    );
    return rows.map(publicRequest);
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

  return { submit, find, list, stored, recordExternalId };
}

export type ServiceRequests = ReturnType<typeof createServiceRequests>;
