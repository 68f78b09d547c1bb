// `npm start`: builds whichever of the five apps is missing or older than its sources, then serves all five.
//   --no-build    serve what is built
//   --build-only  build what is stale, then exit (used by the tests)
//   --force       rebuild all five
// SITE_LISTEN_HOST: the address to listen on (default localhost; 0.0.0.0 in a container, with SITE_ORIGIN).
// SITE_REMOTE_SERVERS=off: serve the site only, not the four remotes' builds (they are on a CDN).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apps = require('./apps.cjs');
// The server's warnings and errors as JSON lines, like its access log (the build's own output stays as it is).
if (process.argv.includes('--no-build')) require('./log.cjs').jsonConsole();
const { startServers } = require('./serve.cjs');

const args = new Set(process.argv.slice(2));

async function main() {
  if (!args.has('--no-build')) {
    // Loaded only to build: webpack and its loaders are development dependencies, absent from a production
    // install (npm ci --omit=dev), which serves what is built.
    const { allApps, buildApps, isStale } = await import('./build.mjs');
    const stale = args.has('--force') ? allApps : allApps.filter(isStale);
    if (stale.length) {
      console.log(`building ${stale.map((a) => a.dir).join(', ')}`);
      await buildApps(stale);
    } else {
      console.log('all five apps are built and up to date');
    }
  }
  if (args.has('--build-only')) return;
  const servers = await startServers({
    host: process.env.SITE_LISTEN_HOST || 'localhost',
    // off: the remotes' builds are served elsewhere (a CDN, as the list's entries say), not by this instance.
    skipRemotes: process.env.SITE_REMOTE_SERVERS === 'off',
  });
  // Stopped (Ctrl+C, or a process manager's SIGTERM): requests finish, the database closes cleanly.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      servers.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  if (!process.stdout.isTTY) {
    // Under a process manager stdout is the log: one JSON line, like every other.
    require('./log.cjs').log('server.started', { port: apps.shell.port });
    return;
  }
  console.log(`\nThe City of Springfield website: http://localhost:${apps.shell.port}`);
  for (const remote of process.env.SITE_REMOTE_SERVERS === 'off' ? [] : apps.remotes) {
    console.log(`  ${remote.dir.padEnd(24)} http://localhost:${remote.port} (manifest: /mf-manifest.json)`);
  }
  console.log('Press Ctrl+C to stop.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
