// The site's Open311 GeoReport v2 endpoint (issue 25), under /open311 (the area's `api` prefix): service
// discovery, the service list and definitions, POST Service Request (form-encoded, honouring an
// Idempotency-Key header) and GET Service Requests / GET Service Request. JSON only (`.json`); any other
// format is answered 404 with an error that says so. Public answers never carry the requester's e-mail
// address, name or phone. As GeoReport v2 means it (issue 43): POST needs an `api_key` (403 without a valid
// one; keys are issued by `npm run submissions -- open311-key`), a body over MAX_BODY_BYTES is 413, what the
// service definition does not declare or a value of the wrong datatype is 400, and GET Service Requests
// answers pages (`page`, `page_size`).
import type { Platform } from '@springfield/shared';
import { city } from '@springfield/shared';
import { isRequestNumber, type RequestStatus } from '../features/services/data/service-requests';
import { catalogue, JURISDICTION_ID, serviceByCode } from './catalogue';
import { cleanText, type NewServiceRequest } from '../features/services';
import {
  hasControlCharacter,
  isDecimalNumber,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  w3cDateTime,
  type RequestFilters,
  type ServiceRequests,
} from './requests';

export const SPECIFICATION = 'http://wiki.open311.org/GeoReport_v2';
/** When this endpoint last changed what it answers (discovery's changeset). */
export const CHANGESET = '2026-11-26T00:00:00Z';
/** The form of submitOnce for Open311's POST (the site's forms have their own). */
export const OPEN311_FORM = 'open311:requests';

/** GET Service Requests' default range, and the longest range a query may span. */
const DEFAULT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
/** The largest body POST Service Request reads: a complete request in ASCII needs about 12 KB at most. */
export const MAX_BODY_BYTES = 16 * 1024;

type Headers = Record<string, string>;

const JSON_TYPE = 'application/json; charset=utf-8';
/** The service list and definitions change with a deploy: a few minutes in any cache. */
const CACHE_CATALOGUE = 'public, max-age=300';
/** A request's own address (its status page reads it): always asked again. */
const CACHE_REQUEST = 'no-cache';
/** A page of requests (public fields only): a minute in any cache spares the store a crawler's repeats. */
const CACHE_REQUEST_PAGES = 'public, max-age=60';
/** Readable from any origin: the data is public (GeoReport's GET methods need no key). */
const CORS: Headers = { 'Access-Control-Allow-Origin': '*' };

function json(status: number, body: unknown, headers: Headers = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_TYPE, ...headers },
  });
}

/** Open311's error answer: a list of { code, description }. */
function errors(status: number, descriptions: string[], headers: Headers = {}): Response {
  return json(
    status,
    descriptions.map((description) => ({ code: status, description })),
    { 'Cache-Control': 'no-store', ...headers },
  );
}

/** The parts of an address under /open311, and the format asked for (json, xml …). */
type Route =
  | { kind: 'discovery'; format: string }
  | { kind: 'services'; format: string }
  | { kind: 'service'; code: string; format: string }
  | { kind: 'requests'; format: string }
  | { kind: 'request'; id: string; format: string };

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

function routeOf(pathname: string): Route | undefined {
  let match = /^\/open311\/discovery\.([^./]+)$/.exec(pathname);
  if (match) return { kind: 'discovery', format: match[1] };
  match = /^\/open311\/v2\/services\.([^./]+)$/.exec(pathname);
  if (match) return { kind: 'services', format: match[1] };
  match = /^\/open311\/v2\/services\/([^/]+)\.([^./]+)$/.exec(pathname);
  if (match) {
    const code = decode(match[1]);
    return code === undefined ? undefined : { kind: 'service', code, format: match[2] };
  }
  match = /^\/open311\/v2\/requests\.([^./]+)$/.exec(pathname);
  if (match) return { kind: 'requests', format: match[1] };
  match = /^\/open311\/v2\/requests\/([^/]+)\.([^./]+)$/.exec(pathname);
  if (match) {
    const id = decode(match[1]);
    return id === undefined ? undefined : { kind: 'request', id, format: match[2] };
  }
  return undefined;
}

/** A comma-delimited parameter's values (may also be declared several times). */
function listParam(search: URLSearchParams, name: string): string[] | undefined {
  const values = search
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
}

