// Serves the five production builds as five origins on localhost, as a city's CDN would: the shell on 8080
// with every path falling back to index.html, each remote on its own port with CORS, entry files never
// cached, hashed chunks cached for a year, and security headers on every response.
// React's production build for the server renderer, unless told otherwise (the tests run with NODE_ENV=test).
process.env.NODE_ENV ??= 'production';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as afterThisPass } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { LRUCache } from 'lru-cache';
import helmet from 'helmet';
import compression from 'compression';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ListLine, Log, RemotesList } from './types';
import type { SitePlatform } from './platform/platform';
import * as apps from './apps.cjs';
import { createSsr, RenderRefused, type RenderedResponse, type SsrOptions, type Submission } from './ssr';
import { createLimits, memoryLimits, noLimits, type LimitName, type Limits, type Verdict } from './limits';
import { COMPRESS_FROM_BYTES, type Encoding, type PageEntry } from './page-cache';
import { fieldOf, isObject, messageOf } from './narrow';
import { fetchWithin } from './fetch-within';
import { log as defaultLog } from './log';
import { createMetrics, versionOf, type SubmissionOutcome } from './metrics';
import { telemetryHandler, telemetryTooLarge } from './telemetry';
import { closeAfter, readWithin } from './read-within';
import {
  createPageFeedbackStore,
  memoryPageFeedbackStore,
  pageFeedbackHandler,
  type PageFeedbackStore,
} from './page-feedback';
import { openDatabase } from './platform/database';
import { createPlatform, deadJobs, purge, jsonLog } from './platform/platform';
import { confirmPages, type ConfirmPlatform } from './confirm-page';
import { openStaff, type StaffSetup } from './staff';
import { staffPathOf } from './staff/staff-side';

/** The staff frame's page of "Was this page helpful?" answers (the shell's STAFF_HELPFUL_PATH). */
const STAFF_HELPFUL_PATH = '/staff/helpful';

/** Files whose name carries a content hash: safe to cache for ever. */
const HASHED = /\.[0-9a-f]{10}\.(?:js|css|map|png|jpe?g|webp|avif|svg|woff2?)$/;
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The site's metrics (metrics.ts) and its page renderer (ssr.ts), as the middlewares below use them. */
type Metrics = ReturnType<typeof createMetrics>;
type Ssr = ReturnType<typeof createSsr>;

function distOf(app: { dir: string }): string {
  return path.join(apps.root, app.dir, 'dist');
}

/**
 * The local deployment's remotes list. It lives outside the shell's dist, so rebuilding the shell while the
 * site is served does not take the list away.
 */
const LOCAL_REMOTES_FILE = path.join(apps.root, '.site', 'remotes.json');

/** The last good list read from each file, and the file's identity then (a switch renames a new file over it). */
const listsRead = new Map<
  string,
  { stamp: string; list: RemotesList; failedStamp?: string; problem?: string }
>();

/**
 * The remotes JSON as served now: checked at each call (a stat; read and parsed again only when the file
 * changed; the requests of one pass of the event loop share a call, see onePerPass), so an edit takes effect
 * without a restart. A list that cannot be read or parsed (a half-written
 * edit, a typo) does not empty the site: the last good one stays in use, and the error is logged once.
 * Callers must not change what it returns.
 */
function readRemotes(file: string): RemotesList {
  const known = listsRead.get(file);
  let stamp: string | undefined;
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (known && known.stamp === stamp) return known.list;
    const list = checkedList(JSON.parse(fs.readFileSync(file, 'utf8')));
    listsRead.set(file, { stamp, list });
    return list;
  } catch (error) {
    if (known && known.failedStamp !== stamp) {
      known.failedStamp = stamp;
      console.error(
        `The remotes list ${file} cannot be used (${messageOf(error)}); the last good one stays.`,
      );
    }
    if (known) known.problem = messageOf(error);
    return known?.list ?? { contract: 1, remotes: {} };
  }
}

/**
 * `read` for the requests of one pass of the event loop: the first request of a pass reads (for the local file,
 * a stat), the others of that pass take what it read, and the next pass reads again. Requests arrive in the
 * loop's poll phase, all of a pass's together, once the operating system has them: a list renamed into place
 * before a request was sent was there before its pass began, so a request still sees every switch made before
 * it (a stat per request cost a busy instance 7 % of its time). From node:timers, not the global setImmediate,
 * which a test's fake timers may hold.
 */
function onePerPass<T>(read: () => T): () => T {
  let held: { value: T } | undefined;
  return () => {
    if (held) return held.value;
    held = { value: read() };
    afterThisPass(() => {
      held = undefined;
    });
    return held.value;
  };
}

/** Why the list file cannot be used now (the last good one is), or undefined while it can. */
const listProblemOf = (file: string | undefined): string | undefined =>
  file === undefined ? undefined : listsRead.get(file)?.problem;

/** How often an instance asks REMOTES_URL whether the list changed (with its ETag: usually a 304). */
const LIST_REVALIDATE_MS = 3000;

/**
 * Why an address the server reads code or its list from may not be used: anything but https, except http on
 * this machine (npm start, the cluster's local CDN). Undefined when it may. A list or module read over plain
 * http from elsewhere could be changed on its way, and with it the code every instance runs (issue 43,
 * finding 8).
 */
