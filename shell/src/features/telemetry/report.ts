// The reports themselves, loaded once the page is alive (start-telemetry.ts): web-vitals and this file make a
// chunk of their own, never part of a first visit's critical path. A report says what happened and where (the
// area that owns the page, its version, the page's route shape), and nothing about the resident: no address
// beyond a prefix, no query, no error message (a message can hold what someone typed).
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { areaForPath, type RemoteArea } from '../remotes/remote-areas';
import errorNames from '@springfield/server/error-names.json';

/** Where reports go: the site's own origin, which the page's connect-src allows. */
export const TELEMETRY_URL = '/telemetry';

/** The shell's own pages: the build the site's server serves, so no version of its own is needed. */
const SHELL_AREA = 'shell';
const SHELL_VERSION = 'current';

/**
 * The error names reported as they are; any other is reported as "Error". "NonError": a thrown value that is
 * not an error object; "ScriptError": an error whose details the browser hid. The one list the site's server
 * accepts (the server package's error-names.json), so labels stay a known set.
 */
export const ERROR_NAMES: readonly string[] = errorNames;

/** Errors reported per page at most: an error thrown in a loop sends a few reports, not thousands. */
const MAX_ERRORS = 10;

/** FNV-1a (32 bits) of a string's UTF-16 code units, as 8 hex digits (the server's fnv1a too). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * An area's version, from its list line: the folder its build is published in, for people to read
 * ("2025-01-14" in https://cdn/government/2025-01-14/mf-manifest.json), and a hash of the entry and the remote
 * entry's SHA-384, which tells apart two builds in one folder, or at an origin's root as `npm start` serves
 * them: "2025-01-14.1f0c3a9e", or "1f0c3a9e". The site's server computes the same from the list it reads, and
 * accepts only that version.
 */
export function versionOf(area: Pick<RemoteArea, 'entry' | 'integrity'>): string {
  const hash = fnv1a(`${area.entry} ${area.integrity?.entry ?? ''}`);
  let folder = '';
  try {
    folder = new URL(area.entry).pathname.split('/').at(-2) ?? '';
  } catch {
    // An entry that is not an address has no folder: the hash alone.
  }
  folder = folder
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, 24);
  return folder ? `${folder}.${hash}` : hash;
}

/**
 * A path's route shape: the area's prefix ("/news" for /news/some-article), or for the shell's pages Home,
 * the search page, or "/*" for any other (an info page, or a 404 whose address could be anything).
 */
export function routeOf(path: string, area: RemoteArea | undefined): string {
  if (area) {
    return area.prefixes.find((p) => path === p || path.startsWith(`${p}/`)) ?? area.prefixes[0];
  }
  // The search page's path (search/data/load-records.ts, SEARCH_PATH), not imported: its module loads records.
  return path === '/' || path === '/search' ? path : '/*';
}

/** Where a report comes from: the area that owns the path, its version and the path's route shape. */
function placeOf(path: string) {
  const area = areaForPath(path);
  return {
    route: routeOf(path, area),
    area: area?.name ?? SHELL_AREA,
    version: area ? versionOf(area) : SHELL_VERSION,
  };
}

/** A script's file name ("470.de92768a34.js"), without its folder or query; undefined when it is not a script's. */
function fileOf(url: string): string | undefined {
  try {
    const { protocol, pathname } = new URL(url);
    const file = pathname.split('/').at(-1) ?? '';
    return /^https?:$/.test(protocol) && /^[A-Za-z0-9._-]{1,100}$/.test(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** What an `error` or `unhandledrejection` event may tell: the error's kind and the script's file. */
export function errorFacts(event: Event): { name: string; file?: string } {
  const rejection = event.type === 'unhandledrejection';
  const thrown: unknown = rejection ? (event as PromiseRejectionEvent).reason : (event as ErrorEvent).error;
  const file = rejection ? undefined : fileOf((event as ErrorEvent).filename ?? '');
  let name = 'NonError';
  if (typeof thrown === 'object' && thrown !== null && typeof (thrown as Error).name === 'string') {
    name = ERROR_NAMES.includes((thrown as Error).name) ? (thrown as Error).name : 'Error';
  } else if (!rejection && thrown == null && !file) {
    // A script of another origin loaded without CORS: the browser hides the error and where it was thrown.
    name = 'ScriptError';
  }
  return file ? { name, file } : { name };
}

function send(report: Record<string, unknown>): void {
  // A string goes as text/plain: no preflight, no cookies to speak of (the site sets none).
  navigator.sendBeacon(TELEMETRY_URL, JSON.stringify(report));
}

/** A vital's value as reported: milliseconds whole, CLS to four places. */
const rounded = (metric: Metric) =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

/**
 * Starts reporting the page's LCP, INP and CLS (web-vitals reports each when it is final, at the latest when
 * the page is hidden) for the path the page was loaded at, and returns the function that reports an uncaught
 * error (at most MAX_ERRORS per page, each kind once per place).
 */
export function startReporting(landingPath: string): (event: Event, path: string) => void {
  const onMetric = (metric: Metric) => {
    send({ kind: 'vital', name: metric.name, value: rounded(metric), ...placeOf(landingPath) });
  };
  onLCP(onMetric);
  onINP(onMetric);
  onCLS(onMetric);
  const seen = new Set<string>();
  return (event, path) => {
    const report = { kind: 'error', ...errorFacts(event), ...placeOf(path) };
    const key = JSON.stringify(report);
    if (seen.size >= MAX_ERRORS || seen.has(key)) return;
    seen.add(key);
    send(report);
  };
}
