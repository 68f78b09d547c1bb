import type { AreaBackend, Platform } from '@springfield/shared';
import type { Database } from './database.cjs';

export interface SitePlatform {
  forArea(area: string): Platform;
  attach(area: string, createBackend: (platform: Platform) => AreaBackend): Promise<AreaBackend>;
  runOutbox(): Promise<number>;
  startOutbox(options?: { pollMs?: number }): void;
  stop(): Promise<void>;
  backends: Map<string, AreaBackend>;
  /** Whether the database answers (readiness). */
  ping(): Promise<unknown>;
}
export function createPlatform(options: {
  database: Database;
  siteOrigin: string;
  mailDir?: string;
  smtpUrl?: string;
  mailFrom?: string;
  env?: Record<string, string | undefined>;
  log?: (event: string, fields?: Record<string, unknown>) => void;
  retryBaseMs?: number;
  sendMail?: (area: string, job: { id: number; payload: unknown }) => Promise<unknown>;
}): SitePlatform;
export function migrate(
  database: Database,
  area: string,
  backend: Pick<AreaBackend, 'migrations' | 'kept'>,
): Promise<void>;
export function purge(
  database: Database,
  options?: { area?: string; now?: Date },
): Promise<Record<string, Record<string, number>>>;
export function exportRecords(
  database: Database,
  options: { area: string; since: Date },
): Promise<Record<string, Record<string, unknown>[]>>;
export function areasIn(database: Database): Promise<string[]>;
export function schemaOf(area: string): string;
export function jsonLog(event: string, fields?: Record<string, unknown>): void;
