// Where the five apps are served, from tooling/apps.cjs (the one place that names their ports), so
// SITE_PORT_OFFSET moves the journeys with the servers.
import { createRequire } from 'node:module';

interface App {
  name: string;
  dir: string;
  port: number;
}

const require = createRequire(__filename);
const apps = require('../../tooling/apps.cjs') as { shell: App; remotes: App[]; host: string };

const originOf = (app: App) => `http://${apps.host}:${app.port}`;

/** The remotes, by their federation name. */
export type RemoteName = 'news_events' | 'services_payments' | 'government' | 'community';

/** The shell's origin: the site as a visitor opens it (every config's baseURL). */
export const SHELL_ORIGIN = originOf(apps.shell);

/** Each remote's own origin, where its standalone host and its federated files are served. */
export const REMOTE_ORIGINS = Object.fromEntries(
  apps.remotes.map((remote) => [remote.name, originOf(remote)]),
) as Record<RemoteName, string>;

/** The shell's origin, then each remote's. */
export const ALL_ORIGINS: readonly string[] = [SHELL_ORIGIN, ...Object.values(REMOTE_ORIGINS)];
