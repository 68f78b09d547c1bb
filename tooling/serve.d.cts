import type { Express } from 'express';

export const LOCAL_REMOTES_FILE: string;
export const HASHED: RegExp;
/** The area a request's path belongs to (its remote's name), in any of the site's languages; else 'shell'. */
export function areaOfPath(list: unknown, path: string): string;
export function createShellApp(options: {
  shellDist: string;
  remotesFile: string;
  platform?: import('./platform/platform.cjs').SitePlatform;
  /** The public origin (default SITE_ORIGIN); without it only this machine's host names are answered. */
  siteOrigin?: string;
  /** Other host names the site answers for (default SITE_HOSTS, comma-separated). */
  extraHosts?: string[];
  /** Where the list comes from (default: the file). */
  readList?: () => unknown;
  /** Why the list cannot be used now (the last good one serving), or undefined. */
  listProblem?: () => string | undefined;
  /** Prometheus metrics (metrics.cjs createMetrics). */
  metrics?: ReturnType<typeof import('./metrics.cjs').createMetrics>;
  /** A bearer token that opens /metrics (default METRICS_TOKEN); without it, only this machine. */
  metricsToken?: string;
  /** The log (log.cjs createLog). */
  log?: (event: string, fields?: Record<string, unknown>) => void;
  /** Options of the page renderer (ssr.cjs createSsr), over the server's own. */
  ssr?: Partial<Parameters<typeof import('./ssr.cjs').createSsr>[0]>;
}): Express;
/** The remotes list from a URL, revalidated with its ETag every `intervalMs`. */
export function remoteListFromUrl(
  url: string,
  options?: { intervalMs?: number; fetchImpl?: typeof fetch; report?: (line: string) => void },
): { read: () => unknown; problem: () => string | undefined; ready: Promise<void>; close: () => void };
/** `read`, called once per pass of the event loop: the requests of one pass share what it returned. */
export function onePerPass<T>(read: () => T): () => T;
/** Sends a page of the page cache in the copy the request takes (`copyOf` makes it once), with its ETag; 304s. */
export function sendKept(
  req: import('express').Request,
  res: import('express').Response,
  entry: import('./page-cache.cjs').PageEntry,
  copyOf: (entry: import('./page-cache.cjs').PageEntry, encoding: 'br' | 'gzip') => Promise<Buffer>,
): Promise<void>;
export function openPlatform(options?: {
  env?: Record<string, string | undefined>;
  dataDir?: string;
  mailDir?: string;
}): Promise<{ platform: import('./platform/platform.cjs').SitePlatform; close(): Promise<void> }>;
export function createRemoteApp(options: { dist: string; serverToken?: string }): Express;
export function remoteOrigins(list: unknown): string[];
export function startServers(options?: Record<string, unknown>): Promise<{ close: () => Promise<unknown> }>;
/** Starts the listed areas' server modules, fetching one that could not be reached again up to `attempts` times. */
export function startAreas(
  list: { remotes?: Record<string, { server?: string }> } | undefined,
  load: (area: { name: string; server?: string }) => Promise<unknown>,
  attempts?: number,
  pause?: (ms: number) => Promise<unknown>,
): Promise<void>;

/** /robots.txt (naming the sitemap) and /sitemap.xml from `ssr.sitemap`, kept briefly when an area was left out. */
export function searchEngineFiles(options: {
  ssr: {
    available: () => boolean;
    sitemap: (options: {
      origin: string;
      part?: number;
    }) => Promise<{ xml: string | null; complete: boolean }>;
  };
  siteOrigin?: string;
}): import('express').RequestHandler;
