// What residents' browsers report about the site's health (shell/src/features/telemetry): each page's Core Web
// Vitals and uncaught errors, tagged with the area that owns the page and the version of its build, so a team
// sees its own area's health. The handler turns a report into a count or an observation (`metrics`), and
// accepts only values from small known sets: a report cannot create a new label value, whoever sends it.
import express from 'express';
import errorNames from './error-names.json';
import { readWithin } from './read-within';

/** The largest report accepted (one is about 150 bytes), and its types: sendBeacon sends a string as text/plain. */
const BODY_LIMIT = 4096;
const BODY_TYPES = ['text/plain', 'application/json'];

/** The vitals reported, and the range a real measurement of each falls in (LCP and INP in ms, CLS unitless). */
const VITAL_RANGES: Record<string, [number, number]> = { LCP: [0, 60_000], INP: [0, 60_000], CLS: [0, 10] };

/**
 * The error names a browser reports as they are: JavaScript's own, the DOM's commonest, and webpack's chunk
 * loading. Any other name is reported as "Error"; "NonError" is a thrown value that is not an Error object and
 * "ScriptError" an error whose details the browser hid (a script of another origin without CORS).
 * One list (error-names.json), which the shell's reporter (shell/src/features/telemetry/report.ts) imports too.
 */
const ERROR_NAMES: readonly string[] = errorNames;

/** The area of the shell's own pages, and the version it reports: the shell is the build this server serves. */
const SHELL_AREA = 'shell';
const SHELL_VERSION = 'current';
/** The shell's pages by route shape: Home, the search page, and "/*" for any other (an info page, a 404). */
const SHELL_ROUTES = ['/', '/search', '/*'];

const VERSION = /^[a-z0-9._-]{1,40}$/;
/** A script's file name as the browser reports it (a chunk of the site or of a remote: "470.de92768a34.js"). */
const FILE = /^[A-Za-z0-9._-]{1,100}$/;
/** The remote entry's SHA-384 as the shell accepts it (remote-areas.ts, entryIntegrityOf). */
const ENTRY_INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/** FNV-1a (32 bits) of a string's UTF-16 code units, as 8 hex digits: short, stable, the same in the browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * An area's version as its list line gives it: the folder its build is published in (the one before the
 * manifest's file name, "2025-01-14" in https://cdn/government/2025-01-14/mf-manifest.json), for people to
 * read, then a hash of the entry and of the remote entry's SHA-384, which tells apart builds published in the
 * same folder or at an origin's root (as `npm start` serves them): "2025-01-14.1f0c3a9e", or "1f0c3a9e".
 * `integrity` counts only when the shell would use it (both fields, well formed). The browser computes the
 * same (shell/src/features/telemetry/report.ts, versionOf).
 */
function versionOf(
  line: { entry?: unknown; integrity?: { entry?: unknown; entryFile?: unknown } } | undefined,
): string {
  const entry = typeof line?.entry === 'string' ? line.entry : '';
  const integrity = line?.integrity;
  const checked =
    typeof integrity?.entry === 'string' &&
    ENTRY_INTEGRITY.test(integrity.entry) &&
    typeof integrity.entryFile === 'string' &&
    !integrity.entryFile.split('/').includes('..');
  const hash = fnv1a(`${entry} ${checked ? integrity.entry : ''}`);
  let folder = '';
  try {
    folder = new URL(entry).pathname.split('/').at(-2) ?? '';
  } catch {
    // An entry that is not an address has no folder: the hash alone.
  }
  folder = folder
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, 24);
  return folder ? `${folder}.${hash}` : hash;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `value` has exactly the keys `required`, plus any of `optional`. */
function hasKeys(value: object, required: string[], optional: string[] = []): boolean {
  const keys = Object.keys(value);
  return (
    required.every((key) => Object.hasOwn(value, key)) &&
    keys.every((key) => required.includes(key) || optional.includes(key))
  );
}

/**
 * A report checked against the remotes list in use: the area one of its remotes (or the shell), the version
 * the list gives that area now, the route one of the area's prefixes (or of the shell's route shapes), and
 * the measurement a known one in its range. Null when anything is off.
 */
/** A report as checked: the labels of a vital's or an error's sample. */
type CheckedReport =
  | { kind: 'vital'; area: string; version: string; route: string; name: string; value: number }
  | { kind: 'error'; area: string; version: string; route: string; name: string; file?: string };

function checkedReport(
  report: unknown,
  list: { remotes?: Record<string, unknown> } | undefined,
): CheckedReport | null {
  if (!isObject(report) || !['vital', 'error'].includes(report.kind as string)) return null;
  const { kind, name, route, area, version } = report as {
    kind: 'vital' | 'error';
    name: string;
    route: string;
    area: unknown;
    version: unknown;
  };
  if (typeof area !== 'string' || typeof version !== 'string' || !VERSION.test(version)) return null;
  const line = area === SHELL_AREA ? undefined : list?.remotes?.[area];
  if (area === SHELL_AREA) {
    if (version !== SHELL_VERSION || !SHELL_ROUTES.includes(route as string)) return null;
  } else {
    if (!Object.hasOwn(list?.remotes ?? {}, area) || !isObject(line)) return null;
    if (version !== versionOf(line)) return null;
    if (!Array.isArray(line.prefixes) || !line.prefixes.includes(route)) return null;
  }
  if (kind === 'vital') {
    if (!hasKeys(report, ['kind', 'name', 'value', 'route', 'area', 'version'])) return null;
    const range = Object.hasOwn(VITAL_RANGES, name) ? VITAL_RANGES[name] : undefined;
    const { value } = report as { value: number };
    if (!range || !Number.isFinite(value) || value < range[0] || value > range[1]) return null;
    return { kind, area, version, route, name, value };
  }
  if (!hasKeys(report, ['kind', 'name', 'route', 'area', 'version'], ['file'])) return null;
  if (!ERROR_NAMES.includes(name)) return null;
  const { file } = report as { file?: unknown };
  if (file !== undefined && !(typeof file === 'string' && FILE.test(file))) return null;
  return { kind: 'error', area, version, route, name, ...(typeof file === 'string' && file ? { file } : {}) };
}

