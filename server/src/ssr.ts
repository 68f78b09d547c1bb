// Server rendering of the composed site (issue 14). The shell's renderer (shell/dist/server/render.js) renders a
// page with the server modules of the remotes the remotes list names: each remote publishes, beside its browser
// build, a Node build of its exposed modules (dist/server/server.<contenthash>.js, named by `server` in its list
// line). This file fetches such a module from where the list points, stores it on disk under the hash of its
// content, and evaluates that file: a new build of a remote is a new file and so a new module, never an old one
// reloaded; the module of a version no longer listed is dropped. Rendered pages are kept in the server's one
// page cache (page-cache.cjs, bounded by bytes) keyed by the address, the shell's build, the remotes list and the
// page's live data, so a switched line renders anew on the next request, with no restart.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { fetchWithin } from './fetch-within';
import { createPageCache } from './page-cache';
import { evaluateModule } from './evaluate-module.cjs';
import type { AreaBackend, Platform, StaffContext, StaffMember } from '@springfield/shared/contract';
import type { SitePlatform } from './platform/platform';
import type { PageEntry } from './page-cache';
import type { ListLine, RemotesList } from './types';
import type { Encoding } from './page-cache';
import { fieldOf, isFunction, isObject, messageOf } from './narrow';
import { placeOfPage } from './telemetry';

/** An area as the shell's renderer names it (its list line and its name). */
export type Area = ListLine & { name: string; prefixes: string[]; widgets: { module: string }[] };

/** A remote's build as the module store keeps it: its exposed modules, manifest, stored file and backend. */
export interface StoredVersion {
  modules: Record<string, unknown>;
  /** The remote's mf-manifest.json, as its build wrote it (read field by field: see assetsOf). */
  manifest: unknown;
  file: string;
  base: string;
  /** The SHA-384 of the module's code as checked here: a render thread evaluates the file only if it matches. */
  integrity: string;
  backend?: AreaBackend;
}

/** A page as the shell's renderer (render.js renderPage) answers it. */
export interface RenderedPage {
  status: number;
  html: string;
  title: string;
  description?: string;
  lang?: string;
  /** The site's name in the page's language (a renderer from before the languages gives none). */
  siteName?: string;
  extras?: {
    type?: string;
    image?: string;
    imageAlt?: string;
    published?: string;
    canonical?: string;
  };
  alternates?: Record<string, string>;
  noindex?: boolean;
  structuredData?: object[];
  failed: string[];
  partial?: boolean;
  personal?: boolean;
  redirect?: string;
  outcome?: unknown;
  action?: unknown;
  data?: Record<string, unknown>;
  /** The frame's notice above the page (a form over the site's limit), in the page's language. */
  notice?: { title: string; text: string };
}

/** A form sent to a page: its URL-encoded fields, and whether the page or the action's outcome is wanted. */
export interface Submission {
  body: string;
  answer: 'page' | 'outcome';
  /**
   * Over the site's limit for forms (limits.ts): the action does not run; the page is rendered with the form
   * as sent and the shell's notice to try again after this many seconds, status 429.
   */
  limited?: { retryAfterS: number };
}

/** What render is told besides the page: the request's signal, aborted when its client leaves. */
export interface RenderOptions {
  signal?: AbortSignal;
  /**
   * A staff page (issue 44, /staff/…): the signed-in member (null: signed out) and, on an area's staff page, the
   * area and their role in it (checked by the staff side). Rendered in this thread for this request only: never
   * kept, never hydrated (no script), `private, no-store`.
   */
  staff?: { member: StaffMember | null; context?: StaffContext; pageFeedback?: unknown };
}

/** What the shell's renderer is given to render a page (the shell's RenderInput, shell/src/server/render.tsx). */
interface RenderInput {
  url: string;
  list: unknown;
  /** The server modules of the page's areas, by area; a missing one could not be loaded. */
  modules: Record<string, Record<string, unknown> | undefined>;
  /** The areas' live data; for a form, a function that reads it once the action ran. */
  data?: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  submission?: Submission;
  staff?: RenderOptions['staff'];
}

/**
 * The shell's server renderer (shell/dist/server/render.js, built from shell/src/server/render.tsx), as this
 * server calls it. What a shell build from before a feature lacks is optional, and checked before it is used.
 */
interface ShellRenderer {
  /** The areas whose server modules the page at `address` needs. */
  remotesFor(address: string, list: unknown): Area[];
  /** The query parameters the page's routes read (sorted). */
  queryOf?(address: string, list: unknown, modules: RenderInput['modules']): readonly string[];
  /** The page's path inside the site's languages ("/es/events/2" is "/events/2"). */
  pagePath?(address: string): string;
  renderPage(input: RenderInput): Promise<RenderedPage>;
  /** The list with its words in `locale` only. */
  listInLanguage?(list: unknown, locale: string | undefined): unknown;
  sitemapAreas(list: unknown): Area[];
  sitemapPages(
    list: unknown,
    modules: Record<string, Record<string, unknown>>,
  ): { pages: unknown[]; unavailable: string[] };
  sitemapFile(pages: unknown[], origin: string, part: number, limit: number): string | null;
  SITEMAP_LIMIT: number;
  /** 1: renders a form over the site's limit without running its action. */
  LIMITED_FORMS?: number;
  /** A number: renders staff pages. */
  STAFF_PAGES?: number;
}

/** The shell's build as this server reads it from disk (see shellBuild). */
interface ShellBuild {
  /** The renderer's and template's modification times, added: a new build is a new stamp. */
  stamp: number;
  renderer: ShellRenderer;
  /** index.html. */
  template: string;
  /** The stylesheets the template preloads, by the path it names them with, and their text. */
  css: { path: string; text: string }[];
  start: StartScript | null;
}

/** What a staff page is sent with: kept by no cache, indexed by no search engine, its address sent nowhere. */
const STAFF_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
};

/** A staff page carries no script: the app's files, its start script and its data are taken out. */
function withoutScripts(html: string): string {
  return html
    .replace(/<template id="sf-after-paint">[\s\S]*?<\/template>/g, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="(?:script|fetch)"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/** What render answers: the page (or a form's outcome as `json`), its status and headers, and whether it was kept. */
export interface RenderedResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
  cached: boolean;
  renderMs: number;
  clientOnly?: boolean;
  /** CSP sources ('sha256-…') of the page's own inline scripts. */
  scriptHashes?: string[];
  json?: unknown;
  /** The areas whose part of the page could not be rendered. */
  failed?: string[];
  /** The page cache's entry (when the page is kept): its ETag and compressed copies. */
  entry?: PageEntry;
}

/** How long a remote may take to hand over its server module or manifest before its area counts as down. */
const FETCH_TIMEOUT_MS = 5000;
/** How long a build that failed to evaluate or start is answered as failing before it is tried again. */
const BROKEN_BUILD_RETRY_MS = 30_000;
/**
 * How long a page's render may wait on its areas (their loaders, their live data): past it the render is
 * abandoned and the browser renders the page; an area's live data past it is left out of the page.
 */
const RENDER_DEADLINE_MS = 2000;
/**
 * How long a form's action and its page may take in this thread (where the areas' backends run). Past it the
 * resident is told the form could not be confirmed and that sending it again is safe (its one-time key records
 * it once); the action itself cannot be stopped, only no longer waited for.
 */
const SUBMISSION_DEADLINE_MS = 10_000;
/** How often the shell's build is looked at on disk (a rebuilt shell is served within this time). */
const SHELL_CHECK_MS = 1000;
/** Paths whose areas and declared query are kept (a few hundred bytes each). */
const ROUTING_CACHE_SIZE = 5000;
/**
 * HTML may be kept by a CDN for a minute and served stale for ten while it revalidates in the background: a
 * switched remote shows everywhere within about a minute. While every instance is down, a CDN may keep
 * answering with what it has for a day (stale-if-error). Browsers always revalidate (max-age=0; ETag).
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
/** A page rendered with an area down: never stored, retried by the visitor after this many seconds. */
const RETRY_AFTER_S = 30;

/**
 * The address with only the named query parameters, in the order of their names (`?b=2&a=1` and `?a=1&b=2` are
 * one page), each with all its values in the order given.
 */
/** Resolves as `promise`, or rejects once `ms` have passed (the work itself cannot be stopped, only left). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function declaredOnly(url: URL, names: readonly string[]): URL {
  const kept = new URLSearchParams();
  for (const name of [...new Set(names)].sort()) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  // A copy of the address, not the path resolved again: "//evil.example/x" as a path would name that host.
  const result = new URL(url.href);
  result.hash = '';
  result.search = kept.toString();
  return result;
}

const escapeHtml = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** JSON inside <script type="application/json">: no "<" at all, so no "</script>" can close it early. */
const jsonForHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** How long a thread may take to evaluate a page's modules (a new build's first use) before its render starts. */
const RENDER_START_MS = 20_000;

