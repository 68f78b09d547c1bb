// Test helpers for an area's backend (issue 25): the backend started on the real platform, with an embedded
// database in memory or a real PostgreSQL server started for the suite, so a backend's tests prove its SQL on
// both. E-mails are collected instead of sent. Every address counts as confirmed and no per-recipient limit
// applies unless asked (`unconfirmed: true`, `mailPerDay`): an area's tests see its own mails' words; a test of
// what an unconfirmed address receives confirms it with `confirm(address)` (or follows the mail's link).
const { openDatabase } = require('@springfield/server/database');
const { createPlatform, purge } = require('@springfield/server/platform');
const { startPostgres, postgresAvailable } = require('./postgres-server.cjs');

/**
 * Starts `createBackend` for `area` on a fresh database ('pglite': in memory; or `url`: that PostgreSQL server,
 * in a schema of its own so suites sharing the server never meet). Resolves with the backend, its platform,
 * `runOutbox()` (delivers what is due; e-mails land in `mails`) and `close()`.
 */
async function startBackend({
  area,
  createBackend,
  url,
  env = {},
  deliverMail,
  retryBaseMs = 1,
  unconfirmed = false,
  mailPerDay = null,
  now,
  audit,
}) {
  const database = await openDatabase(url ? { url } : { memory: true });
  const mails = [];
  const log = () => {};
  const platform = createPlatform({
    database,
    siteOrigin: 'http://localhost:8080',
    mailDir: undefined,
    env,
    log,
    retryBaseMs,
    everyAddressConfirmed: !unconfirmed,
    mailPerDay,
    ...(now ? { now } : {}),
    // The site's audit log (issue 44), as a test records it.
    ...(audit ? { audit } : {}),
    sendMail:
      deliverMail ??
      (async (_area, job) => {
        mails.push(job.payload);
        return { collected: true };
      }),
  });
  const backend = await platform.attach(area, createBackend);
  return {
    backend,
    platform: platform.forArea(area),
    database,
    mails,
    runOutbox: () => platform.runOutbox(),
    runPeriodic: (at) => platform.runPeriodic(at),
    site: platform,
    /** The site's retention for this area, as if it ran at `now`: the rows deleted per kind. */
    purge: (now = new Date()) => purge(database, { area, now }),
    /** Confirms `address` as its confirmation link would, sending what was held for it. */
    confirm: (address) => {
      const link = [...mails]
        .reverse()
        .map((mail) => mail.to === address && /https?:\/\/\S+\/mail\/confirm\?token=\S+/.exec(mail.text))
        .find(Boolean);
      if (!link) throw new Error(`no confirmation mail reached ${address}`);
      return platform.confirm(new URL(link[0]).searchParams.get('token'));
    },
    close: async () => {
      await platform.stop();
      await database.close();
    },
  };
}

/**
 * The databases a backend's suite runs on: always the embedded one; a real PostgreSQL server when the machine
 * has one (CI installs it; without it the suite says so and runs on the embedded one only, unless CI is set,
 * where a missing server fails).
 */
function databases() {
  const list = [{ name: 'PGlite', start: async () => ({ url: undefined, stop: async () => {} }) }];
  if (postgresAvailable()) list.push({ name: 'PostgreSQL', start: startPostgres });
  else if (process.env.CI)
    throw new Error('CI runs the store tests on PostgreSQL: apt-get install -y postgresql');
  else console.warn('PostgreSQL is not installed here: the store tests run on PGlite only.');
  return list;
}

module.exports = { startBackend, databases, startPostgres, postgresAvailable };