function insecureAddress(address: unknown): string | undefined {
  let url: URL;
  try {
    url = new URL(String(address));
  } catch {
    return undefined; // not an address: the shell leaves such a line out
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    return undefined;
  return `${url.protocol}//${url.host} is not https (http only on this machine)`;
}

/**
 * A list's shape, as readRemotes checks it: an object with a "remotes" object, whose entries are https (http
 * only on this machine). A list naming another one is refused whole: the last good one stays.
 */
function checkedList(value: unknown): RemotesList {
  if (!isList(value)) throw new Error('it has no "remotes" object');
  for (const [name, line] of Object.entries(value.remotes)) {
    // A line that is not an object has no entry: the shell leaves it out.
    const problem = insecureAddress(isObject(line) ? line.entry : undefined);
    if (problem) throw new Error(`the entry of ${name.slice(0, 40)}: ${problem}`);
  }
  return value;
}

/**
 * Whether parsed JSON is a remotes list as far as the server relies on it: an object with a "remotes" object.
 * What its lines say is read field by field where it is used.
 */
function isList(value: unknown): value is RemotesList {
  return isObject(value) && isObject(value.remotes);
}

/**
 * The remotes list read from a URL (REMOTES_URL: an object store or the CDN), so that every instance of the
 * site sees a team's switch within seconds: revalidated in the background every few seconds with its ETag
 * (If-None-Match; a 304 costs nothing), never on a request's path. What cannot be fetched or parsed leaves
 * the last good list in use, logged once per kind of failure. `ready` resolves once a list was read (or the
 * first attempt failed: the site then starts without areas, and /readyz says so).
 */
function remoteListFromUrl(
  url: string,
  {
    intervalMs = LIST_REVALIDATE_MS,
    fetchImpl = fetch,
    report = console.error,
  }: { intervalMs?: number; fetchImpl?: typeof fetch; report?: (line: string) => void } = {},
) {
  const insecure = insecureAddress(url);
  if (insecure) throw new Error(`REMOTES_URL ${url} cannot be used: ${insecure}.`);
  let list: RemotesList = { contract: 1, remotes: {} };
  let etag: string | undefined;
  let lastProblem: string | undefined;
  let problem: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function revalidate() {
    try {
      const fresh = await fetchWithin(url, {
        ms: 5000,
        init: { headers: etag ? { 'if-none-match': etag } : {} },
        fetchImpl,
        read: async (response) => {
          if (response.status === 304) return undefined;
          if (!response.ok) throw new Error(`it answered ${response.status}`);
          return {
            next: checkedList(await response.json()),
            etag: response.headers.get('etag') ?? undefined,
          };
        },
      });
      if (!fresh) return;
      list = fresh.next;
      etag = fresh.etag;
      lastProblem = undefined;
      problem = undefined;
    } catch (error) {
      const message = messageOf(error);
      problem = message;
      if (lastProblem !== message) {
        lastProblem = message;
        report(`The remotes list at ${url} cannot be used (${message}); the last good one stays.`);
      }
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => revalidate().finally(schedule), intervalMs);
    timer.unref();
  };
  const ready = revalidate().finally(schedule);
  return {
    read: () => list,
    /** Why the list cannot be fetched or used now (the last good one is), or undefined. */
    problem: () => problem,
    ready,
    close: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Origins the shell may load code and data from: its own and every remote listed in the remotes JSON. */
function remoteOrigins(list: { remotes?: Record<string, { entry?: unknown }> } | undefined): string[] {
  const origins = new Set<string>();
  for (const remote of Object.values(list?.remotes ?? {})) {
    try {
      const { origin } = new URL(String(remote.entry));
      // Only an origin of plain host characters: "https://a;b" would split the page's policy.
      if (/^https?:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(origin)) origins.add(origin);
    } catch {
      // An entry that is not a URL is ignored; the shell shows that area as unavailable.
    }
  }
  return [...origins];
}

/**
 * The policy of the site's pages: scripts only from this origin and the remotes' (no 'unsafe-eval', no
 * inline script), no framing, no plugins.
 */
function pageCsp(extraOrigins: readonly string[], scriptHashes: readonly string[] = []): string {
  const from = ["'self'", ...extraOrigins].join(' ');
  return [
    "default-src 'self'",
    // A page's own inline script (start.js, written into rendered pages) only by the hash of its text.
    `script-src ${[from, ...scriptHashes].join(' ')}`,
    // antd's CSS-in-JS (in dialogs) writes <style> elements; styles cannot run code.
    `style-src ${from} 'unsafe-inline'`,
    `img-src ${from} data:`,
    `font-src ${from}`,
    `connect-src ${from}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}

/**
 * Every other response (scripts, styles, JSON, images) is never a page of the site: opened on its own it
 * may load and run nothing. This short policy also keeps a first visit's headers small (the page policy
 * repeated on thirty responses weighed about 15 KB).
 */
const RESOURCE_CSP = "default-src 'none';frame-ancestors 'none'";

/**
 * Headers on every response; the page policy is set where a page is sent (sendPage). Helmet's headers do not
 * depend on the request: worked out once, then set on each response in one loop (helmet's thirteen middlewares
 * per request cost a busy instance more than sending a kept page).
 */
function securityHeaders() {
  const headers: [string, string | number | readonly string[]][] = [
    ['Content-Security-Policy', RESOURCE_CSP],
  ];
  helmet({
    contentSecurityPolicy: false,
    // The remotes' scripts are loaded from another origin by design.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]),
      removeHeader: () => {},
    } as unknown as ServerResponse,
    () => {},
  );
  return (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * How many threads render pages: SITE_RENDER_WORKERS, else one per core but the one the server's own thread
 * needs (it answers every cached page, limit and form), at least one and at most four. With a thread per core,
 * a flood of new searches on two cores kept the server's thread waiting for a core: a resident's cached page
 * took 2.1-2.4x its quiet p99, against 1.7x with one render thread (issue 43's abuse suite).
 */
function renderWorkers() {
  const configured = Number.parseInt(process.env.SITE_RENDER_WORKERS ?? '', 10);
  if (Number.isInteger(configured) && configured >= 0) return configured;
  return Math.min(4, Math.max(1, os.availableParallelism() - 1));
}

/** The area whose path, API or published files `pathname` is ("shell" for the shell's own). */
function areaOfPath(
  list: { remotes?: Record<string, Partial<ListLine>> } | undefined,
  address: string,
): string {
  // A page in another language (/es/events/2) is the same area's page as /events/2.
  const pathname = address.replace(/^\/(?:es|zh-hant)(?=\/|$)/i, '') || '/';
  const under = (prefixes: unknown, folder = false) =>
    Array.isArray(prefixes) &&
    prefixes.some((prefix) =>
      typeof prefix !== 'string'
        ? false
        : folder
          ? pathname.startsWith(prefix)
          : pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
  for (const [name, line] of Object.entries(list?.remotes ?? {})) {
    if (under(line.prefixes) || under(line.api) || under(line.files, true)) return name;
  }
  return 'shell';
}

/** What a form's answer was, for the metrics: accepted (303 or done), invalid (422), refused (409), failed. */
function outcomeOf(result: Pick<RenderedResponse, 'status' | 'json'>): SubmissionOutcome {
  const status = fieldOf(result.json, 'status');
  if (status === 'done' || (result.status >= 300 && result.status < 400)) return 'accepted';
  if (status === 'invalid' || result.status === 422) return 'invalid';
  if (status === 'refused' || result.status === 409) return 'refused';
  return result.status >= 500 ? 'failed' : 'invalid';
}

/**
 * Whether a failure is the sender's input the database cannot store (the platform's InvalidInputError, code
 * `invalid_input`, status 400): answered 400 and counted as invalid, never as the site's failure.
 */
const isInvalidInput = (error: unknown): boolean =>
  fieldOf(error, 'code') === 'invalid_input' &&
  Number(fieldOf(error, 'status')) >= 400 &&
  Number(fieldOf(error, 'status')) < 500;

/** The words for input with a NUL character (%00), which nothing of the site stores. */
const NUL_INPUT = 'The request holds a character that cannot be stored (U+0000, sent as %00).';

/** Whether URL-encoded text (a form's body, a query) decodes to a NUL character in a name or a value. */
function holdsNul(encoded: string): boolean {
  if (!/%00|\0/.test(encoded)) return false;
  for (const [name, value] of new URLSearchParams(encoded)) {
    if (name.includes('\0') || value.includes('\0')) return true;
  }
  return false;
}

/** A request id: the one the proxy in front sent (X-Request-Id), when it is a plain token, else a new one. */
const requestIdOf = (req: express.Request): string => {
  // Node joins a header sent twice into one string (", "), which is not a plain token.
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(sent) ? sent : crypto.randomUUID();
};

/**
 * One JSON log line per request (request id, method, area, path without its query, status, duration) and the
 * request metrics. The query is left out: search words and look-up fields can be personal.
 */
function accessLog({
  readList,
  metrics,
  log,
}: {
  readList: () => RemotesList;
  metrics: Pick<Metrics, 'request'>;
  log: Log;
}): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    res.on('finish', () =>
      logRequest({ metrics, log }, req, res, {
        id,
        started,
        area: areaOfPath(res.locals.list ?? readList(), req.path),
        path: req.path,
      }),
    );
    next();
  };
}

/** The access log's line and the request metrics of an answered request (`path`: without its query). */
function logRequest(
  { metrics, log }: { metrics: Pick<Metrics, 'request'>; log: Log },
  req: express.Request,
  res: express.Response,
  { id, started, area, path: pathname }: { id: string; started: bigint; area: string; path: string },
) {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  metrics.request({ area, method: req.method, status: res.statusCode, seconds });
  log('request', {
    id,
    method: req.method,
    area,
    path: pathname.slice(0, 200),
    status: res.statusCode,
    ms: Math.round(seconds * 10000) / 10,
  });
}

/** Host names of this machine: the only ones a server without a configured origin answers. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Host a request names must be the site's: the configured origin's host (SITE_ORIGIN) or one of the other
 * names the deployment lists (SITE_HOSTS, comma-separated, e.g. the address its load balancer checks); without
 * a configured origin (a local server, bound to this machine), one of this machine's names on any port.
 * Anything else is 400: a page rendered for "evil.example" would name that host in its links, and a cache
 * keyed by host would fill with copies.
 */
function knownHosts({
  siteOrigin,
  extraHosts = [],
}: {
  siteOrigin?: string;
  extraHosts?: string[];
}): express.RequestHandler {
  const hosts = new Set(extraHosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  if (siteOrigin) hosts.add(new URL(siteOrigin).host);
  const loopbackOnly = !siteOrigin;
  return (req, res, next) => {
    const host = String(req.headers.host ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (hosts.has(host) || (loopbackOnly && LOOPBACK_HOSTS.has(name))) return next();
    res
      .status(400)
      .setHeader('Cache-Control', 'no-store')
      .type('text/plain')
      .send('This server does not answer for that host name.');
  };
}

/** The remotes list the request read (see createShellApp), or undefined before it did. */
const listOf = (res: express.Response): RemotesList | undefined => res.locals.list;

/**
 * A request's path as a file server resolves it: percent-decoded, backslashes and runs of slashes made one
 * slash, dot segments resolved (never above the root). Undefined when it cannot be decoded. Every check of a
 * private path is made on this form.
 */
function normalPath(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  return path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/\/{2,}/g, '/');
}

/** Files of a build that are not for browsers: source maps and the build's statistics. */
const BUILD_DETAILS = /\.map(?:\.br)?$|(?:^|\/)mf-stats\.json(?:\.br)?$/i;
/**
 * A build's server code: the shell's renderer (/server/render.js), a remote's server module (server/… in the
 * build's folder, which a CDN may hold in a folder of its own).
 */
const SERVER_CODE = { never: /^\/server\//i, token: /(?:^|\/)server\//i };

/**
 * What a build holds that is not for browsers is not served: source maps and mf-stats.json never (they map the
 * code and its dependencies for an attacker); server code never by the site's own server, and by a remote's
 * (the CDN) only to a request that carries the deployment's token (`Authorization: Bearer`
 * REMOTES_SERVER_TOKEN), when the deployment has one: the site's servers and switch-remote send it. A local
 * remote server without a token is bound to this machine. Answered as a file that does not exist.
 */
function privateFiles({
  serverCode,
  serverToken,
}: {
  serverCode: keyof typeof SERVER_CODE;
  serverToken?: string;
}): express.RequestHandler {
  return (req, res, next) => {
    // The path as express.static (send) resolves it on disk: "//server/…", "/%2Fserver/…" and
    // "/./server/…" are the file /server/…, so the check is made on that, never on the path as sent.
    const pathname = normalPath(req.path);
    // A path that cannot be decoded is never a file (send answers it 400).
    if (pathname === undefined) return next();
    const server = SERVER_CODE[serverCode].test(pathname);
    const allowed =
      !BUILD_DETAILS.test(pathname) &&
      (!server ||
        (serverCode === 'token' && (!serverToken || req.get('authorization') === `Bearer ${serverToken}`)));
    if (allowed) return next();
    notFound(res);
  };
}

/** A plain 404 that no cache keeps: what the site answers for what is not for the one asking. */
function notFound(res: express.Response) {
  res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
}

/** Whether a request comes from this machine (loopback), not through a proxy on another one. */
const fromThisMachine = (req: express.Request) =>
  ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '') &&
  // A proxy on this machine (nginx) names the visitor it passes on: that request is not this machine's.
  !req.get('x-forwarded-for') &&
  !req.get('forwarded') &&
  !req.get('x-real-ip');

/** Sends an HTML page (index.html) with the page policy. */
function sendPage(res: express.Response, file: string, extraOrigins: readonly string[]) {
  res.setHeader('Content-Security-Policy', pageCsp(extraOrigins));
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file, { lastModified: false });
}

/** The largest form the site takes, URL-encoded: a long feedback message is a few kilobytes. */
const FORM_LIMIT_BYTES = 32 * 1024;

/**
 * A short page for a submission the site refuses before any page can take it (413, 403, 415): what happened
 * and what to do, in plain words, with the way back. Never cached.
 */
function sendProblem(res: express.Response, status: number, title: string, message: string) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | City of Springfield</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;line-height:1.5;color:#1f2937}main{max-width:40rem;margin:0 auto}a{color:#1d4ed8}</style></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Go to the City of Springfield home page</a></p></main></body></html>`;
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', pageCsp([]));
  res.type('html').send(page);
}

/** How long a client is asked to wait when every render thread is busy and the queue is full. */
const SHED_RETRY_AFTER_S = 5;

/** Renders waiting for a thread at most (SITE_RENDER_QUEUE), else two per thread. */
function renderQueueLimit(): number | undefined {
  const configured = Number.parseInt(process.env.SITE_RENDER_QUEUE ?? '', 10);
  return Number.isInteger(configured) && configured >= 0 ? configured : undefined;
}

/**
 * Counts a request against the site's limit `name` for its client (req.ip: the address the trusted proxy
 * gives, see SITE_TRUST_PROXY), and answers it with `refuse` (after Retry-After is set) when over the limit.
 * A limiter that fails (its store and its insurance both) lets the request through: the limits protect the
 * site, they must not take it down.
 */
function limited(
  limits: Pick<Limits, 'take'>,
  name: LimitName,
  refuse: (req: express.Request, res: express.Response, retryAfterS: number) => void,
) {
  return async (req: express.Request, res: express.Response, next: express.NextFunction) => {
    let verdict: Verdict;
    try {
      verdict = await limits.take(name, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    } catch (error) {
      console.error(`The ${name} limit could not be counted: ${messageOf(error)}`);
      return next();
    }
    if (verdict.allowed) return next();
    res.setHeader('Retry-After', String(verdict.retryAfterS));
    res.setHeader('Cache-Control', 'no-store');
    refuse(req, res, verdict.retryAfterS);
  };
}

/** Over the forms' limit on the confirmation page: the short page that says when to try again. */
function tooManyConfirmations(_req: express.Request, res: express.Response, retryAfterS: number) {
  sendProblem(
    res,
    429,
    'Please wait before trying again',
    `Many forms have been sent from your connection in a short time. Open the link again in ${Math.ceil(retryAfterS / 60)} minutes.`,
  );
}

/** Open311 (GeoReport v2) errors: a list of { code, description }, in the format the address names. */
function open311TooMany(req: express.Request, res: express.Response, retryAfterS: number) {
  const description = `Too many service requests from this address. Try again in ${retryAfterS} seconds.`;
  return open311Error(req, res, 429, description);
}

/** Text in an XML element. */
const xmlText = (text: string): string =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] as string);

/** An answer in GeoReport v2's error list format (`[{code, description}]`, or its XML for a .xml path). */
function open311Error(req: express.Request, res: express.Response, status: number, description: string) {
  res.status(status);
  if (req.path.endsWith('.xml')) {
    return res
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="utf-8"?><errors><error><code>${status}</code><description>${xmlText(description)}</description></error></errors>`,
      );
  }
  return res.json([{ code: status, description }]);
}

/**
 * Whether a form's POST comes from the site's own pages (CSRF): the browser's Sec-Fetch-Site says so, or else
 * its Origin is the site's. A request that carries neither (no browser of the last years) is let through: the
 * site keeps no session a forged form could use.
 */
function fromOwnPages(req: express.Request, siteOrigin: string | undefined): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin) return true;
  return origin === (siteOrigin ?? `${req.protocol}://${req.get('host')}`);
}

/** Where the shell's server stores the remotes' server modules it fetched (content-addressed). */
const SSR_MODULES_DIR = process.env.SITE_MODULES_DIR || path.join(apps.root, '.site', 'server-modules');

/**
 * Every page path, rendered on the server (ssr.cjs): the page's own HTML, title and head, its honest status
 * (404 for an unknown path or record, 503 with Retry-After while its area is down), cacheable by a CDN.
 * Without the shell's server build, or if rendering fails, the page is index.html for the browser to render.
 */
/** How long a sitemap that left an area out (the area's module could not be loaded) may be kept. */
const PARTIAL_SITEMAP_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=600, stale-while-revalidate=3600';
const SITEMAP_PATH = /^\/sitemap(?:-(\d+))?\.xml$/;

/**
 * What search engines ask a site for: /robots.txt (naming the sitemap at the site's origin) and /sitemap.xml,
 * composed from every area's declared pages now (ssr.sitemap). A sitemap that left out an area that is down is
 * still a valid sitemap of the rest, kept a minute only.
 */
function searchEngineFiles({
  ssr,
  siteOrigin,
}: {
  ssr: Pick<Ssr, 'available' | 'sitemap'>;
  siteOrigin?: string;
}): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const origin = siteOrigin ?? `${req.protocol}://${req.get('host')}`;
    if (req.path === '/robots.txt') {
      res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
      return res.type('text/plain').send(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    }
    const match = SITEMAP_PATH.exec(req.path);
    if (!match || !ssr.available()) return next();
    try {
      const { xml, complete } = await ssr.sitemap({ origin, part: match[1] ? Number(match[1]) : 0 });
      if (xml === null) return next();
      res.setHeader('Cache-Control', complete ? SITEMAP_CACHE_CONTROL : PARTIAL_SITEMAP_CACHE_CONTROL);
      return res.type('application/xml').send(xml);
    } catch (error) {
      console.error('The sitemap could not be composed.', error);
      res.setHeader('Cache-Control', 'no-store');
      return res.status(503).type('text/plain').send('The sitemap is unavailable for a moment.');
    }
  };
}

function renderedPages({
  ssr,
  shellDist,
  siteOrigin,
  metrics,
  compress,
  limits,
}: {
  ssr: Pick<Ssr, 'available' | 'render' | 'pageCopy'>;
  shellDist: string;
  siteOrigin?: string;
  metrics?: Metrics;
  compress?: express.RequestHandler;
  limits: Pick<Limits, 'take'>;
}): express.RequestHandler {
  const origins = (res: express.Response) => remoteOrigins(res.locals.list);
  /** Each list's page policies by the page's script hashes: the same few strings for every request. */
  const policies = new WeakMap<RemotesList, Map<string, string>>();
  const policyFor = (list: RemotesList | undefined, hashes: readonly string[] = []) => {
    if (!list || typeof list !== 'object') return pageCsp(remoteOrigins(list), hashes);
    let byHashes = policies.get(list);
    if (!byHashes) policies.set(list, (byHashes = new Map<string, string>()));
    const key = hashes.join(' ');
    let policy = byHashes.get(key);
    if (!policy) {
      policy = pageCsp(remoteOrigins(list), hashes);
      if (byHashes.size < 100) byHashes.set(key, policy);
    }
    return policy;
  };
  /** Sends what is not a kept page through the compression middleware (not set up for a page's GET). */
  const viaCompression = (req: express.Request, res: express.Response, send: () => void) =>
    compress && isPageRead(req) ? compress(req, res, send) : send();
  // jsdom (the server's DOM for dompurify, see server-dompurify.cjs) takes over a second to load: loaded now,
  // not on the first article.
  setImmediate(() => {
    try {
      require('jsdom');
    } catch {
      // Only pages that sanitise HTML need it; they say so when they render.
    }
  });
  /** A form's body as text, at most FORM_LIMIT_BYTES (past it: given up at once, see read-within.ts). */
  const readForm = async (
    req: express.Request,
    res: express.Response,
    then: (error?: { status: number }) => void,
  ) => {
    const body = await readWithin(req, FORM_LIMIT_BYTES);
    if (body.status !== 200) {
      closeAfter(res);
      return then({ status: body.status });
    }
    req.body = body.bytes.toString('utf8');
    return then();
  };

  /** A form sent to a page: checked here, then the page's route action answers (see ssr.cjs). */
  function submission(req: express.Request, res: express.Response, respond: (form: Submission) => void) {
    if (!fromOwnPages(req, siteOrigin)) {
      return sendProblem(
        res,
        403,
        'This form was sent from another website',
        'For your safety, the City of Springfield only accepts forms sent from its own pages. Open the form on this site and send it again.',
      );
    }
    if (!req.is('application/x-www-form-urlencoded')) {
      return sendProblem(res, 415, 'This form could not be read', 'Please go back and send the form again.');
    }
    readForm(req, res, (error) => {
      if (error?.status === 413) {
        return sendProblem(
          res,
          413,
          'Your form is too long to send',
          `What you typed is more than the ${FORM_LIMIT_BYTES / 1024} KB a form can carry. Use your browser's Back button (what you typed is still there), shorten your message, and send it again; or e-mail the city instead.`,
        );
      }
      if (error)
        return sendProblem(res, 400, 'This form could not be read', 'Please go back and send it again.');
      if (typeof req.body === 'string' && holdsNul(req.body)) {
        metrics?.submission({ area: areaOfPath(res.locals.list, req.path), outcome: 'invalid' });
        return sendProblem(
          res,
          400,
          'This form could not be read',
          'It holds a character that cannot be stored. Please go back, check what you typed and send it again.',
        );
      }
      const wantsOutcome = (req.get('accept') ?? '').split(',')[0].trim() === 'application/json';
      const form: Submission = {
        body: typeof req.body === 'string' ? req.body : '',
        answer: wantsOutcome ? 'outcome' : 'page',
      };
      // Every form counts against the client's limit; over it the action does not run, and the page comes
      // back with what was typed and when to send it again (429), or the browser's script is told so.
      limited(limits, 'forms', (_req, _res, retryAfterS) => {
        metrics?.submission({ area: areaOfPath(res.locals.list, req.path), outcome: 'limited' });
        if (wantsOutcome) return res.status(429).json({ status: 'failed', limited: true, retryAfterS });
        respond({ ...form, limited: { retryAfterS } });
      })(req, res, () => respond(form));
    });
  }

  return async (req, res, next) => {
    if (req.method === 'POST') return submission(req, res, (form) => answer(req, res, form));
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!ssr.available())
      return viaCompression(req, res, () => sendPage(res, path.join(shellDist, 'index.html'), origins(res)));
    return answer(req, res);
  };

  async function answer(req: express.Request, res: express.Response, form?: Submission) {
    let result: RenderedResponse;
    const area = areaOfPath(res.locals.list, req.path);
    // Aborted when the client leaves before its answer is sent: a render still waiting for a thread is dropped.
    const client = new AbortController();
    const left = () => {
      if (!res.writableFinished) client.abort();
    };
    res.once('close', left);
    try {
      // The configured origin, never the request's Host, when there is one (the Host was checked, see knownHosts).
      const origin = siteOrigin ?? `${req.protocol}://${req.get('host')}`;
      result = await ssr.render(`${origin}${req.originalUrl}`, form, res.locals.list, {
        signal: client.signal,
      });
    } catch (error) {
      if (error instanceof RenderRefused && error.reason === 'client-gone') return undefined;
      if (error instanceof RenderRefused) {
        // Every thread busy and the queue full: answered now, briefly, rather than late (load shedding).
        metrics?.renderFailure({
          area,
          version: versionOf(res.locals.list?.remotes?.[area]),
          reason: 'shed',
        });
        res.setHeader('Retry-After', String(SHED_RETRY_AFTER_S));
        return sendProblem(
          res,
          503,
          'The site is very busy',
          form
            ? 'Your form was not sent. Use your browser’s Back button (what you typed is still there) and send it again in a few seconds.'
            : 'Please try again in a few seconds.',
        );
      }
      if (form?.limited) {
        // A shell build that cannot render the form as sent (or its render failed): the plain page.
        return sendProblem(
          res,
          429,
          'Please wait before sending this form again',
          `Many forms have been sent from your connection in a short time. Use your browser’s Back button (what you typed is still there) and send it again in ${Math.ceil(form.limited.retryAfterS / 60)} minutes.`,
        );
      }
      if (form && /took longer than/.test(messageOf(error) ?? '')) {
        metrics?.submission({ area, outcome: 'failed' });
        res.setHeader('Retry-After', '30');
        return sendProblem(
          res,
          503,
          'Your form could not be confirmed',
          'The city’s systems took too long to answer. Use your browser’s Back button and send the form again: it is recorded only once, even if the first one arrived.',
        );
      }
      if (form && isInvalidInput(error)) {
        metrics?.submission({ area, outcome: 'invalid' });
        return sendProblem(
          res,
          400,
          'This form could not be read',
          'It holds a character that cannot be stored. Please go back, check what you typed and send it again.',
        );
      }
      console.error(`Rendering ${req.path} failed; the browser renders it.`, error);
      const version = versionOf(res.locals.list?.remotes?.[area]);
      const reason = /took longer than/.test(messageOf(error) ?? '') ? 'deadline' : 'error';
      metrics?.renderFailure({ area, version, reason });
      if (form) metrics?.submission({ area, outcome: 'failed' });
      if (form)
        return sendProblem(
          res,
          500,
          'Your form could not be sent',
          'Something went wrong on our side. Please try again in a few minutes.',
        );
      return viaCompression(req, res, () => sendPage(res, path.join(shellDist, 'index.html'), origins(res)));
    }
    if (form && !form.limited) metrics?.submission({ area, outcome: outcomeOf(result) });
    else metrics?.render({ area, cached: result.cached, seconds: result.renderMs / 1000 });
    for (const failed of result.failed ?? []) {
      const version = versionOf(res.locals.list?.remotes?.[failed]);
      metrics?.renderFailure({ area: failed, version, reason: 'unavailable' });
    }
    if (result.json !== undefined) {
      res.status(result.status).setHeader('Cache-Control', 'no-store');
      return viaCompression(req, res, () => res.json(result.json));
    }
    res.status(result.status);
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, String(value));
    res.setHeader(
      'Server-Timing',
      `render;dur=${result.renderMs.toFixed(1)};desc="${result.cached ? 'cache' : 'render'}"`,
    );
    if (result.headers.Location) return res.end();
    res.setHeader('Content-Security-Policy', policyFor(res.locals.list, result.scriptHashes));
    if (!result.headers['Cache-Control']) res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    // A kept page is sent in the copy compressed once for it (and its ETag worked out once); any other as is.
    // The request that rendered it gets a quick copy; the fine one is made if the page is asked for again.
    if (result.entry) return sendKept(req, res, result.entry, ssr.pageCopy, { first: !result.cached });
    viaCompression(req, res, () => res.send(result.body));
  }
}

/** The encoding chosen for each Accept-Encoding header seen (browsers send a handful of different ones). */
const encodingChoices = new Map<string, Encoding | ''>();

/** Brotli where the browser takes it (smaller), else gzip, whatever order the header names them in. */
function encodingFor(req: express.Request): Encoding | undefined {
  const header = String(req.headers['accept-encoding'] ?? '');
  let choice = encodingChoices.get(header);
  if (choice === undefined) {
    const encodings: Encoding[] = ['br', 'gzip'];
    choice = encodings.find((name) => req.acceptsEncodings(name) === name) ?? '';
    if (encodingChoices.size >= 200) encodingChoices.clear();
    encodingChoices.set(header, choice);
  }
  return choice || undefined;
}

/**
 * Sends a page of the page cache (`entry`, page-cache.ts) in the copy the browser takes, compressed once per
 * kept page (quickly for its first answer, finely once asked for again) rather than once per request (`copyOf`: the cache's, which keeps the copy with the page): on a busy
 * instance compressing each response took more time than everything else a kept page costs. The same weak ETag
 * for every copy (they are one page); 304 where the browser has it.
 */
async function sendKept(
  req: express.Request,
  res: express.Response,
  entry: PageEntry,
  copyOf: (entry: PageEntry, encoding: Encoding, options?: { first?: boolean }) => Promise<Buffer>,
  { first = false }: { first?: boolean } = {},
) {
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = entry.bytes.length < COMPRESS_FROM_BYTES ? undefined : encodingFor(req);
  const body = encoding ? await copyOf(entry, encoding, { first }) : entry.bytes;
  // Set, the compression middleware leaves the response as it is.
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (req.fresh) {
    res.removeHeader('Content-Length');
    return res.status(304).end();
  }
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A PDF on a remote's own origin is for saving: sent as an attachment, so that "Download" saves it and the
 * resident stays on the page (browsers ignore a link's `download` on another origin). A document the site's
 * own origin publishes (an area's `files`, e.g. a program's /documents/…) keeps opening in the browser, as its
 * page's link says ("opens in a new tab"), and `download` works there.
 */
function setDisposition(res: express.Response, filePath: string) {
  if (path.extname(filePath).toLowerCase() === '.pdf') {
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${path.basename(filePath).replace(/[^\w.-]/g, '_')}"`,
    );
  }
}

function setCaching(res: Pick<ServerResponse, 'setHeader'>, filePath: string) {
  if (HASHED.test(path.basename(filePath))) {
    res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
  } else {
    // index.html, main.js, remoteEntry.js, mf-manifest.json, remotes.json: always revalidated.
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/**
 * The Brotli copy a build made of a file (`main.js.br`, quality 11), for a browser that accepts Brotli: fewer
 * bytes than compressing on the fly, which must stay fast. Without a copy, or for a browser without Brotli,
 * the file itself is sent (and compressed on the fly).
 */
function precompressedFiles(dir: string): express.RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!/\.(?:js|css|svg|json)$/.test(req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${path.posix.normalize(relative)}`);
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(`${file}.br`)) return next();
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br') !== 'br') return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', 'br');
    setCaching(res, file);
    // The build folder itself may sit in a dot-folder (.skew-build): the path was checked against it above.
    res.sendFile(`${file}.br`, { lastModified: false, dotfiles: 'allow' }, (error) => {
      if (error) next(error);
    });
  };
}

/**
 * A request for a page or another answer without a file name (GET or HEAD of a path without an extension):
 * a page, whose kept copies are compressed once (sendKept), or an area's API. Every file of a build has an
 * extension.
 */
const isPageRead = (req: express.Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && !path.extname(req.path);

/** Static files; an HTML file among them is a page and gets the page policy. */
function staticFiles(
  dir: string,
  pageOrigins: (res: express.Response) => string[] = () => [],
): express.RequestHandler {
  const files = express.static(dir, {
    index: false,
    lastModified: false, // the ETag alone revalidates
    fallthrough: true,
    setHeaders(res, filePath) {
      setCaching(res, filePath);
      setDisposition(res, filePath);
      if (filePath.endsWith('.html')) res.setHeader('Content-Security-Policy', pageCsp(pageOrigins(res)));
    },
  });
  // Every file of a build has an extension: a path without one is a page, not looked for on disk.
  return (req, res, next) => {
    if (path.extname(req.path)) files(req, res, next);
    else next();
  };
}

/** Content types of the files a remote publishes on the site's origin (its area's `files`). */
const REMOTE_FILE_TYPES: Record<string, string> = {
  '.xml': 'application/rss+xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.pdf': 'application/pdf',
};
/** A feed may change with any build: calendar apps and feed readers revalidate within five minutes. */
const REMOTE_FILE_CACHE = 'public, max-age=300';
/** The largest file a remote may publish on the site's origin (a feed, a calendar): 5 MB. */
const REMOTE_FILE_LIMIT = 5 * 1024 * 1024;

/** A response's body, refused (rejects) once it grows past `limit` bytes. */
async function readAtMost(response: Response, limit: number): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) throw new Error('too large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  // A fetch body's chunks are bytes (its type leaves them any).
  const body: ReadableStream<Uint8Array> = response.body;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** "feeds/news.xml": folders and a name of letters, digits, "-" and "_", one extension. */
const REMOTE_FILE_NAME = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+$/i;

/**
 * Files a remote publishes on the site's origin (`/feeds/news.xml`): the list line whose `files` holds the
 * path's folder owns it, and the file is fetched from that remote's current build (its manifest's folder),
 * so the address stays when the remote's team publishes a new build to a new folder and switches its line.
 */
function remoteFiles(): express.RequestHandler {
  // A build's file never changes at its address (a new build is a new folder), so one copy per instance serves
  // every request for it (issue 43, finding 7: each request was fetched upstream): at most 16 MB, kept as long
  // as a browser may keep it; concurrent first requests share one fetch.
  const kept = new LRUCache<string, Buffer>({
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (body) => Math.max(body.length, 1),
    ttl: 300_000,
  });
  const fetching = new Map<string, Promise<{ status: number; body?: Buffer }>>();
  const fetchFile = (address: URL) =>
    fetchWithin(address, {
      ms: 10_000,
      read: async (response) => ({
        status: response.status,
        // Read whole before anything is sent, and at most REMOTE_FILE_LIMIT bytes.
        body: response.ok ? await readAtMost(response, REMOTE_FILE_LIMIT) : undefined,
      }),
    });
  const upstreamOf = async (address: URL): Promise<{ status: number; body?: Buffer }> => {
    const key = address.href;
    const body = kept.get(key);
    if (body) return { status: 200, body };
    let pending = fetching.get(key);
    if (!pending) {
      pending = fetchFile(address).finally(() => fetching.delete(key));
      fetching.set(key, pending);
    }
    const answer = await pending;
    if (answer.status === 200 && answer.body) kept.set(key, answer.body);
    return answer;
  };
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const remotes = Object.values(listOf(res)?.remotes ?? {});
    const owner = remotes.find(
      (remote) =>
        Array.isArray(remote.files) &&
        remote.files.some((folder) => typeof folder === 'string' && req.path.startsWith(folder)),
    );
    if (!owner) return next();
    // Failures are never kept by a cache: the file may be there a moment later.
    const notFound = () =>
      res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
    const unavailable = () =>
      res
        .status(502)
        .setHeader('Cache-Control', 'no-store')
        .type('text/plain')
        .send('The file is not available now.');
    const name = req.path.slice(1);
    const type = REMOTE_FILE_TYPES[path.extname(name).toLowerCase()];
    if (!type || !REMOTE_FILE_NAME.test(name)) return notFound();
    let upstream: { status: number; body?: Buffer };
    try {
      upstream = await upstreamOf(new URL(name, new URL('.', owner.entry)));
    } catch {
      return unavailable();
    }
    if (upstream.status === 404) return notFound();
    const body = upstream.body;
    if (!body) return unavailable();
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', REMOTE_FILE_CACHE);
    res.send(body);
  };
}

/** Where the embedded database and the e-mails written without SMTP live, unless DATABASE_URL/SMTP_URL say. */
const DATA_DIR = path.join(apps.root, '.site', 'data');
const MAIL_DIR = path.join(apps.root, '.site', 'outbox', 'mail');

/**
 * The areas' server-side platform (issue 25): the database (PostgreSQL at DATABASE_URL, else embedded under
 * .site/data or SITE_DATA_DIR), and the outbox that sends e-mails (SMTP_URL, else .eml files under
 * .site/outbox/mail or SITE_MAIL_DIR) and the areas' jobs. Resolves with { platform, close }.
 */
async function openPlatform({
  env = process.env,
  dataDir = env.SITE_DATA_DIR || DATA_DIR,
  mailDir = env.SITE_MAIL_DIR || MAIL_DIR,
}: { env?: NodeJS.ProcessEnv; dataDir?: string; mailDir?: string } = {}) {
  const database = await openDatabase({ url: env.DATABASE_URL || undefined, dir: dataDir });
  // In the database: every instance on it shares the counts (the embedded one serves one instance anyway).
  // SITE_RATE_LIMITS=off only for the journeys and benchmarks, which send hundreds of forms from one address.
  const limitsOff = env.SITE_RATE_LIMITS === 'off';
  if (limitsOff)
    jsonLog('limits.off', { reason: 'SITE_RATE_LIMITS=off: nothing limits forms, Open311 or mail' });
  const limits = limitsOff ? noLimits : await createLimits({ database });
  const pageFeedback = await createPageFeedbackStore(database);
  const siteOrigin = env.SITE_ORIGIN || `http://localhost:${apps.shell.port}`;
  // Issue 44: staff sign-in, sessions and the audit log (server/src/staff), in the same database.
  const staff = await openStaff({ database, origin: siteOrigin, env });
  const platform = createPlatform({
    audit: staff.audit,
    limits,
    database,
    siteOrigin,
    mailDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    env,
    // The signed links' secret; without it one is made once and kept in the database (every instance on it).
    secret: env.SITE_SECRET || undefined,
    // The per-recipient limit of e-mails goes with the other limits (off for the journeys).
    ...(limitsOff ? { mailPerDay: null } : {}),
    ...(env.OUTBOX_RETRY_BASE_MS ? { retryBaseMs: Number(env.OUTBOX_RETRY_BASE_MS) } : {}),
  });
  platform.startOutbox();
  // Retention: what each area keeps longer than it declares is deleted a minute after start, then daily, with
  // the e-mails written as files (without SMTP_URL) past theirs.
  const retain = () =>
    Promise.all([purge(database, { mailDir }), pageFeedback.purge()]).then(
      ([deleted, pageAnswers]) => jsonLog('retention.purged', { deleted, pageAnswers }),
      (error: unknown) => jsonLog('retention.failed', { error: messageOf(error) }),
    );
  const first = setTimeout(retain, 60_000);
  const daily = setInterval(retain, 24 * 60 * 60 * 1000);
  first.unref();
  daily.unref();
  return {
    platform,
    database,
    limits,
    pageFeedback,
    staff,
    close: async () => {
      staff.close();
      clearTimeout(first);
      clearInterval(daily);
      await platform.stop();
      await database.close();
    },
  };
}

/** The body of an API request, at most this long. */
const API_LIMIT_BYTES = 64 * 1024;

/**
 * Requests under an area's `api` prefixes (its list line's `api`, e.g. "/open311"), answered by the area's
 * backend (`handle`, a Fetch API Request and Response) from its current build: the area's HTTP API on the site's
 * origin, shipped with the area's own deploy.
 */
function areaApis({
  ssr,
  siteOrigin,
  metrics,
  compress,
}: {
  ssr: Pick<Ssr, 'store'>;
  siteOrigin?: string;
  metrics?: Metrics;
  compress: express.RequestHandler;
}): express.RequestHandler {
  /** The body, at most API_LIMIT_BYTES: past it 413 at once, its connection closed, never read further. */
  const readBody = async (
    req: express.Request,
    res: express.Response,
    then: (error?: { status: number }) => void,
  ) => {
    // A request without a body (GET) reads none.
    if (req.get('content-length') === undefined && req.get('transfer-encoding') === undefined) return then();
    const body = await readWithin(req, API_LIMIT_BYTES);
    if (body.status !== 200) {
      closeAfter(res);
      return then({ status: body.status });
    }
    req.body = body.bytes;
    return then();
  };
  /** An error of the API's own: Open311's error list under /open311 (what its clients parse), else JSON. */
  const apiError = (req: express.Request, res: express.Response, status: number, description: string) =>
    req.path.startsWith('/open311/')
      ? open311Error(req, res, status, description)
      : res.status(status).json({ error: description });
  return (req, res, next) => {
    const remotes = Object.entries(listOf(res)?.remotes ?? {});
    const owner = remotes.find(([, remote]) =>
      (Array.isArray(remote.api) ? remote.api : []).some(
        (prefix) => typeof prefix === 'string' && (req.path === prefix || req.path.startsWith(`${prefix}/`)),
      ),
    );
    if (!owner) return next();
    const [name, remote] = owner;
    // An API's answer read without a body (GET) is compressed here: see isPageRead.
    if (isPageRead(req)) return compress(req, res, () => answer(req, res, name, remote));
    return answer(req, res, name, remote);
  };

  function answer(req: express.Request, res: express.Response, name: string, remote: ListLine) {
    readBody(req, res, async (error) => {
      if (error) {
        const description =
          error.status === 413
            ? `The request is too large: at most ${API_LIMIT_BYTES / 1024} KB.`
            : error.status === 415
              ? 'The request is compressed: send it as it is.'
              : 'Unreadable request.';
        if (req.method === 'POST') metrics?.submission({ area: name, outcome: 'invalid' });
        return apiError(req, res, error.status, description);
      }
      const query = req.originalUrl.includes('?')
        ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
        : '';
      // What readBody kept (express types a body as any).
      const sent: unknown = req.body;
      const form = Buffer.isBuffer(sent) && req.is('application/x-www-form-urlencoded') ? sent : undefined;
      if (holdsNul(query) || (form && holdsNul(form.toString('utf8')))) {
        if (req.method === 'POST') metrics?.submission({ area: name, outcome: 'invalid' });
        return res.status(400).json({ error: NUL_INPUT });
      }
      try {
        const version = remote.server ? await ssr.store.get({ ...remote, name }) : undefined;
        const backend = version?.backend;
        const body = Buffer.isBuffer(req.body) && req.body.length ? req.body : undefined;
        const origin = siteOrigin ?? `${req.protocol}://${req.get('host')}`;
        const request = new Request(`${origin}${req.originalUrl}`, {
          method: req.method,
          headers: Object.entries(req.headers).flatMap(([key, value]) =>
            Array.isArray(value)
              ? value.map((v): [string, string] => [key, v])
              : value === undefined
                ? []
                : [[key, value] as [string, string]],
          ),
          ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}),
        });
        const response = backend?.handle ? await backend.handle(request) : undefined;
        if (!response) return res.status(404).json({ error: 'Not found.' });
        if (req.method === 'POST') {
          const outcome = response.status < 400 ? 'accepted' : response.status < 500 ? 'invalid' : 'failed';
          metrics?.submission({ area: name, outcome });
        }
        res.status(response.status);
        response.headers.forEach((value, key) => res.setHeader(key, value));
        res.send(Buffer.from(await response.arrayBuffer()));
      } catch (failure) {
        if (isInvalidInput(failure)) {
          if (req.method === 'POST') metrics?.submission({ area: name, outcome: 'invalid' });
          return res.status(400).json({ error: NUL_INPUT });
        }
        console.error(`The API of ${name} failed: ${messageOf(failure)}`);
        res.status(503).setHeader('Retry-After', '30').json({ error: 'The service is not available now.' });
      }
    });
  }
}

/** What the site's own server is made of (every option but the build and the list has a default). */
interface ShellAppOptions {
  shellDist: string;
  /** The remotes list's file (else `readList`). */
  remotesFile?: string;
  /** Options of the page renderer (createSsr), over the server's own. */
  ssr?: Partial<SsrOptions>;
  /** The areas' platform; without it, no area's backend starts. */
  platform?: Pick<SitePlatform, 'attach'> &
    Partial<Pick<SitePlatform, 'ping' | 'readConfirmation' | 'confirm'>>;
  /** The public origin (default SITE_ORIGIN); without it only this machine's host names are answered. */
  siteOrigin?: string;
  /** Other host names the site answers for (default SITE_HOSTS, comma-separated). */
  extraHosts?: string[];
  /** Where the list comes from (default: the file). */
  readList?: () => RemotesList;
  /** Why the list cannot be used now (the last good one serving), or undefined. */
  listProblem?: () => string | undefined;
  metrics?: ReturnType<typeof createMetrics>;
  /** The outbox's dead-lettered jobs, for /metrics (openPlatform's `deadJobs`). */
  outboxDead?: () => Promise<{ area: string; kind: string; count: number }[]>;
  /** The site's limits (limits.ts): in the database for a deployment; default in this process's memory. */
  limits?: Pick<Limits, 'take'>;
  /** Where "Was this page helpful?" answers are kept (page-feedback.ts); default in this process's memory. */
  pageFeedback?: PageFeedbackStore;
  /** Which proxies' X-Forwarded-For names the client (express's `trust proxy`; default SITE_TRUST_PROXY, else loopback). */
  trustProxy?: string;
  /** A bearer token that opens /metrics (default METRICS_TOKEN); without it, only this machine. */
  metricsToken?: string;
  log?: Log;
  /** The staff side (issue 44): sign-in, sessions, roles, audit; without it /staff is an ordinary path. */
  staff?: StaffSetup;
}

/** What the shell's app keeps in `app.locals`: its renderer and metrics, and whether it is stopping (SIGTERM). */
interface ShellLocals {
  ssr: Ssr;
  metrics: Metrics;
  stopping?: boolean;
}

/** The shell's app (createShellApp), its locals typed. */
type ShellApp = express.Express & { locals: ShellLocals };

/**
 * The site's own server: the shell's files, the remotes' published files and APIs, and every page rendered.
 * `siteOrigin` (default SITE_ORIGIN) is the public origin: canonical links, the page cache's key and the Host
 * requests must name come from it; without it only this machine's names are answered.
 */
function createShellApp({
  shellDist,
  remotesFile,
  ssr: ssrOptions = {},
  platform,
  siteOrigin = process.env.SITE_ORIGIN || undefined,
  extraHosts = (process.env.SITE_HOSTS ?? '').split(','),
  readList = () => readRemotes(String(remotesFile)),
  listProblem = (): string | undefined => listProblemOf(remotesFile),
  outboxDead,
  metrics = createMetrics({ listProblem, ...(outboxDead ? { outboxDead } : {}) }),
  metricsToken = process.env.METRICS_TOKEN || undefined,
  log = defaultLog,
  limits = memoryLimits(),
  pageFeedback = memoryPageFeedbackStore(),
  trustProxy = process.env.SITE_TRUST_PROXY || 'loopback',
  staff,
}: ShellAppOptions): ShellApp {
  const ssr = createSsr({
    shellDist,
    readList,
    cacheDir: ssrOptions.cacheDir ?? SSR_MODULES_DIR,
    siteOrigin,
    platform,
    // A server module is evaluated only if it is the file its list line names (its SHA-384).
    requireIntegrity: true,
    // Pages render in threads that can be stopped at their deadline (SITE_RENDER_WORKERS=0: in this thread).
    workers: renderWorkers(),
    ...(renderQueueLimit() === undefined ? {} : { queueLimit: renderQueueLimit() }),
    onLoadFailure: (area, error) => {
      const version = versionOf(readList()?.remotes?.[area.name]);
      metrics.remoteFailure({ area: area.name, version });
      log('remote.load_failed', { area: area.name, version, reason: messageOf(error) });
    },
    ...ssrOptions,
  });
  const app = express();
  const locals: ShellLocals = Object.assign(app.locals, { ssr, metrics });
  app.disable('x-powered-by');
  // The client's address (req.ip, what the limits count by) is the one the proxy in front names in
  // X-Forwarded-For, when the request comes from a proxy trusted here (nginx on this machine by default).
  app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  app.use(accessLog({ readList, metrics, log }));
  // Prometheus scrapes /metrics: with METRICS_TOKEN as a bearer token, else only from this machine.
  // Any spelling of the path ("/METRICS", "/metrics/", "//metrics", "/%6Detrics") is the same answer: the
  // metrics to those, a plain 404 to anyone else (never a page that a cache could keep).
  app.use((req, res, next) => {
    if (!/^\/metrics\/?$/i.test(normalPath(req.path) ?? '')) return next();
    const allowed =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (metricsToken ? req.get('authorization') === `Bearer ${metricsToken}` : fromThisMachine(req));
    if (!allowed) return notFound(res);
    return metrics.handler(req, res);
  });
  // Health, for a load balancer or an orchestrator, whatever Host it names: answered before the Host check.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok');
  });
  app.get('/readyz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const checks: Record<string, string> = { list: 'ok', database: 'ok' };
    // Stopping (SIGTERM): not ready, so a balancer sends the next requests elsewhere while these finish.
    if (locals.stopping) checks.server = 'stopping';
    const list = readList();
    if (!Object.keys(list?.remotes ?? {}).length) checks.list = 'the remotes list names no remote';
    if (platform?.ping) {
      try {
        await Promise.race([
          platform.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('no answer within 2 s')), 2000).unref(),
          ),
        ]);
      } catch (error) {
        // The database's own words (a host name, a user, a path) are for this machine or the operator's
        // token only; anyone else learns that it is unreachable.
        const trusted =
          fromThisMachine(req) || (!!metricsToken && req.get('authorization') === `Bearer ${metricsToken}`);
        checks.database = trusted ? `unreachable: ${messageOf(error)}` : 'unreachable';
      }
    }
    const ready = Object.values(checks).every((check) => check === 'ok');
    // A list that cannot be used now leaves the last good one serving: ready, and said (and in /metrics).
    const stale = listProblem() ? { listProblem: `the last good list is in use: ${listProblem()}` } : {};
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks, ...stale });
  });
  // A page is sent in the copies compressed once for it (sendKept): the compression middleware is set up only
  // for what is not a page, and by the page's sender where a page is not a kept one.
  const compress = compression();
  const listOfThisPass = onePerPass(readList);
  app.use(knownHosts({ siteOrigin, extraHosts }));
  app.use((req, res, next) => (isPageRead(req) ? next() : compress(req, res, next)));
  // The list is read once per request: the page, its Content-Security-Policy and its data all come from the
  // same list, even when a team switches its line in the middle of the request.
  app.use((_req, res, next) => {
    res.locals.list = listOfThisPass();
    next();
  });
  app.use(securityHeaders());
  // Issue 44: /staff/… (sign-in, the staff frame, the areas' staff pages), before anything else answers it.
  if (staff) {
    const staffRouter = staff.router(
      async (url, form, list, who) => {
        // The staff frame's page of "Was this page helpful?" answers: the areas the member has a role in only.
        const answers =
          who.member && !form && staffPathOf(new URL(url).pathname) === STAFF_HELPFUL_PATH
            ? await Promise.all(
                Object.keys(who.member.roles)
                  .filter((area) => area === 'shell' || list?.remotes?.[area])
                  .map(async (area) => ({ area, pages: await pageFeedback.summary(area) })),
              )
            : undefined;
        return ssr.render(url, form, list, { staff: answers ? { ...who, pageFeedback: answers } : who });
      },
      async (list, location, context) => {
        const line = list?.remotes?.[context.area];
        if (!line?.server) return undefined;
        const version = await ssr.store.get({ ...line, name: context.area });
        return version.backend?.staff?.file?.(location, context);
      },
    );
    staffRouter.catch((error) => console.error('The staff side could not start.', error));
    // Only staff addresses reach its router: a resident's request costs one test of its path.
    app.use((req, res, next) =>
      staffPathOf(req.path) ? staffRouter.then((router) => router(req, res, next), next) : next(),
    );
  }
  // Residents' browsers report Web Vitals and uncaught errors here (telemetry.cjs), counted per area.
  app.post(
    '/telemetry',
    // Over 4 KB: 413 before anything else, never read nor parsed.
    telemetryTooLarge,
    limited(limits, 'telemetry', (_req, res) => res.status(429).end()),
    telemetryHandler({ metrics, readList }),
  );
  // Open311 service requests, by path (the area's API answers them): the same limit whichever build answers.
  // "Was this page helpful?" (page-feedback.ts), from the site's own pages only.
  app.post(
    '/page-feedback',
    (req, res, next) =>
      fromOwnPages(req, siteOrigin) ? next() : res.status(403).setHeader('Cache-Control', 'no-store').end(),
    limited(limits, 'pageFeedback', (_req, res, retryAfterS) =>
      res.status(429).type('text/plain').send(`Please try again in ${retryAfterS} seconds.`),
    ),
    ...pageFeedbackHandler({
      store: pageFeedback,
      prefixesOf: (res) =>
        Object.fromEntries(
          Object.entries(listOf(res)?.remotes ?? {}).map(([area, line]) => [area, line.prefixes ?? []]),
        ),
    }),
  );
  app.post(/^\/open311\/v2\/requests\.(?:json|xml)$/, limited(limits, 'open311', open311TooMany));
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(JSON.stringify(res.locals.list));
  });
  app.use(areaApis({ ssr, siteOrigin, metrics, compress }));
  // The page of an address's confirmation link (the platform's, no area's): its form counts as a form.
  app.use(/^(?:\/es|\/zh-hant)?\/mail\/confirm$/, (req, res, next) =>
    req.method === 'POST' ? limited(limits, 'forms', tooManyConfirmations)(req, res, next) : next(),
  );
  app.use(
    confirmPages({
      platform: platform?.confirm && platform.readConfirmation ? (platform as ConfirmPlatform) : undefined,
      fromOwnPages: (req) => fromOwnPages(req, siteOrigin),
      policy: pageCsp([]),
    }),
  );
  app.use(remoteFiles());
  app.use(privateFiles({ serverCode: 'never' }));
  app.use(searchEngineFiles({ ssr, siteOrigin }));
  app.use(precompressedFiles(shellDist));
  app.use(staticFiles(shellDist, (res) => remoteOrigins(res.locals.list)));
  // Every other path is a page, rendered on the server (and kept in the page cache); the browser hydrates it.
  app.use(renderedPages({ ssr, shellDist, siteOrigin, metrics, compress, limits }));
  return Object.assign(app, { locals });
}

