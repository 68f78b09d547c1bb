import type { AreaBackend, LinkReading, MailMessage, Platform } from '@springfield/shared/contract';

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
  /** Starts the backend's periodic work that is due (AreaBackend.every) and waits for it. */
  runPeriodic(at?: number): Promise<void>;
  close(): Promise<void>;
  /** The site's platform (its confirm page's functions). */
  site: {
    readConfirmation(token: string | null | undefined): Promise<LinkReading<{ a: string }>>;
    confirm(token: string | null | undefined): Promise<{ released: number } | LinkReading<never>>;
  };
  /** The site's retention for this area, as if it ran at `now`: the rows deleted per kind. */
  purge(now?: Date): Promise<Record<string, Record<string, number>>>;
  /** Confirms `address` through the link of the last confirmation mail it received. */
  confirm(address: string): Promise<{ released: number } | LinkReading<never>>;
}

export function startBackend<B extends AreaBackend>(options: {
  area: string;
  createBackend: (platform: Platform) => B;
  url?: string;
  env?: Record<string, string | undefined>;
  deliverMail?: (area: string, job: { id: number; payload: unknown }) => Promise<unknown>;
  retryBaseMs?: number;
  /** Addresses must confirm before a mail with what was typed goes (the site's rule); default: all confirmed. */
  unconfirmed?: boolean;
  /** The per-recipient limit (null, the default here: none). */
  mailPerDay?: number | null;
  /** The signed links' clock, in milliseconds. */
  now?: () => number;
  /** The platform's `audit` (the site's audit log, issue 44). */
  audit?: Platform['audit'];
}): Promise<StartedBackend<B>>;

export function databases(): DatabaseChoice[];
export function startPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
export function postgresAvailable(): boolean;