/**
 * Threads that render pages (render-worker.cjs), one page at a time each, the others waiting in order. A thread
 * takes pages once it has loaded the renderer; a page's deadline starts when its modules are evaluated and its
 * render begins (start-up is not render time, or a thread replaced under load would be stopped again before it
 * could render anything). A render past its deadline is abandoned: its thread is terminated (which stops even a
 * loop that never yields) and replaced, and the render rejects, so the site's server sends the page for the
 * browser to render. A thread that dies takes only its own page with it.
 */
interface RenderJob {
  id: number;
  /** Aborted when the client that asked for the page has left: the job is dropped if it has not started. */
  signal?: AbortSignal;
  message: Record<string, unknown>;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
  deadlineMs: number;
  what: string;
  timer?: NodeJS.Timeout;
}
type RenderThread = Worker & { job: RenderJob | null };

/** What a render thread says (render-worker.cjs): ready for pages, a page's render started, its page or its error. */
type ThreadMessage =
  | { ready: true }
  | { id: number; started: true }
  | { id: number; page: RenderedPage }
  | { id: number; error: string };

/**
 * The error of a render refused because the queue is full (load shedding: the site's server answers 503 with
 * Retry-After), or dropped because its client left before it started (nobody to answer).
 */
export class RenderRefused extends Error {
  constructor(
    readonly reason: 'queue-full' | 'client-gone',
    message: string,
  ) {
    super(message);
  }
}

/**
 * How many renders may wait for a thread, per thread (SITE_RENDER_QUEUE sets the total). A page renders in tens of
 * milliseconds, so 64 waiting is a second or two at most: a burst of ordinary requests (a cache in front
 * revalidating many pages at once, a crawler) waits its turn, and only a flood beyond it is answered 503. Two per
 * thread refused such bursts: 30 searches at once from one client got 20 503s on two threads.
 */
const QUEUED_PER_THREAD = 64;