function createRemoteApp({
  dist,
  serverToken = process.env.REMOTES_SERVER_TOKEN || undefined,
}: {
  dist: string;
  serverToken?: string;
}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(securityHeaders());
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Origin');
    next();
  });
  app.use(privateFiles({ serverCode: 'token', serverToken }));
  app.use(precompressedFiles(dist));
  app.use(staticFiles(dist));
  // The remote's own standalone page (its team's development host) is a single-page app too.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path.extname(req.path)) return res.status(404).type('text/plain').send('Not found');
    sendPage(res, path.join(dist, 'index.html'), []);
  });
  return app;
}

function listen(app: express.Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Express 5 calls back with the error when the port cannot be opened (EADDRINUSE), before the server's own
    // 'error' listeners: a start that resolved then went on without that origin listening.
    const server = app.listen(port, host, (error) => (error ? reject(error) : resolve(server)));
    // Not Node's defaults: a client that sends its headers or body slowly, or holds idle connections, cannot
    // tie the server up.
    server.headersTimeout = 10_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 5_000;
    server.maxConnections = 2_000;
    server.on('error', reject);
  });
}

/** How many times a start fetches an area's server module that could not be reached, a second more apart each time. */
const START_ATTEMPTS = 5;

/**
 * Starts the listed areas' server modules (and backends) before the site takes its first request. A module that
 * could not be fetched is fetched again, up to `attempts` times: a server that starts on a busy machine (a
 * rolling restart while the other instance takes the load, the embedded database's start holding the event
 * loop) can let a fetch pass its deadline, and an instance that opened its port without its areas would answer
 * their pages with the unavailable panel. A build that fails once loaded (brokenBuild) is not tried again, and
 * an area still unreachable after the last attempt is logged; the site starts without it (one team's outage
 * never keeps the city's site down) and it starts with its first request.
 * @param {{ remotes?: Record<string, { server?: string }> } | undefined} list
 * @param {(area: object) => Promise<unknown>} load the module store's get
 */