/** GET Service Requests' filters, or the errors to answer. */
function readFilters(search: URLSearchParams, now: Date): RequestFilters | string[] {
  const ids = listParam(search, 'service_request_id');
  const problems: string[] = [];
  const startText = cleanText(search.get('start_date'));
  const endText = cleanText(search.get('end_date'));
  const start = startText === null ? undefined : w3cDateTime(startText);
  const end = endText === null ? undefined : w3cDateTime(endText);
  if (startText !== null && !start)
    problems.push('start_date must be a W3C datetime, e.g. 2010-01-01T00:00:00Z.');
  if (endText !== null && !end) problems.push('end_date must be a W3C datetime, e.g. 2010-01-01T00:00:00Z.');
  const statuses = listParam(search, 'status');
  if (statuses?.some((status) => status !== 'open' && status !== 'closed')) {
    problems.push('status must be open or closed (comma delimited).');
  }
  const page = pageParam(search, 'page', 1, MAX_PAGE, problems);
  const pageSize = pageParam(search, 'page_size', PAGE_SIZE, MAX_PAGE_SIZE, problems);
  if (ids && ids.length > MAX_PAGE_SIZE) {
    problems.push(`service_request_id may list at most ${MAX_PAGE_SIZE} numbers.`);
  }
  if (ids) return problems.length > 0 ? problems : { ids, start: now, end: now, page, pageSize };
  const span = DEFAULT_DAYS * DAY_MS;
  const range =
    start && end
      ? { start, end }
      : start
        ? { start, end: new Date(start.getTime() + span) }
        : end
          ? { start: new Date(end.getTime() - span), end }
          : { start: new Date(now.getTime() - span), end: now };
  if (start && end && end.getTime() - start.getTime() > span) {
    problems.push(`start_date and end_date may not span more than ${DEFAULT_DAYS} days.`);
  }
  if (start && end && end < start) problems.push('end_date must not be before start_date.');
  if (problems.length > 0) return problems;
  return {
    ...range,
    serviceCodes: listParam(search, 'service_code'),
    statuses: statuses as RequestStatus[] | undefined,
    page,
    pageSize,
  };
}

/** A whole number from 1 to `max` (`fallback` when absent); a problem is added for anything else. */
function pageParam(
  search: URLSearchParams,
  name: string,
  fallback: number,
  max: number,
  problems: string[],
): number {
  const text = search.get(name);
  if (text === null) return fallback;
  const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= max)) {
    problems.push(`${name} must be a whole number from 1 to ${max.toLocaleString('en-US')}.`);
    return fallback;
  }
  return value;
}

/** The query parameters that hold a control character (U+0000-U+001F, U+007F): refused, never queried. */
function controlledParams(search: URLSearchParams): string[] {
  const names = new Set<string>();
  for (const [name, value] of search) {
    if (hasControlCharacter(name, false) || hasControlCharacter(value, false)) names.add(name);
  }
  return [...names].map(
    (name) => `${JSON.stringify(name)} must not contain control characters (U+0000-U+001F, U+007F).`,
  );
}

/**
 * The body of a POST, read up to `limit` bytes; undefined when it is longer (a declared Content-Length over
 * the limit is refused before reading anything).
 */
async function readBody(request: Request, limit: number): Promise<ArrayBuffer | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return undefined;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body.buffer;
}

/** The key's digest as open311_keys holds it (SHA-256, hex), as `npm run submissions -- open311-key` stores it. */
async function keyDigest(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A number parameter (lat, long), or undefined when blank; NaN when it is not a number. */
function numberParam(value: string | null): number | undefined {
  const text = cleanText(value);
  if (text === null) return undefined;
  return isDecimalNumber(text) ? Number(text) : Number.NaN;
}

/** POST Service Request's fields, as the store takes them, or the errors to answer. */
export function readPostedRequest(form: FormData): NewServiceRequest | string[] {
  const text = (name: string) => {
    const value = form.get(name);
    return cleanText(typeof value === 'string' ? value : null);
  };
  const problems: string[] = [];
  for (const [name] of form) {
    if (/^attribute\b/.test(name) && !/^attribute\[([^\]]+)\](\[\])?$/.test(name)) {
      problems.push(
        `${JSON.stringify(name)} is not an attribute: send attribute[code]=value (attribute[code][]=value for each value of a multivaluelist).`,
      );
    }
  }
  const lat = numberParam(text('lat'));
  const long = numberParam(text('long'));
  if ((lat === undefined) !== (long === undefined)) problems.push('lat and long must be sent together.');
  if (lat !== undefined && !(lat >= -90 && lat <= 90)) problems.push('lat must be a number from -90 to 90.');
  if (long !== undefined && !(long >= -180 && long <= 180)) {
    problems.push('long must be a number from -180 to 180.');
  }
  // attribute[code]=value, or attribute[code][]=value for each value of a multivaluelist; in code order, so
  // that the same request is the same whatever order a client sends its fields in.
  const attributes: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    const match = /^attribute\[([^\]]+)\](\[\])?$/.exec(name);
    const clean = typeof value === 'string' ? cleanText(value) : null;
    if (!match || clean === null) continue;
    const [, code, many] = match;
    if (many) attributes[code] = [...((attributes[code] as string[] | undefined) ?? []), clean];
    else attributes[code] = clean;
  }
  if (problems.length > 0) return problems;
  return {
    service_code: text('service_code') ?? '',
    lat: lat ?? null,
    long: long ?? null,
    address_string: text('address_string'),
    email: text('email'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    description: text('description'),
    media_url: text('media_url'),
    attributes: Object.fromEntries(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b))),
  };
}

