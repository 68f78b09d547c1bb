// Types of ssr.cjs, for its tests and the bench.
export interface RenderedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  cached: boolean;
  renderMs: number;
  clientOnly?: boolean;
  /** CSP sources ('sha256-…') of the page's own inline scripts. */
  scriptHashes?: string[];
  /** A submission's outcome, when the browser's script asked for it as data. */
  json?: unknown;
  /** The page cache's entry (when the page is kept): its ETag and compressed copies, see sendKept. */
  entry?: import('./page-cache.cjs').PageEntry;
}
/** A form sent to a page: its URL-encoded fields, and whether the page or the action's outcome is wanted. */
export interface Submission {
  body: string;
  answer: 'page' | 'outcome';
}
/** start.js as written into a page, and the CSP source that allows it. */
export interface StartScript {
  text: string;
  hash: string;
}
export function startScript(source: string): StartScript;
export interface StoredVersion {
  modules: Record<string, unknown>;
  manifest: unknown;
  file: string;
}
export interface ListedArea {
  name: string;
  entry: string;
  server?: string;
  integrity?: { server: string };
}
export function createModuleStore(options: {
  dir: string;
  fetchImpl?: typeof fetch;
  requireIntegrity?: boolean;
  log?: (line: string) => void;
  /** Sent as `Authorization: Bearer` with requests for server modules (default REMOTES_SERVER_TOKEN). */
  serverToken?: string;
}): {
  get: (area: ListedArea) => Promise<StoredVersion>;
  loadedVersions: () => string[];
  integrityFailures: () => number;
};
export function assetsOf(manifest: unknown, entry: string, exposed: string): { css: string[]; js: string[] };
export function assemblePage(
  template: string,
  parts: {
    page: {
      status: number;
      html: string;
      title: string;
      description?: string;
      extras?: { type?: string; image?: string; imageAlt?: string; published?: string; canonical?: string };
      /** Not for search engines: written with a robots noindex. */
      noindex?: boolean;
      /** The page's schema.org objects, each written as JSON-LD. */
      structuredData?: object[];
      failed: string[];
    };
    canonical: string;
    /** A stylesheet inlined (with its text) or linked (without). */
    css: { href: string; text?: string }[];
    /** The shell's own stylesheets, by the path index.html links them with. */
    shellCss?: { href: string; absolute?: string; text?: string }[];
    /** Scripts to preload; a remote entry with its Subresource Integrity. */
    preload: (string | { href: string; integrity: string })[];
    list: unknown;
    failed: string[];
    /** start.js to write into the page; without it, the page links /start.js. */
    start?: StartScript | null;
  },
): string;
export function createSsr(options: {
  shellDist: string;
  readList: () => unknown;
  cacheDir: string;
  siteOrigin?: string;
  /** What the page cache may hold, pages and compressed copies (default 64 MB, SITE_PAGE_CACHE_MB). */
  cacheBytes?: number;
  fetchImpl?: typeof fetch;
  /** The areas' platform: a remote's backend is attached to it (see platform/platform.cjs). */
  platform?: { attach(area: string, create: (platform: any) => unknown): Promise<unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  requireIntegrity?: boolean;
  /** How long a GET's render may wait on its areas (default RENDER_DEADLINE_MS, 2 s). */
  deadlineMs?: number;
  /** Threads that render pages (GETs), stopped at the deadline; 0 (default): renders in this thread. */
  workers?: number;
  /** How often the shell's build is looked at on disk (default 1 s). */
  shellCheckMs?: number;
}): {
  /** `list`: the remotes list as the request read it (one snapshot per request); else as served now. */
  render: (url: string, submission?: Submission, list?: unknown) => Promise<RenderedResponse>;
  /** A file of /sitemap.xml (part 0) or /sitemap-n.xml, composed from the areas now; `complete` false when an area was left out. */
  sitemap: (options: {
    origin: string;
    part?: number;
    limit?: number;
  }) => Promise<{ xml: string | null; complete: boolean }>;
  available: () => boolean;
  cacheSize: () => number;
  /** A kept page's copy in `encoding`, made once and kept with it. */
  pageCopy: (entry: import('./page-cache.cjs').PageEntry, encoding: 'br' | 'gzip') => Promise<Buffer>;
  abandonedRenders: () => number;
  close: () => Promise<void> | undefined;
};
/** The address with only the named query parameters, sorted by name. */
export function declaredOnly(url: URL, names: readonly string[]): URL;
export const PAGE_CACHE_CONTROL: string;
export const RENDER_DEADLINE_MS: number;
export const RETRY_AFTER_S: number;