function createRenderPool({
  size,
  rendererFile,
  stamp,
  log = console.error,
  maxQueued = size * QUEUED_PER_THREAD,
}: {
  size: number;
  rendererFile: string;
  stamp?: () => number;
  log?: (line: string) => void;
  /** Renders that may wait for a thread; one more is refused (RenderRefused 'queue-full'). */
  maxQueued?: number;
}) {
  const script = path.join(__dirname, 'render-worker.cjs');
  const all = new Set<RenderThread>();
  const idle: RenderThread[] = [];
  const queue: RenderJob[] = [];
  let nextId = 0;
  let stopped = false;
  let abandoned = 0;
  let refused = 0;
  let dropped = 0;

  function spawn() {
    // What a thread reports (a remote that could not be rendered) goes out through this thread's console, line
    // by line, as the same render in this thread would have.
    const worker = new Worker(script, {
      stderr: true,
      workerData: { rendererFile, stamp: stamp?.() },
    }) as RenderThread;
    readline.createInterface({ input: worker.stderr }).on('line', (line) => console.error(line));
    worker.unref();
    worker.job = null;
    all.add(worker);
    worker.on('message', (message: ThreadMessage) => {
      if ('ready' in message) {
        idle.push(worker);
        return dispatch();
      }
      const job = worker.job;
      if (!job || job.id !== message.id) return;
      if ('started' in message) {
        clearTimeout(job.timer);
        job.timer = setTimeout(() => abandon(worker, job, job.deadlineMs), job.deadlineMs);
        return;
      }
      clearTimeout(job.timer);
      worker.job = null;
      idle.push(worker);
      dispatch();
      if ('error' in message) job.reject(new Error(message.error));
      else job.resolve(message.page);
    });
    worker.on('error', (error: Error) => retire(worker, error));
    worker.on('exit', () => retire(worker, new Error('the render thread stopped')));
  }

  function abandon(worker: RenderThread, job: RenderJob, ms: number) {
    abandoned += 1;
    log(`RENDER DEADLINE: ${job.what} took longer than ${ms / 1000} s; its thread is stopped`);
    retire(worker, new Error(`${job.what} took longer than ${ms / 1000} s`));
    worker.terminate();
  }

  /** A thread that died or was stopped: its page fails, another thread takes its place. */
  function retire(worker: RenderThread, error: Error) {
    if (!all.delete(worker)) return;
    const index = idle.indexOf(worker);
    if (index >= 0) idle.splice(index, 1);
    const job = worker.job;
    worker.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    if (!stopped) spawn();
  }

  function dispatch() {
    while (idle.length && queue.length) {
      const job = queue.shift() as RenderJob;
      // Its client left while it waited: nobody would read the page.
      if (job.signal?.aborted) {
        dropped += 1;
        job.reject(new RenderRefused('client-gone', `${job.what}: its client left before it started`));
        continue;
      }
      const worker = idle.shift() as RenderThread;
      worker.job = job;
      job.timer = setTimeout(() => abandon(worker, job, RENDER_START_MS), RENDER_START_MS);
      worker.postMessage(job.message);
    }
  }

  for (let i = 0; i < size; i++) spawn();

  return {
    /** Renders in a thread; rejects past `deadlineMs` from the moment its render starts. */
    render(
      message: Record<string, unknown>,
      { deadlineMs, what, signal }: { deadlineMs: number; what: string; signal?: AbortSignal },
    ): Promise<RenderedPage> {
      return new Promise((resolve, reject) => {
        // Every thread busy and the queue full: refused now rather than answered late (load shedding).
        if (idle.length === 0 && queue.length >= maxQueued) {
          refused += 1;
          reject(new RenderRefused('queue-full', `${what}: ${queue.length} renders are waiting already`));
          return;
        }
        const job: RenderJob = {
          id: nextId,
          message: { ...message, id: nextId },
          resolve,
          reject,
          deadlineMs,
          what,
          signal,
        };
        nextId += 1;
        queue.push(job);
        // A client that leaves while its render waits frees its place in the queue at once.
        signal?.addEventListener(
          'abort',
          () => {
            const index = queue.indexOf(job);
            if (index < 0) return;
            queue.splice(index, 1);
            dropped += 1;
            reject(new RenderRefused('client-gone', `${what}: its client left before it started`));
          },
          { once: true },
        );
        dispatch();
      });
    },
    /** Renders waiting for a thread now. */
    queued: () => queue.length,
    /** Renders abandoned at their deadline since start (a metric). */
    abandoned: () => abandoned,
    /** Renders refused because the queue was full, and dropped because their client had left (metrics). */
    refused: () => refused,
    dropped: () => dropped,
    async close() {
      stopped = true;
      idle.length = 0;
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}

/** Digests of objects already seen (the remotes list is the same object until its file changes). */
const digests = new WeakMap<object, string>();

/** A short digest of `value` as JSON. */
const digestOf = (value: unknown): string =>
  crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** A short digest of the remotes list as served now, for the page cache's key: worked out once per list object. */
function listKey(value: unknown): string {
  const known = value && typeof value === 'object' ? digests.get(value) : undefined;
  if (known) return known;
  const digest = digestOf(value);
  if (value && typeof value === 'object') digests.set(value, digest);
  return digest;
}

/**
 * A short digest of a page's live data, for its key. Not remembered: each request reads new data (remembering
 * it in the WeakMap added an entry per request, which slowed every young-generation collection under load);
 * most pages have none.
 */
const dataKey = (data: Record<string, unknown>): string =>
  Object.keys(data).length === 0 ? '' : digestOf(data);

/**
 * An area as the shell's renderer names it, with what only the site's server reads from its list line (the
 * integrity of its server module).
 */
const listed = (area: Area, list: RemotesList | undefined): Area => ({
  ...area,
  integrity: list?.remotes?.[area.name]?.integrity,
});

/** The version of a remote as the list names it: its manifest and its server module. */
const versionOf = (area: Pick<ListLine, 'entry' | 'server' | 'integrity'>): string =>
  `${area.entry}#${area.server ?? ''}${area.integrity?.server ? `#${area.integrity.server}` : ''}`;

/** The body of `url` (text or parsed JSON), an error for a status other than 2xx, given up after FETCH_TIMEOUT_MS. */
// A manifest's JSON (unknown until read), or a module's or a stylesheet's text.
function fetchOk(
  fetchImpl: typeof fetch,
  url: string | URL,
  as: 'json',
  headers?: Record<string, string>,
): Promise<unknown>;
function fetchOk(
  fetchImpl: typeof fetch,
  url: string | URL,
  as: 'text',
  headers?: Record<string, string>,
): Promise<string>;
function fetchOk(
  fetchImpl: typeof fetch,
  url: string | URL,
  as: 'json' | 'text',
  headers: Record<string, string> = {},
): Promise<unknown> {
  return fetchWithin(url, {
    ms: FETCH_TIMEOUT_MS,
    init: { headers },
    fetchImpl,
    read: (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return as === 'json' ? response.json() : response.text();
    },
  });
}

/**
 * Loads remotes' server modules and keeps the current one of each remote. A module whose area keeps data
 * exports `backend(platform)`: it is started on the platform (its migrations run) before the module is used.
 * @param {{ dir: string, fetchImpl?: typeof fetch, platform?: object }} options dir: where fetched modules are
 * stored; platform: the areas' server-side platform (tooling/platform), without which no backend starts
 */
function createModuleStore({
  dir,
  fetchImpl = fetch,
  platform,
  requireIntegrity = false,
  log = console.error,
  serverToken = process.env.REMOTES_SERVER_TOKEN || undefined,
  onFailure = () => {},
}: {
  dir: string;
  fetchImpl?: typeof fetch;
  platform?: Pick<SitePlatform, 'attach'>;
  requireIntegrity?: boolean;
  log?: (line: string) => void;
  /** Sent as `Authorization: Bearer` with requests for server modules (default REMOTES_SERVER_TOKEN). */
  serverToken?: string;
  onFailure?: (area: ListLine & { name: string }, error: unknown) => void;
}) {
  fs.mkdirSync(dir, { recursive: true });
  /** version -> Promise<{ modules, manifest, file }> */
  const loaded = new Map<string, Promise<StoredVersion>>();
  /** remote name -> version in use */
  const current = new Map<string, string>();
  /** Server modules refused because they were not the ones their list lines name (a metric). */
  let integrityFailures = 0;

  async function loadVersion(area: ListLine & { name: string }): Promise<StoredVersion> {
    const base = new URL('.', area.entry).href;
    // Only a file inside the build's own folder: never another host, never a data: or file: address.
    if (
      !/^[a-z0-9][a-z0-9._/-]*\.js$/i.test(String(area.server)) ||
      String(area.server).split('/').includes('..')
    ) {
      throw Object.assign(
        new Error(`the server module "${area.server}" is not a file of the build's folder`),
        {
          brokenBuild: true,
        },
      );
    }
    const expected = area.integrity?.server;
    if (!expected && requireIntegrity) {
      throw Object.assign(new Error('its list line records no integrity for its server module'), {
        brokenBuild: true,
      });
    }
    const [code, manifest] = await Promise.all([
      // Not a public file (see serve.cjs privateFiles): the deployment's token, when it has one, opens it.
      fetchOk(
        fetchImpl,
        new URL(String(area.server), area.entry),
        'text',
        serverToken ? { authorization: `Bearer ${serverToken}` } : {},
      ),
      fetchOk(fetchImpl, area.entry, 'json'),
    ]);
    if (expected) {
      const actual = `sha384-${crypto.createHash('sha384').update(code).digest('base64')}`;
      if (actual !== expected) {
        integrityFailures += 1;
        log(
          `INTEGRITY: the server module of ${area.name} at ${area.server} is not the one its list line names`,
        );
        throw Object.assign(new Error('its server module does not match the integrity in its list line'), {
          brokenBuild: true,
        });
      }
    }
    // Content-addressed: the same build is one file whoever serves it; the base (where its images are
    // served from, set when the module loads) is part of the name, since it is fixed in the module.
    const hash = crypto.createHash('sha256').update(code).update(base).digest('hex').slice(0, 20);
    const file = path.join(dir, `${area.name}.${hash}.js`);
    const integrity = `sha384-${crypto.createHash('sha384').update(code).digest('base64')}`;
    // Written again when what is stored is not this code (changed on disk since): the render threads evaluate
    // the file only if its SHA-384 is this one (render-worker.cjs).
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) {
      fs.writeFileSync(`${file}.tmp`, code);
      fs.renameSync(`${file}.tmp`, file);
    }
    try {
      const exported = evaluateModule(file, code);
      if (!isFunction(exported.load)) throw new Error(`${area.server} exports no load()`);
      // Its exposed modules by name ('./routes' …): a load() that gives none is a broken build, reported as one.
      const modules = exported.load(base);
      if (!isObject(modules)) throw new Error(`the load() of ${area.server} gives no modules`);
      const backend =
        typeof exported.backend === 'function' && platform
          ? await platform.attach(area.name, exported.backend as (platform: Platform) => AreaBackend)
          : undefined;
      return { modules, manifest, file, base, integrity, backend };
    } catch (error) {
      // The build itself fails (it throws, lacks load(), or its migrations fail): not a remote that is down.
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), { brokenBuild: true });
    }
  }

  /** The server module of the version the list names; rejects when the remote cannot be reached. */
  function get(area: ListLine & { name: string }): Promise<StoredVersion> {
    // The name becomes part of a file's name: nothing but the contract's shape reaches the disk.
    if (!/^[a-z_][a-z0-9_]*$/.test(String(area.name))) {
      return Promise.reject(new Error(`"${area.name}" is not a remote's name`));
    }
    const version = versionOf(area);
    let entry = loaded.get(version);
    if (!entry) {
      entry = loadVersion(area);
      loaded.set(version, entry);
      entry.catch((error: unknown) => onFailure(area, error));
      // A remote that could not be reached is tried again on the next request. A build that fails once it is
      // evaluated is remembered as failing for a while: evaluated again per request it would cost a download
      // and an evaluation each time (and its migrations, if they are what fails).
      entry.catch((error: unknown) => {
        const forget = () => loaded.get(version) === entry && loaded.delete(version);
        if (!fieldOf(error, 'brokenBuild')) return forget();
        setTimeout(forget, BROKEN_BUILD_RETRY_MS).unref();
      });
    }
    const previous = current.get(area.name);
    if (previous !== version) {
      current.set(area.name, version);
      if (previous) drop(previous);
    }
    return entry;
  }

  function drop(version: string) {
    loaded.delete(version);
  }

  return { get, loadedVersions: () => [...loaded.keys()], integrityFailures: () => integrityFailures };
}