async function startAreas<Line extends { server?: string }>(
  list: { remotes?: Record<string, Line> } | undefined,
  load: (area: Line & { name: string }) => Promise<unknown>,
  attempts = START_ATTEMPTS,
  pause: (ms: number) => Promise<unknown> = (ms) => sleep(ms),
): Promise<void> {
  await Promise.all(
    Object.entries(list?.remotes ?? {})
      .filter(([, remote]) => remote.server)
      .map(async ([name, remote]) => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await load({ ...remote, name });
          } catch (error) {
            if (fieldOf(error, 'brokenBuild') || attempt >= attempts) {
              const tries = attempt > 1 ? ` (${attempt} attempts)` : '';
              console.error(`${name} did not start${tries}: ${messageOf(error)}`);
              return undefined;
            }
            await pause(attempt * 1000);
          }
        }
      }),
  );
}

/** What startServers can be told besides the environment (the tests' second deployments). */
interface StartOptions {
  host?: string;
  remotesFile?: string;
  remotesUrl?: string;
  shellPort?: number;
  skipRemotes?: boolean;
  extra?: { port: number; dir: string }[];
  platform?: Parameters<typeof openPlatform>[0];
}

/**
 * Starts the five origins. Options: `remotesFile` to serve another remotes JSON, `host` to bind (default
 * localhost), `shellPort` and `skipRemotes` and `extra` (more origins [{ port, dir }]) for the tests that
 * run a second deployment beside the first and move one remote to a new place. Returns a close function.
 */
