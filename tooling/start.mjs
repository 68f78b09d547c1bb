// `npm start`: builds whichever of the five apps is missing or older than its sources (and the server, see
// build/server-build.mjs), then serves all five with the server's own start (server/src/start.ts).
//   --no-build    serve the apps as they are built (the server is compiled when its sources are newer: a
//                 production machine runs node server/dist/start.js instead, with no tooling)
//   --build-only  build what is stale, then exit (used by the tests)
//   --force       rebuild all five
// SITE_LISTEN_HOST: the address to listen on (default localhost; 0.0.0.0 in a container, with SITE_ORIGIN).
// SITE_REMOTE_SERVERS=off: serve the site only, not the four remotes' builds (they are on a CDN).
// PAYMENT_PROCESSOR: "test" by default when it builds (development), unset (no payments) with --no-build.
import { createRequire } from 'node:module';
import { buildServer } from '../build/server-build.mjs';

const require = createRequire(import.meta.url);
const args = new Set(process.argv.slice(2));

async function main() {
  buildServer({ force: args.has('--force') });
  if (!args.has('--no-build')) {
    // Loaded only to build: webpack and its loaders are development dependencies.
    const { allApps, buildApps, isStale } = await import('../build/build.mjs');
    const stale = args.has('--force') ? allApps : allApps.filter(isStale);
    if (stale.length) {
      console.log(`building ${stale.map((a) => a.dir).join(', ')}`);
      await buildApps(stale);
    } else {
      console.log('all five apps are built and up to date');
    }
  }
  if (args.has('--build-only')) return;
  // Development (`npm start`, which builds): payments go to the test processor (test cards only, every payment
  // page marked TEST) unless PAYMENT_PROCESSOR says otherwise. Production (--no-build) has none by default.
  if (!args.has('--no-build') && process.env.PAYMENT_PROCESSOR === undefined)
    process.env.PAYMENT_PROCESSOR = 'test';
  // The build's own output stays as it is; the server's warnings and errors are JSON lines when it only serves.
  await require('@springfield/server/start').startSite({ jsonLines: args.has('--no-build') });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