/**
 * Whether a file a manifest names is inside the remote's own folder (the folder of its entry, the manifest the
 * list names): resolved against it, on its origin and under its path; no escapes the CDN could decode
 * differently. An absolute address elsewhere, `..` out of the folder, `//host/…` are not.
 */
function insideFolder(file: unknown, entry: string): boolean {
  if (typeof file !== 'string' || file === '' || /[%\\\s]/.test(file)) return false;
  try {
    const folder = new URL('.', entry);
    const resolved = new URL(file, folder);
    return (
      resolved.origin === folder.origin &&
      resolved.pathname.startsWith(folder.pathname) &&
      !resolved.search &&
      !resolved.hash
    );
  } catch {
    return false;
  }
}

/**
 * The CSS files and first script files of one exposed module, as absolute URLs, from a remote's manifest: only
 * those inside the remote's own folder (a manifest naming another host's stylesheet would have the server fetch
 * it and write it into public pages). Each refused file is handed to `refused`.
 */
function assetsOf(
  manifest: unknown,
  entry: string,
  exposed: string,
  refused: (file: string) => void = () => {},
): { css: string[]; js: string[] } {
  const exposes: unknown[] = isObject(manifest) && Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const expose = exposes.find(
    (e): e is Record<string, unknown> => isObject(e) && (`./${e.name}` === exposed || e.name === exposed),
  );
  if (!expose) return { css: [], js: [] };
  /** The files the module needs first, of a kind ('css', 'js'). */
  const sync = (kind: string) => {
    const assets = isObject(expose.assets) ? expose.assets[kind] : undefined;
    return isObject(assets) ? assets.sync : undefined;
  };
  const urls = (files: unknown) =>
    (Array.isArray(files) ? files : []).flatMap((file: unknown) => {
      if (typeof file === 'string' && insideFolder(file, entry))
        return [new URL(file, new URL('.', entry)).href];
      refused(String(file));
      return [];
    });
  return {
    // What the module needs at its first render; its lazy parts' CSS comes with them.
    css: urls(sync('css')),
    js: urls(sync('js')),
  };
}

/**
 * A stylesheet in the page's head: its text inline when known (no request before the first paint; the
 * measured winner for LCP, see README), marked with its address so the browser's webpack runtime, which
 * looks for `style[data-href]`, does not download it again when the code that imports it loads; else a link.
 */
