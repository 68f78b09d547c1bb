// The server's log: one JSON object per line on stdout (pino), with the time, the level and the event, then
// ids, kinds, areas, statuses and durations. Never a resident's personal data: callers pass none, and the
// fields that could carry it are redacted should one slip through.
import { format } from 'node:util';
import pino from 'pino';
import type { Log } from './types';

/** One configuration for every log of the server; `redact: false` for lines whose fields are fixed (below). */
function logger(destination: pino.DestinationStream, { redact = true } = {}) {
  return pino(
    {
      // LOG_LEVEL=warn leaves out the access log and other info lines (a test that makes thousands of requests).
      level: process.env.LOG_LEVEL || 'info',
      base: null,
      messageKey: 'event',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      ...(redact && {
        redact: {
          // Not "name": events name migrations and kinds by it.
          paths: ['email', 'phone', 'address', 'body', 'values', '*.email', '*.phone', '*.address', '*.body'],
          censor: '[redacted]',
        },
      }),
    },
    destination,
  );
}

/**
 * The access log's line (serve.cjs) names only its own fields (id, method, area, path without its query,
 * status, duration): nothing redaction looks for. It is written without it: redacting copied each line's
 * fields, on every request (about a tenth of what a busy instance allocated).
 */
const FIXED_FIELDS = new Set(['request']);

/**
 * A log writing to `destination` (default stdout): `log(event, fields)`; an event naming a failure warns. Both
 * kinds of line go through one destination, so they never interleave.
 */
function createLog(
  destination: { write(line: string): unknown } = pino.destination({
    dest: process.stdout.fd || 1,
    sync: false,
  }),
): Log {
  const out = logger(destination as pino.DestinationStream);
  const fixed = logger(destination as pino.DestinationStream, { redact: false });
  return function log(event, fields = {}) {
    const level = /fail|error|refused|deadline/i.test(event) ? 'warn' : 'info';
    (FIXED_FIELDS.has(event) ? fixed : out)[level](fields, event);
  };
}

/**
 * What the server's code writes with console.error and console.warn (a remote that failed to load, a render
 * stopped at its deadline, an API that threw), as JSON lines on stderr, for a log collector that reads one
 * format: `{"level":"error","event":"server.error","message":"…"}`. For the production server (start.mjs);
 * the messages are the server's own words, never what a resident typed.
 */
function jsonConsole(
  destination: { write(line: string): unknown } = pino.destination({ fd: 2, sync: true }),
): void {
  const errors = logger(destination as pino.DestinationStream);
  console.error = (...args) => errors.error({ message: format(...args) }, 'server.error');
  console.warn = (...args) => errors.warn({ message: format(...args) }, 'server.warning');
}

const log = createLog();

export { createLog, jsonConsole, log };