async function startServers(options: StartOptions = {}): Promise<{ close: () => Promise<void> }> {
  const host = options.host ?? 'localhost';
  // A server that listens beyond this machine is a deployment: it must know its public origin, or its canonical
  // links and cache would follow whatever Host a request names.
  if (!process.env.SITE_ORIGIN && !LOOPBACK_HOSTS.has(host)) {
    throw new Error(
      `SITE_ORIGIN is required when the site listens on ${host} (e.g. SITE_ORIGIN=https://www.springfield.gov).`,
    );
  }
  // REMOTES_URL: the list every instance reads from one place (an object store, the CDN), revalidated every few
  // seconds; switch-remote edits the file that address serves. https only, except on this machine.
  const remotesUrl = options.remotesUrl ?? (process.env.REMOTES_URL || undefined);
  const insecure = remotesUrl === undefined ? undefined : insecureAddress(remotesUrl);
  if (insecure) {
    throw new Error(
      `REMOTES_URL=${remotesUrl} cannot be used: ${insecure}. Serve the remotes list over https (e.g. https://cdn.springfield.gov/remotes.json).`,
    );
  }
  const shellDist = distOf(apps.shell);
  // SITE_REMOTES_FILE: the deployment's own list (production, or a second local instance), used as it is and
  // never written by the server: only switch-remote edits it, so a restart keeps every team's deploy.
  let remotesFile = options.remotesFile ?? (process.env.SITE_REMOTES_FILE || undefined);
  const listSource = remotesUrl ? remoteListFromUrl(remotesUrl) : undefined;
  if (!remotesFile && !listSource) {
    // The local deployment's list (npm start, which rebuilds what changed): every remote on its port, with the
    // area its build declares, written at each start. A real deployment keeps its own list (SITE_REMOTES_FILE)
    // and edits one line to switch a remote (each area's DEPLOY.md).
    remotesFile = LOCAL_REMOTES_FILE;
    fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
    // Written whole under a name of its own, then renamed over the old: a reader never sees half a list.
    const next = `${remotesFile}.${process.pid}.next`;
    fs.writeFileSync(next, `${JSON.stringify(apps.remotesJson(), null, 2)}\n`);
    fs.renameSync(next, remotesFile);
  }
  const servers: Server[] = [];
  const data = await openPlatform(options.platform);
  await listSource?.ready;
  const readList = listSource ? listSource.read : () => readRemotes(String(remotesFile));
  const shellApp = createShellApp({
    outboxDead: () => deadJobs(data.database),
    shellDist,
    remotesFile,
    platform: data.platform,
    limits: data.limits,
    pageFeedback: data.pageFeedback,
    staff: data.staff,
    readList,
    ...(listSource ? { listProblem: listSource.problem } : {}),
  });
  // The site's own port is opened last, once the remotes' servers listen and every area's backend has started:
  // a balancer that sends requests as soon as the port takes connections (nginx does) gets whole pages, never
  // an area's unavailable panel because its server module could not be fetched yet.
  for (const remote of options.skipRemotes ? [] : apps.remotes) {
    servers.push(await listen(createRemoteApp({ dist: distOf(remote) }), remote.port, host));
  }
  for (const extra of options.extra ?? []) {
    servers.push(await listen(createRemoteApp({ dist: extra.dir }), extra.port, host));
  }
  // Every area's backend starts now (its migrations run at start, and its outbox is sent), not at the first
  // page of its area: see startAreas. An area that is not reachable by then starts with its first request.
  await startAreas(readList(), (area) => shellApp.locals.ssr.store.get(area));
  servers.unshift(await listen(shellApp, options.shellPort ?? apps.shell.port, host));
  return {
    close: async () => {
      shellApp.locals.stopping = true;
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      listSource?.close();
      await shellApp.locals.ssr.close();
      await data.close();
    },
  };
}

export {
  LOCAL_REMOTES_FILE,
  areaOfPath,
  onePerPass,
  startServers,
  createShellApp,
  createRemoteApp,
  listen,
  remoteOrigins,
  remoteListFromUrl,
  sendKept,
  searchEngineFiles,
  startAreas,
  openPlatform,
  HASHED,
};