function styleTag({ href, absolute = href, text }: Stylesheet): string {
  if (text === undefined) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  return `<style data-href="${escapeHtml(absolute)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * What the template asks the browser to fetch for the app: its entry script, the startup chunks and the remotes
 * list it preloads. In a page rendered here they wait for the first paint (see afterPaintTags).
 */
const AFTER_PAINT_TAGS =
  /<script defer="defer" src="[^"]+"><\/script>|<link rel="preload" href="[^"]+" as="(?:script|fetch)"[^>]*>/g;

/**
 * The app's scripts, held in an inert `<template>` that start.js moves into the page when the visitor first
 * reaches for it (a touch, the mouse, the keyboard, focus), or a part that moves comes into view, or, later in
 * a visit, once the browser has painted the server's HTML. Fetched from the start they would share a slow
 * connection with the page and its stylesheets and compete for the phone's processor while it lays out the
 * first paint; the page is readable and its links and forms work without them. See docs/architecture.md.
 */
function afterPaintTags(tags: string[]): string {
  if (!tags.length) return '';
  return `<template id="sf-after-paint">${tags.join('')}</template>`;
}

/**
 * The script that starts the app: start.js written into the page (one request fewer before the first paint,
 * allowed by its hash in the page's Content-Security-Policy, see startScript), or linked when unknown.
 */
function startTag(startScript: StartScript | null): string {
  if (!startScript) return '<script defer src="/start.js"></script>';
  return `<script>${startScript.text}</script>`;
}

/**
 * The shell's start.js as written into a page (never closing its element early) and the CSP source that
 * allows it inline: 'sha256-…' of exactly that text, which is what the browser hashes.
 */
function startScript(source: string): StartScript {
  const text = source.replace(/<\/script/gi, '<\\/script');
  const digest = crypto.createHash('sha256').update(text, 'utf8').digest('base64');
  return { text, hash: `'sha256-${digest}'` };
}

/**
 * Writes a rendered page into the shell's index.html: its title, description, canonical address and Open Graph
 * tags, the stylesheets it needs (the shell's, linked instead of preloaded, and the remote's), the HTML of the
 * page, and, for the browser, the remotes list it was rendered with and the areas that failed.
 */
/**
 * The frame's notice above the page (a form over the limit): outside the app's root, so the browser's first
 * render (hydration) does not meet it; the page keeps it until the resident leaves it.
 */
function noticeTag(notice: RenderedPage['notice']): string {
  if (!notice) return '';
  return `<div role="alert" style="margin:0;padding:16px 24px;background:#fff4e5;border-bottom:2px solid #b45309;color:#1f2937;font-family:system-ui,sans-serif;line-height:1.5"><strong>${escapeHtml(notice.title)}</strong><p style="margin:4px 0 0">${escapeHtml(notice.text)}</p></div>`;
}

/** start.js as written into a page, and the CSP source that allows it. */
export interface StartScript {
  text: string;
  hash: string;
}

/** A stylesheet inlined (with its text) or linked (without); `absolute` marks an inlined one's address. */
interface Stylesheet {
  href: string;
  absolute?: string;
  text?: string;
}

function assemblePage(
  template: string,
  {
    page,
    canonical,
    alternates = [],
    css,
    shellCss = [],
    preload,
    list,
    failed,
    start = null,
    place,
  }: {
    page: RenderedPage;
    canonical: string;
    /** The page in each language: [lang, absolute address]. */
    alternates?: [string, string][];
    css: Stylesheet[];
    /** The shell's own stylesheets, by the path index.html links them with. */
    shellCss?: Stylesheet[];
    /** Scripts to preload; a remote entry with its Subresource Integrity. */
    preload: (string | { href: string; integrity: string })[];
    list: unknown;
    failed: string[];
    /** start.js to write into the page; without it, the page links /start.js. */
    start?: StartScript | null;
    /** The labels of the page's reports (placeOfPage), for start.js to report a visit whose app never started. */
    place?: { area: string; version: string; route: string };
  },
): string {
  // The outcome of a form's action (an invalid submission's page), so the browser renders it as the server did.
  const action = page.action ? { action: page.action } : {};
  // The areas' live data the page was rendered with (see shared/src/server-data), for hydration.
  const live = page.data && Object.keys(page.data).length ? { data: page.data } : {};
  const description = page.description;
  const head = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
  // The page in its other languages, and which one to show a visitor whose language the site has not.
  for (const [lang, href] of alternates) {
    head.push(`<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}">`);
  }
  const english = alternates.find(([lang]) => lang === 'en');
  if (english) head.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(english[1])}">`);
  // A confirmation or a search's results (the route's HeadHandle `noindex`): not for search engines.
  if (page.noindex) head.push('<meta name="robots" content="noindex">');
  // Link previews (Open Graph, X cards) on every page, with the page's picture (the renderer gives the city's
  // to a page without its own).
  const extras = page.extras ?? {};
  const og = {
    'og:type': extras.type ?? 'website',
    'og:title': page.title,
    'og:description': description,
    'og:url': canonical,
    'og:site_name': page.siteName ?? 'City of Springfield',
    // Absolute, and a PNG where the page names an SVG: the renderer made it so (shell's publishedPicture).
    'og:image': extras.image,
    'og:image:alt': extras.imageAlt,
    'article:published_time': extras.published,
  };
  for (const [property, content] of Object.entries(og)) {
    if (content) head.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  }
  head.push(`<meta name="twitter:card" content="${og['og:image'] ? 'summary_large_image' : 'summary'}">`);
  // What search engines read of the page (schema.org), as the areas and the frame described it.
  for (const object of page.structuredData ?? []) {
    head.push(`<script type="application/ld+json">${jsonForHtml(object)}</script>`);
  }
  for (const style of css) head.push(styleTag(style));
  // The scripts come after the first paint (see AFTER_PAINT): the remote's files the page needs first, and the
  // shell's entry, its startup chunks and the remotes list, taken out of the template.
  // A remote entry the list records a digest of is preloaded as the browser's runtime loads it (with its
  // integrity, anonymous), so that the preload is the one the runtime's script uses.
  const remoteFiles = preload.map((item) =>
    typeof item === 'string'
      ? `<link rel="preload" href="${escapeHtml(item)}" as="script">`
      : `<link rel="preload" href="${escapeHtml(item.href)}" as="script" integrity="${escapeHtml(item.integrity)}" crossorigin="anonymous">`,
  );
  const appFiles: string[] = [];
  const data = `<script type="application/json" id="sf-server-render">${jsonForHtml({ list, failed, ...action, ...live })}</script>`;
  const appFilesHeld = (html: string) => /<template id="sf-after-paint">/.test(html);
  // The shell's stylesheets in the template's order. Two chunks can carry the same one (webpack does not split
  // CSS under its 20 KB minimum out of the chunks that share it): its text is written once, where its last
  // copy stands, which leaves the cascade as it was; an earlier copy is an empty element with its address,
  // so the browser's runtime still finds it and fetches nothing.
  const shellOrder = [...template.matchAll(/<link rel="preload" href="([^"]+\.css)" as="style"[^>]*>/g)].map(
    ([, href]) => shellCss.find((style) => style.href === href) ?? { href },
  );
  // The same rules: the texts without their source map comment, which names each file.
  const rules = (text: string | undefined) => text?.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  const writtenLater = (style: Stylesheet, index: number) =>
    style.text !== undefined &&
    shellOrder.slice(index + 1).some((later) => rules(later.text) === rules(style.text));
  let shellIndex = 0;
  let html = template
    // The page's language, as its address says (/es/…).
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang ?? 'en')}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    // The shell's own stylesheets are needed for the first paint: in the page (or linked), not preloaded.
    .replace(/<link rel="preload" href="([^"]+\.css)" as="style"[^>]*>/g, () => {
      const index = shellIndex++;
      const style = shellOrder[index];
      return styleTag(writtenLater(style, index) ? { ...style, text: '' } : style);
    })
    .replace(AFTER_PAINT_TAGS, (tag) => {
      // The remotes list is written in the page: the script reads it there when this server rendered the page
      // for the request, and fetches it (without a preload) only when a cache answered with an older copy.
      if (!/ as="fetch"/.test(tag)) appFiles.push(tag);
      return '';
    })
    .replace('</head>', () => `${head.join('')}${afterPaintTags([...appFiles, ...remoteFiles])}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `${noticeTag(page.notice)}<div id="root"${place ? ` data-sf-place="${escapeHtml(JSON.stringify(place))}"` : ''}>${page.html}</div>${data}`,
    );
  // After the page and its data: it runs once they are parsed, and moves the held files in after the paint.
  if (appFilesHeld(html)) html = html.replace('</body>', () => `${startTag(start)}</body>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\/?>/,
      `<meta name="description" content="${escapeHtml(description)}">`,
    );
  }
  return html;
}

/**
 * The server renderer of the site.
 * @param {object} options
 * @param {string} options.shellDist     the shell's build (index.html, server/render.js)
 * @param {() => object} options.readList the remotes list as served now
 * @param {string} options.cacheDir      where fetched server modules are stored
 * @param {string} [options.siteOrigin]  the public origin for canonical links (else the request's)
 * @param {number} [options.cacheBytes] what the page cache may hold (default: page-cache.cjs's)
 * @param {number} [options.shellCheckMs] how often the shell's build is looked at on disk (default 1 s)
 * @param {typeof fetch} [options.fetchImpl]
 * @param {object} [options.platform] the areas' server-side platform (their backends' store and outbox)
 * @param {boolean} [options.requireIntegrity] evaluate no server module whose list line records no SHA-384
 */
/** The server renderer's options. */
export interface SsrOptions {
  /** The shell's build (index.html, server/render.js). */
  shellDist: string;
  /** The remotes list as served now. */
  readList: () => RemotesList;
  /** Where fetched server modules are stored. */
  cacheDir: string;
  /** The public origin for canonical links (else the request's). */
  siteOrigin?: string;
  /** What the page cache may hold, pages and compressed copies (default 64 MB, SITE_PAGE_CACHE_MB; 0: none). */
  cacheBytes?: number;
  /** How often the shell's build is looked at on disk (default 1 s). */
  shellCheckMs?: number;
  fetchImpl?: typeof fetch;
  inlineCss?: boolean;
  /** The areas' platform: a remote's backend is attached to it. */
  platform?: Parameters<typeof createModuleStore>[0]['platform'];
  /** Evaluate no server module whose list line records no SHA-384. */
  requireIntegrity?: boolean;
  /** How long a GET's render may wait on its areas (default RENDER_DEADLINE_MS, 2 s). */
  deadlineMs?: number;
  /** Threads that render pages (GETs), stopped at the deadline; 0 (default): renders in this thread. */
  workers?: number;
  /** Renders that may wait for a thread (default 2 per thread); one more is refused (RenderRefused). */
  queueLimit?: number;
  /** How long a form's action and page may take (default SUBMISSION_DEADLINE_MS, 10 s). */
  submissionDeadlineMs?: number;
  onLoadFailure?: (area: ListLine & { name: string }, error: unknown) => void;
}