/** Where a page's reports come from: the labels every report of it carries. */
interface Place {
  area: string;
  version: string;
  route: string;
}

/**
 * The place the browser's reports of a page at `pathname` carry (shell/src/features/telemetry/report.ts,
 * placeOf): the area whose prefix the path is under, its version as the list gives it, and that prefix; or the
 * shell's Home, search page or "/*". The server writes it into the page for start.js, which reports the
 * vitals of a visit whose app never started (the visitor only read the page); the app reports the others.
 */
function placeOfPage(pathname: string, list: { remotes?: Record<string, unknown> } | undefined): Place {
  for (const [area, line] of Object.entries(list?.remotes ?? {})) {
    if (!isObject(line) || !Array.isArray(line.prefixes)) continue;
    const route = line.prefixes.find(
      (prefix): prefix is string =>
        typeof prefix === 'string' && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
    );
    if (route) return { area, version: versionOf(line), route };
  }
  const route = pathname === '/' || pathname === '/search' ? pathname : '/*';
  return { area: SHELL_AREA, version: SHELL_VERSION, route };
}

/** An answer with no body: a report is never echoed, whatever it held. */
function answer(res: express.Response, status: number): void {
  res.setHeader('Cache-Control', 'no-store');
  // A body that is not read (too large, another type, another site's): the connection is closed after the
  // answer, or Node would read (and throw away) whatever the sender goes on sending.
  if (status === 413 || status === 415 || status === 403) res.setHeader('Connection', 'close');
  res.status(status).end();
}

/**
 * `POST /telemetry` whose declared body is over BODY_LIMIT: answered 413 at once, before its client is counted
 * against the limit (a database round trip) and before a byte of it is read, and its connection closed.
 */
const telemetryTooLarge: express.RequestHandler = (req, res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > BODY_LIMIT) return answer(res, 413);
  next();
};

/**
 * The handler of `POST /telemetry`, for `app.post('/telemetry', telemetryHandler(...))`: a report of one vital
 * or one error (JSON, sent by navigator.sendBeacon as text/plain, or as application/json), at most 4 KB. A
 * valid report is handed to `metrics.vital({ area, version, route, name, value })` or
 * `metrics.browserError({ area, version, route, name, file? })` and answered 204; anything else 400 (413 too
 * large, 415 another type, 403 sent by another site's page), with no body. The list is read per report
 * (`readList()`, the remotes list in use), so an area's version follows its deploys and a report of an older
 * one is refused: the label values stay one version per area. The body is never logged.
 */
/** Where a checked report goes: the server's metrics (prom-client), or a test's memoryMetrics. */
interface TelemetryMetrics {
  vital(labels: { area: string; version: string; route: string; name: string; value: number }): void;
  browserError(labels: { area: string; version: string; route: string; name: string; file?: string }): void;
}

function telemetryHandler({
  metrics,
  readList,
}: {
  metrics: TelemetryMetrics;
  readList: () => { remotes?: Record<string, unknown> } | undefined;
}): express.RequestHandler {
  return async (req, res) => {
    // A browser says where a request comes from: a report posted by another site's page is not counted.
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin') return answer(res, 403);
    const [type, ...parameters] = (req.get('content-type') ?? '')
      .split(';')
      .map((part) => part.trim().toLowerCase());
    if (!BODY_TYPES.includes(type)) return answer(res, 415);
    // UTF-8 (sendBeacon's) and not compressed: nothing to inflate, no other charset to decode.
    const charset = parameters.find((part) => part.startsWith('charset='))?.slice('charset='.length);
    if (charset && !['utf-8', 'utf8', '"utf-8"'].includes(charset)) return answer(res, 415);
    const body = await readWithin(req, BODY_LIMIT);
    if (body.status !== 200) return answer(res, body.status);
    let report: unknown;
    try {
      report = JSON.parse(body.bytes.toString('utf8'));
    } catch {
      return answer(res, 400);
    }
    const checked = checkedReport(report, readList());
    if (!checked) return answer(res, 400);
    if (checked.kind === 'vital') {
      const { kind: _kind, ...labels } = checked;
      metrics.vital(labels);
    } else {
      const { kind: _kind, ...labels } = checked;
      metrics.browserError(labels);
    }
    return answer(res, 204);
  };
}

/** An in-memory `metrics` for tests: each call recorded as it came. The site's server uses prom-client. */
function memoryMetrics() {
  const calls: Record<string, unknown>[] = [];
  return {
    calls,
    vital: (labels: object) => calls.push({ kind: 'vital', ...labels }),
    browserError: (labels: object) => calls.push({ kind: 'error', ...labels }),
  };
}

export {
  placeOfPage,
  telemetryHandler,
  telemetryTooLarge,
  memoryMetrics,
  versionOf,
  fnv1a,
  ERROR_NAMES,
  SHELL_AREA,
  SHELL_VERSION,
  SHELL_ROUTES,
  VITAL_RANGES,
  BODY_LIMIT,
};
