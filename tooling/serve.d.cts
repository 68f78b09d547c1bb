import type { Express } from 'express';

export const LOCAL_REMOTES_FILE: string;
export const HASHED: RegExp;
export function createShellApp(options: {
  shellDist: string;
  remotesFile: string;
  platform?: import('./platform/platform.cjs').SitePlatform;
  /** The public origin (default SITE_ORIGIN); without it only this machine's host names are answered. */
  siteOrigin?: string;
  /** Other host names the site answers for (default SITE_HOSTS, comma-separated). */
  extraHosts?: string[];
}): Express;
export function openPlatform(options?: {
  env?: Record<string, string | undefined>;
  dataDir?: string;
  mailDir?: string;
}): Promise<{ platform: import('./platform/platform.cjs').SitePlatform; close(): Promise<void> }>;
export function createRemoteApp(options: { dist: string; serverToken?: string }): Express;
export function remoteOrigins(list: unknown): string[];
export function startServers(options?: Record<string, unknown>): Promise<{ close: () => Promise<unknown> }>;