function createSsr({
  shellDist,
  readList,
  cacheDir,
  siteOrigin,
  cacheBytes,
  shellCheckMs = SHELL_CHECK_MS,
  fetchImpl = fetch,
  inlineCss = process.env.SSR_CSS !== 'link',
  platform,
  requireIntegrity = false,
  deadlineMs = RENDER_DEADLINE_MS,
  workers = 0,
  queueLimit,
  submissionDeadlineMs = SUBMISSION_DEADLINE_MS,
  onLoadFailure,
}: SsrOptions) {
  const rendererFile = path.join(shellDist, 'server', 'render.js');
  // Pages (GETs) rendered in threads of their own, so that a render past its deadline can be stopped; forms'
  // actions stay in this thread, where the areas' backends run.
  // Started with the first page, not before: a server that renders nothing starts no threads.
  let pool: ReturnType<typeof createRenderPool> | undefined;
  const renderPool = () => {
    pool ??=
      workers > 0
        ? createRenderPool({
            size: workers,
            rendererFile,
            stamp: () => shellBuild().stamp,
            ...(queueLimit === undefined ? {} : { maxQueued: queueLimit }),
          })
        : undefined;
    return pool;
  };
  const templateFile = path.join(shellDist, 'index.html');
  const store = createModuleStore({
    dir: cacheDir,
    fetchImpl,
    platform,
    requireIntegrity,
    ...(onLoadFailure ? { onFailure: onLoadFailure } : {}),
  });
  /** The server's one page cache: each kept page with its ETag and compressed copies, bounded by bytes. */
  const pages = createPageCache(cacheBytes === undefined ? {} : { maxBytes: cacheBytes });
  /** Per shell build, list and path: the areas the page needs and the query parameters its routes read. */
  const routing = new LRUCache<string, { areas: Area[]; query?: readonly string[] }>({
    max: ROUTING_CACHE_SIZE,
  });
  /** Stylesheets by address: hashed names, so their text never changes. */
  const cssTexts = new LRUCache<string, string>({ max: 200 });

  /** Files a manifest named outside its remote's folder, logged once each (refused, never fetched). */
  const refusedAssets = new LRUCache<string, true>({ max: 200 });
  function refuseAsset(area: string, file: string) {
    const key = `${area} ${file}`;
    if (refusedAssets.has(key)) return;
    refusedAssets.set(key, true);
    console.error(
      `ASSET REFUSED: the manifest of ${area} names ${file.slice(0, 200)}, outside its own folder; not used`,
    );
  }

  async function cssText(url: string): Promise<string> {
    let text = cssTexts.get(url);
    if (text === undefined) {
      text = await fetchOk(fetchImpl, url, 'text');
      cssTexts.set(url, text);
    }
    return text;
  }
  /**
   * The loaded builds of the page's areas, by name: an area whose server module cannot be loaded is missing
   * (logged), and the renderer shows its panel.
   */
  async function loadAreas(areas: Area[], list: RemotesList): Promise<Record<string, StoredVersion>> {
    const versions: Record<string, StoredVersion> = {};
    await Promise.all(
      areas
        .filter((area) => area.server)
        .map(async (area) => {
          try {
            versions[area.name] = await store.get(listed(area, list));
          } catch (error) {
            console.error(`The server module of ${area.name} could not be loaded: ${messageOf(error)}`);
          }
        }),
    );
    return versions;
  }

  /**
   * The path of the page inside the site's languages: "/es/events/2" is "/events/2" (the shell's renderer knows
   * the languages; a shell build from before them has none).
   */
  function pagePathOf(location: URL): string {
    const { renderer } = shellBuild();
    return typeof renderer.pagePath === 'function' ? renderer.pagePath(location.pathname) : location.pathname;
  }

  /** What the backends of the page's areas say it shows now; an area whose store fails is left out. */
  async function liveData(versions: Record<string, StoredVersion>, location: URL) {
    const data: Record<string, unknown> = {};
    await Promise.all(
      Object.entries(versions).map(async ([name, version]) => {
        try {
          if (!version.backend?.dataFor) return;
          const value = await within(
            version.backend.dataFor({ pathname: pagePathOf(location), search: location.search }),
            deadlineMs,
            `the live data of ${name}`,
          );
          if (value !== undefined) data[name] = value;
        } catch (error) {
          console.error(`The live data of ${name} could not be read: ${messageOf(error)}`);
        }
      }),
    );
    return data;
  }

  /** The shell's own build: its renderer and template, reloaded when a new shell build replaces them. */
  let shell: ShellBuild | undefined;

  let shellCheckedAt = 0;

  function shellBuild() {
    // Looked at on disk at most every shellCheckMs: a new shell build is served within a second.
    const now = Date.now();
    if (shell && now - shellCheckedAt < shellCheckMs) return shell;
    const stamp = fs.statSync(rendererFile).mtimeMs + fs.statSync(templateFile).mtimeMs;
    shellCheckedAt = now;
    if (shell?.stamp !== stamp) {
      delete require.cache[rendererFile];
      const template = fs.readFileSync(templateFile, 'utf8');
      // The shell's stylesheets the template preloads: the frame's, Home's.
      const css = [...template.matchAll(/<link rel="preload" href="([^"]+\.css)" as="style"/g)].map(
        ([, href]) => ({
          path: href,
          text: fs.readFileSync(path.join(shellDist, href), 'utf8'),
        }),
      );
      const startFile = path.join(shellDist, 'start.js');
      const start = fs.existsSync(startFile) ? startScript(fs.readFileSync(startFile, 'utf8')) : null;
      // The shell's build, loaded as the file it is (its exports are what ShellRenderer names).
      const renderer: ShellRenderer = require(rendererFile);
      shell = { stamp, renderer, template, css, start };
      pages.clear();
      routing.clear();
    }
    return shell;
  }

  const available = () =>
    (shell !== undefined && Date.now() - shellCheckedAt < shellCheckMs) ||
    (fs.existsSync(rendererFile) && fs.existsSync(templateFile));

  /**
   * Renders the page at `url` (absolute). Resolves { status, headers, body, cached, renderMs }. With a
   * `submission` (a form's POST: { body, answer: 'page' | 'outcome' }) the route's action runs first; its
   * answer is a redirect (accepted), the page with the problems (422), or with answer 'outcome' the action's
   * outcome as `json`: never kept, by this cache or any other.
   */
  async function render(
    url: string,
    submission?: Submission,
    snapshot?: RemotesList,
    { signal, staff }: RenderOptions = {},
  ): Promise<RenderedResponse> {
    if (staff) return renderStaff(url, submission, snapshot ?? readList(), staff);
    const started = process.hrtime.bigint();
    const { renderer, template, stamp, css: shellStyles, start } = shellBuild();
    // The list as the request read it (one snapshot for the page and its headers), else as served now.
    const list = snapshot ?? readList();
    const requested = new URL(url);
    // Which areas a path needs and the query its routes read depend only on the shell's build, the list and the
    // path: worked out once (matching a route tree costs more than sending a kept page).
    const routingKey = `${stamp}|${listKey(list)}|${requested.pathname}`;
    let routed = routing.get(routingKey);
    if (!routed) {
      routed = { areas: renderer.remotesFor(requested.pathname, list) };
      routing.set(routingKey, routed);
    }
    const { areas } = routed;
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    // An area without a server module (a build from before server rendering) is rendered by the browser.
    if (areas.some((area) => !area.server)) {
      return {
        status: 200,
        headers: {},
        body: template,
        cached: false,
        renderMs: elapsed(),
        clientOnly: true,
      };
    }
    const versions = await loadAreas(areas, list);
    const modules: Record<string, Record<string, unknown>> = {};
    const manifests: Record<string, StoredVersion['manifest']> = {};
    for (const [name, version] of Object.entries(versions)) {
      modules[name] = version.modules;
      manifests[name] = version.manifest;
    }
    // A page is rendered with the query parameters its routes declare and no others (a form's POST keeps its
    // address whole): `?z=1`, `?z=2`… is the same page, rendered once, and cannot push real pages out of the
    // cache. A shell build from before routes declared theirs renders with the whole query.
    // Known once every area's module of the page is loaded (without one, its routes' declarations are missing).
    const allLoaded = areas.every((area) => modules[area.name]);
    let query;
    if (!submission && typeof renderer.queryOf === 'function') {
      query = allLoaded ? routed.query : undefined;
      if (!query) query = renderer.queryOf(requested.pathname, list, modules);
      if (allLoaded) routed.query = query;
    }
    const location = query ? declaredOnly(requested, query) : requested;
    // Each area's live data for this page (counts, a request's status), read from its backend's store first:
    // part of the key, so a page shows what the store holds now, and of the page, for the browser. For a form,
    // read only if the page is rendered (an invalid or refused one), after its action ran.
    // A form over the limit runs no action: its page is rendered like a GET's, with the form as sent.
    const limited = submission?.limited ? submission : undefined;
    const data =
      submission && !limited ? () => liveData(versions, location) : await liveData(versions, location);
    // The origin is part of the key: inline stylesheets are marked with their absolute address.
    // The whole list is part of the key, not only the versions of the areas this page renders: the page carries
    // the list it was rendered with, and the browser hydrates it only when that is the list it reads now (a
    // page kept from before another team's switch would be rendered anew, dropping what was typed).
    const key =
      submission || typeof data === 'function'
        ? ''
        : `${location.origin}${location.pathname}${location.search}|${stamp}|${listKey(list)}|${dataKey(data)}`;
    const hit = submission ? undefined : pages.get(key);
    // `entry`: the cache's entry itself, with the page's ETag and compressed copies (see serve.cjs sendKept).
    if (hit) return { ...hit, cached: true, entry: hit, renderMs: elapsed() };

    // A page whose areas keep it waiting (a loader that never answers) is abandoned at the deadline: the
    // caller sends the page for the browser to render, and the rest of the site is not held up.
    // A form's action is not abandoned: what it stores must not be answered as lost (the server's request
    // timeout bounds it).
    const what = `the render of ${location.pathname}`;
    let page: RenderedPage;
    if (limited && renderer.LIMITED_FORMS !== 1) {
      // A shell build from before the limits: it would run the action. The site's server sends its own page.
      throw Object.assign(new Error('this shell build cannot render a form over the limit'), {
        limitedUnsupported: true,
      });
    }
    // Render threads start with the first page that is not a form's action (see renderPool).
    const threads = submission && !limited ? undefined : renderPool();
    if (submission && !limited) {
      // The action runs here, where the areas' backends are: under a deadline, not for ever.
      page = await within(
        renderer.renderPage({ url: location.href, list, modules, data, submission }),
        submissionDeadlineMs,
        `the form sent to ${location.pathname}`,
      );
    } else if (threads) {
      const files = Object.fromEntries(
        Object.entries(versions).map(([name, version]) => [
          name,
          { file: version.file, base: version.base, integrity: version.integrity },
        ]),
      );
      page = await threads.render(
        {
          rendererFile,
          stamp,
          url: location.href,
          list,
          areas: files,
          data,
          ...(limited ? { submission: limited } : {}),
        },
        { deadlineMs, what, signal },
      );
    } else {
      page = await within(
        renderer.renderPage({
          url: location.href,
          list,
          modules,
          data,
          ...(limited ? { submission: limited } : {}),
        }),
        deadlineMs,
        what,
      );
    }
    if (submission && page.outcome !== undefined) {
      return {
        status: page.status,
        headers: { 'Cache-Control': 'no-store' },
        json: page.outcome,
        cached: false,
        renderMs: elapsed(),
      };
    }
    if (page.redirect) {
      const result = {
        status: page.status,
        headers: { Location: page.redirect, 'Cache-Control': submission ? 'no-store' : PAGE_CACHE_CONTROL },
        body: '',
      };
      if (!submission) pages.set(key, result);
      return { ...result, cached: false, renderMs: elapsed() };
    }
    const css: string[] = [];
    const preload: (string | { href: string; integrity: string })[] = [];
    // The page's path in any language ("/es" is Home).
    const pagePath = pagePathOf(location);
    for (const area of areas) {
      if (!manifests[area.name]) continue;
      // Home needs its widgets' files, an area's page its routes'; the search page (which reads every area's
      // records on the server) none of the remotes' files.
      const owner = area.prefixes.some((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`));
      if (pagePath !== '/' && !owner) continue;
      const exposed = pagePath === '/' ? area.widgets.map((w) => w.module) : ['./routes'];
      // A remote's page: its entry and first scripts start downloading with the HTML, before the shell's
      // script asks for them. Not for Home's widgets: a failed preload (the remote down for a moment) is
      // reused by the browser for the widget's Retry, which then fails although the remote is back.
      const home = pagePath === '/';
      // The entry the list pins (its file and SHA-384), never the one the manifest names: the browser's runtime
      // loads the same (the shell's pinnedToList plugin). A line that pins none: no preload.
      const { entry: integrity, entryFile } = listed(area, list).integrity ?? {};
      if (!home && integrity && entryFile && insideFolder(entryFile, area.entry)) {
        preload.push({ href: new URL(entryFile, new URL('.', area.entry)).href, integrity });
      }
      for (const name of exposed) {
        const assets = assetsOf(manifests[area.name], area.entry, name, (file) =>
          refuseAsset(area.name, file),
        );
        for (const href of assets.css) if (!css.includes(href)) css.push(href);
        if (!home) {
          for (const href of assets.js)
            if (!preload.some((item) => (typeof item === 'string' ? item : item.href) === href))
              preload.push(href);
        }
      }
    }
    // The origin and the path as text: a path such as "//evil.example/x" resolved as a URL would name that host.
    // A page shown at two addresses (the newsroom at /newsroom and /news) names the one to index (its extras'
    // `canonical`, a path of this site).
    const declared = page.extras?.canonical;
    const publicOrigin = new URL(siteOrigin ?? location.origin).origin;
    // The page's address in each language its content is written in (the renderer's `alternates`): the
    // canonical one is the page's language's, or English where the page only shows the English content.
    const alternates = Object.entries(page.alternates ?? {}).filter(
      ([, path]) => typeof path === 'string' && /^\/(?!\/)/.test(path),
    );
    const inLanguage =
      alternates.find(([lang]) => lang === page.lang) ?? alternates.find(([lang]) => lang === 'en');
    const canonicalPath = inLanguage
      ? inLanguage[1]
      : typeof declared === 'string' && /^\/(?!\/)/.test(declared)
        ? declared
        : location.pathname;
    const canonical = `${publicOrigin}${canonicalPath}`;
    const styles = await Promise.all(
      css.map(async (href) => ({
        href,
        text: inlineCss ? await cssText(href).catch(() => undefined) : undefined,
      })),
    );
    const shellCss = shellStyles.map((style) => ({
      href: style.path,
      absolute: new URL(style.path, location.origin).href,
      text: inlineCss ? style.text : undefined,
    }));
    const body = assemblePage(template, {
      page,
      canonical,
      alternates:
        alternates.length > 1 ? alternates.map(([lang, path]) => [lang, `${publicOrigin}${path}`]) : [],
      css: styles,
      shellCss: shellCss.map((style) => ({ ...style, path: style.href })),
      preload,
      // With the page's language's words only (a shell build from before the languages writes it whole).
      list: typeof renderer.listInLanguage === 'function' ? renderer.listInLanguage(list, page.lang) : list,
      failed: page.failed,
      start,
      place: placeOfPage(location.pathname, list),
    });
    const down = page.failed.length > 0 && page.status === 503;
    // Search results without an area's records, or a page with a widget that failed (Home): sent, but neither
    // kept here nor by a CDN; the next visitor gets the page whole once the area is back.
    const partial = page.partial === true || page.failed.length > 0;
    // A resident's own record (a citation found by plate and last name): for this request only, kept by no cache.
    const personal = page.personal === true;
    const result: {
      status: number;
      failed: string[];
      headers: Record<string, string>;
      body: string;
      scriptHashes: string[];
    } = {
      status: page.status,
      // The areas whose part of the page could not be rendered (their panels show), for the metrics.
      failed: page.failed,
      headers: limited
        ? { 'Cache-Control': 'no-store', 'Retry-After': String(limited.limited?.retryAfterS) }
        : down
          ? { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_S) }
          : personal
            ? // Kept by no cache, its address (which names what proves the lookup) sent to no other site,
              // indexed by no search engine.
              {
                'Cache-Control': 'private, no-store',
                'Referrer-Policy': 'no-referrer',
                'X-Robots-Tag': 'noindex',
              }
            : { 'Cache-Control': partial || submission ? 'no-store' : PAGE_CACHE_CONTROL },
      body,
      // The page's own inline script, for its Content-Security-Policy.
      scriptHashes: start ? [start.hash] : [],
    };
    // A page rendered while an area was down is not kept: the next request tries the remote again.
    if (page.failed.length === 0 && !partial && !personal && !submission) {
      const entry = pages.set(key, result);
      return { ...result, cached: false, entry, renderMs: elapsed() };
    }
    return { ...result, cached: false, renderMs: elapsed() };
  }

  /**
   * A staff page (issue 44): the shell's staff frame with, on an area's staff page, the area's staff routes
   * (its `staff.module`) and the data its backend's `staff.dataFor` reads for this member. A form's action runs
   * with the member as the route's `context`. No page cache, no render thread, no script.
   */
  async function renderStaff(
    url: string,
    submission: Submission | undefined,
    list: RemotesList,
    staff: NonNullable<RenderOptions['staff']>,
  ): Promise<RenderedResponse> {
    const started = process.hrtime.bigint();
    const { renderer, template, css: shellStyles } = shellBuild();
    if (typeof renderer.STAFF_PAGES !== 'number') {
      throw new Error('this shell build has no staff pages');
    }
    const location = new URL(url);
    const name = staff.context?.area;
    const line = name ? list.remotes?.[name] : undefined;
    const areas = line ? [{ ...line, name } as Area] : [];
    const versions = await loadAreas(areas, list);
    const modules: Record<string, Record<string, unknown>> = {};
    for (const [area, version] of Object.entries(versions)) modules[area] = version.modules;
    const readData = async () => {
      const version = name ? versions[name] : undefined;
      if (!name || !staff.context || !version?.backend?.staff?.dataFor) return {};
      const value = await within(
        version.backend.staff.dataFor(
          { pathname: pagePathOf(location), search: location.search },
          staff.context,
        ),
        submission ? submissionDeadlineMs : deadlineMs,
        `the staff data of ${name}`,
      );
      return value === undefined ? {} : { [name]: value };
    };
    const page = await within(
      renderer.renderPage({
        url: location.href,
        list,
        modules,
        data: submission ? readData : await readData(),
        ...(submission ? { submission } : {}),
        staff,
      }),
      submission ? submissionDeadlineMs : deadlineMs,
      `the staff page ${location.pathname}`,
    );
    const renderMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (page.redirect) {
      return {
        status: page.status,
        headers: { ...STAFF_HEADERS, Location: page.redirect },
        body: '',
        cached: false,
        renderMs,
      };
    }
    const staffModule = (line?.staff as { module?: string } | undefined)?.module;
    const css: string[] = [];
    if (name && staffModule && versions[name]?.manifest) {
      for (const href of assetsOf(versions[name].manifest, String(line?.entry), staffModule).css)
        if (!css.includes(href)) css.push(href);
    }
    const styles = await Promise.all(
      css.map(async (href) => ({
        href,
        text: inlineCss ? await cssText(href).catch(() => undefined) : undefined,
      })),
    );
    const shellCss = shellStyles.map((style) => ({
      href: style.path,
      absolute: new URL(style.path, location.origin).href,
      text: inlineCss ? style.text : undefined,
      path: style.path,
    }));
    const body = withoutScripts(
      assemblePage(template, {
        page: { ...page, noindex: true, structuredData: [] },
        canonical: `${new URL(siteOrigin ?? location.origin).origin}${location.pathname}`,
        css: styles,
        shellCss,
        preload: [],
        list: {},
        failed: page.failed,
        start: null,
      }),
    );
    return { status: page.status, headers: { ...STAFF_HEADERS }, body, cached: false, renderMs };
  }

  /**
   * A file of /sitemap.xml (part 0; /sitemap-n.xml past the protocol's limit), composed from the areas' server
   * modules now: `{ xml, complete }`, `xml` null for a part that does not exist; `complete` false when an
   * area was left out (its module could not be loaded), so the answer is kept only briefly.
   */
  async function sitemap({
    origin,
    part = 0,
    limit,
  }: {
    origin: string;
    part?: number;
    limit?: number;
  }): Promise<{ xml: string | null; complete: boolean }> {
    const { renderer } = shellBuild();
    const list = readList();
    const versions = await loadAreas(renderer.sitemapAreas(list), list);
    const modules = Object.fromEntries(Object.entries(versions).map(([name, v]) => [name, v.modules]));
    const { pages, unavailable } = renderer.sitemapPages(list, modules);
    if (unavailable.length) console.error(`The sitemap leaves out ${unavailable.join(', ')}: unavailable.`);
    return {
      xml: renderer.sitemapFile(pages, origin, part, limit ?? renderer.SITEMAP_LIMIT),
      complete: unavailable.length === 0,
    };
  }

  return {
    render,
    sitemap,
    available,
    /** How many pages the page cache keeps. */
    cacheSize: () => pages.count(),
    /** A kept page's copy in 'br' or 'gzip', made once and kept with it. */
    pageCopy: (entry: PageEntry, encoding: Encoding, options?: { first?: boolean }) =>
      pages.copy(entry, encoding, options),
    store,
    /** Renders abandoned at their deadline (their threads stopped) since start. */
    abandonedRenders: () => pool?.abandoned() ?? 0,
    /** Renders refused with the queue full, and dropped because their client left, since start. */
    refusedRenders: () => pool?.refused() ?? 0,
    droppedRenders: () => pool?.dropped() ?? 0,
    close: () => pool?.close(),
  };
}

export {
  createRenderPool,
  declaredOnly,
  evaluateModule,
  startScript,
  createSsr,
  createModuleStore,
  assemblePage,
  assetsOf,
  PAGE_CACHE_CONTROL,
  RENDER_DEADLINE_MS,
  RETRY_AFTER_S,
  SUBMISSION_DEADLINE_MS,
};
