import type { AreaBackend, MailMessage, Platform } from '@springfield/shared/contract';

export interface DatabaseChoice {
  name: 'PGlite' | 'PostgreSQL';
  start(): Promise<{ url: string | undefined; stop(): Promise<void> }>;
}

export interface StartedBackend<B extends AreaBackend = AreaBackend> {
  backend: B;
  platform: Platform;
  database: unknown;
  mails: MailMessage[];
  runOutbox(): Promise<number>;
  close(): Promise<void>;
}

export function startBackend<B extends AreaBackend>(options: {
  area: string;
  createBackend: (platform: Platform) => B;
  url?: string;
  env?: Record<string, string | undefined>;
  deliverMail?: (area: string, job: { id: number; payload: unknown }) => Promise<unknown>;
  retryBaseMs?: number;
  /** The platform's `audit` (the site's audit log, issue 44). */
  audit?: Platform['audit'];
}): Promise<StartedBackend<B>>;

export function databases(): DatabaseChoice[];
export function startPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
export function postgresAvailable(): boolean;
