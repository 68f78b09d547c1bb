// The site's production start: serves what is built (the five dist folders) with the runtime dependencies only.
//   node server/dist/start.js
// SITE_LISTEN_HOST: the address to listen on (default localhost; 0.0.0.0 in a container, with SITE_ORIGIN).
// SITE_REMOTE_SERVERS=off: serve the site only, not the four remotes' builds (they are on a CDN).
// `npm start` (tooling/start.mjs) builds what is out of date first, then calls startSite.
import * as apps from './apps.cjs';
import { jsonConsole, log } from './log';
import { startServers } from './serve';

/**
 * Starts the five origins (or the site alone) and stops them cleanly on SIGINT or SIGTERM (requests finish,
 * the database closes). `jsonLines`: the server's warnings and errors as JSON lines, like its access log.
 */
export async function startSite({ jsonLines = true }: { jsonLines?: boolean } = {}): Promise<void> {
  if (jsonLines) jsonConsole();
  const skipRemotes = process.env.SITE_REMOTE_SERVERS === 'off';
  const servers = await startServers({
    host: process.env.SITE_LISTEN_HOST || 'localhost',
    // off: the remotes' builds are served elsewhere (a CDN, as the list's entries say), not by this instance.
    skipRemotes,
  });
  // Stopped (Ctrl+C, or a process manager's SIGTERM): requests finish, the database closes cleanly.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      servers.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  if (!process.stdout.isTTY) {
    // Under a process manager stdout is the log: one JSON line, like every other.
    log('server.started', { port: apps.shell.port });
    return;
  }
  console.log(`\nThe City of Springfield website: http://localhost:${apps.shell.port}`);
  // Issue 44: the staff side, with the embedded provider's test accounts unless a city's is configured.
  console.log(
    `  staff sign-in: http://localhost:${apps.shell.port}/staff${
      process.env.STAFF_OIDC_ISSUER
        ? ''
        : ' (test account works.agent@springfield.gov, password springfield-staff-test)'
    }`,
  );
  for (const remote of skipRemotes ? [] : apps.remotes) {
    console.log(`  ${remote.dir.padEnd(24)} http://localhost:${remote.port} (manifest: /mf-manifest.json)`);
  }
  console.log('Press Ctrl+C to stop.');
}

if (require.main === module) {
  startSite().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