export function createOpen311Handler(platform: Platform, requests: ServiceRequests) {
  const base = `${platform.siteOrigin}/open311/v2`;

  const discovery = () => ({
    changeset: CHANGESET,
    contact: `${city.name}, ${city.address.street}, ${city.address.locality}. Questions about this API: ${city.infoEmail}, ${city.mainPhone} (${city.officeHours}).`,
    key_service: `Reading needs no key. Submitting service requests (POST) needs an api_key, one per client application: write to ${city.infoEmail} (${city.mainPhone}) to get one.`,
    endpoints: [
      {
        specification: SPECIFICATION,
        url: base,
        changeset: CHANGESET,
        type: 'production',
        formats: ['application/json'],
      },
    ],
  });

  /** The id of the client whose key this is (open311_keys), or undefined: unknown, or revoked. */
  async function clientOf(key: string): Promise<string | undefined> {
    const { rows } = await platform.db.query<{ id: string }>(
      'SELECT id::text AS id FROM open311_keys WHERE key_sha256 = $1 AND revoked_at IS NULL',
      [await keyDigest(key)],
    );
    return rows[0]?.id;
  }

  async function post(request: Request, search: URLSearchParams): Promise<Response> {
    const body = await readBody(request, MAX_BODY_BYTES);
    if (!body) {
      return errors(413, [
        `The request body may be at most ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes (16 KB).`,
      ]);
    }
    const type = request.headers.get('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
      return errors(400, [
        'Send the request form-encoded: Content-Type: application/x-www-form-urlencoded; charset=utf-8.',
      ]);
    }
    let form: FormData;
    try {
      form = await new Request(request.url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': type },
      }).formData();
    } catch {
      return errors(400, ['The request body could not be read as a form.']);
    }
    const sentKey = form.get('api_key');
    const apiKey = cleanText(typeof sentKey === 'string' ? sentKey : search.get('api_key'));
    if (apiKey === null) {
      return errors(403, [
        `api_key is required to submit a service request: write to ${city.infoEmail} for a key of your application's own.`,
      ]);
    }
    const client = apiKey.length <= MAX_KEY_LENGTH ? await clientOf(apiKey) : undefined;
    if (client === undefined) {
      return errors(403, [
        `api_key is not valid (unknown or revoked): write to ${city.infoEmail} for a key.`,
      ]);
    }
    const sent = form.get('jurisdiction_id');
    const jurisdiction = cleanText(search.get('jurisdiction_id') ?? (typeof sent === 'string' ? sent : null));
    if (jurisdiction !== null && jurisdiction !== JURISDICTION_ID) return unknownJurisdiction(jurisdiction);
    const key = cleanText(request.headers.get('idempotency-key'));
    if (key !== null && key.length > MAX_KEY_LENGTH) {
      return errors(400, [`The Idempotency-Key header may be at most ${MAX_KEY_LENGTH} characters.`]);
    }
    const posted = readPostedRequest(form);
    if (Array.isArray(posted)) return errors(400, posted);
    if (posted.service_code === '') return errors(400, ['service_code is required.']);
    // One client's Idempotency-Key is its own: another client's same key and fields are another request.
    const outcome = await requests.submit(posted, {
      form: `${OPEN311_FORM}:${client}`,
      key: key ?? undefined,
      client,
    });
    if (outcome.status === 'unknown-service') return unknownService(posted.service_code);
    if (outcome.status === 'invalid')
      return errors(
        400,
        outcome.problems.map((problem) => problem.message),
      );
    return json(
      201,
      [
        {
          service_request_id: outcome.service_request_id,
          service_notice: outcome.service_notice,
          account_id: null,
        },
      ],
      {
        'Cache-Control': 'no-store',
        Location: `${base}/requests/${outcome.service_request_id}.json`,
      },
    );
  }

  const unknownJurisdiction = (jurisdiction: string) =>
    errors(
      404,
      [
        `jurisdiction_id ${JSON.stringify(jurisdiction)} was not found: this endpoint serves ${JURISDICTION_ID} only.`,
      ],
      CORS,
    );

  const unknownService = (code: string) =>
    errors(404, [`service_code ${JSON.stringify(code)} was not found: see ${base}/services.json.`], CORS);

  async function get(route: Route, search: URLSearchParams): Promise<Response> {
    const catalogueHeaders = { ...CORS, 'Cache-Control': CACHE_CATALOGUE };
    const requestHeaders = { ...CORS, 'Cache-Control': CACHE_REQUEST };
    switch (route.kind) {
      case 'discovery':
        return json(200, discovery(), catalogueHeaders);
      case 'services':
        return json(
          200,
          catalogue.map((entry) => entry.listing),
          catalogueHeaders,
        );
      case 'service': {
        const entry = serviceByCode(route.code);
        return entry ? json(200, entry.definition, catalogueHeaders) : unknownService(route.code);
      }
      case 'requests': {
        const filters = readFilters(search, new Date());
        if (Array.isArray(filters)) return errors(400, filters, CORS);
        const { requests: page, more } = await requests.list(filters);
        const headers: Headers = { ...CORS, 'Cache-Control': CACHE_REQUEST_PAGES };
        if (more) {
          const next = new URLSearchParams(search);
          next.set('page', String(filters.page + 1));
          headers.Link = `<${base}/requests.json?${next}>; rel="next"`;
        }
        return json(200, page, headers);
      }
      case 'request': {
        const found = isRequestNumber(route.id) ? await requests.find(route.id) : undefined;
        if (!found) {
          return errors(
            404,
            [`service_request_id ${JSON.stringify(route.id)} was not found.`],
            requestHeaders,
          );
        }
        // GeoReport v2's extensions (extensions=true): the stage, closing reason and public updates (issue 44),
        // which the status page reads after a navigation in the browser.
        if (search.get('extensions') === 'true') {
          const extended = { ...found, extended_attributes: (await requests.progress(route.id)) ?? {} };
          return json(200, [extended], requestHeaders);
        }
        return json(200, [found], requestHeaders);
      }
    }
  }

  return async function handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    if (url.pathname !== '/open311' && !url.pathname.startsWith('/open311/')) return undefined;
    const route = routeOf(url.pathname);
    if (!route) {
      return errors(
        404,
        [
          `Not found. This site's Open311 endpoints are listed at ${platform.siteOrigin}/open311/discovery.json.`,
        ],
        CORS,
      );
    }
    if (route.format !== 'json') {
      return errors(
        404,
        [
          `Format ${JSON.stringify(route.format)} is not served: this endpoint answers JSON only (.json, application/json).`,
        ],
        CORS,
      );
    }
    const controlled = controlledParams(url.searchParams);
    if (controlled.length > 0) return errors(400, controlled, CORS);
    const method = request.method.toUpperCase();
    const allowed = route.kind === 'requests' ? 'GET, HEAD, POST, OPTIONS' : 'GET, HEAD, OPTIONS';
    if (method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS,
          Allow: allowed,
          'Access-Control-Allow-Methods': 'GET, HEAD',
          'Access-Control-Max-Age': '86400',
        },
      });
    }
    if (method === 'POST' && route.kind === 'requests') return post(request, url.searchParams);
    if (method !== 'GET' && method !== 'HEAD') {
      return errors(405, [`${method} is not allowed here.`], { Allow: allowed });
    }
    const jurisdiction = cleanText(url.searchParams.get('jurisdiction_id'));
    if (jurisdiction !== null && jurisdiction !== JURISDICTION_ID) return unknownJurisdiction(jurisdiction);
    return get(route, url.searchParams);
  };
}
