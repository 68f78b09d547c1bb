// The server's log: one JSON object per line on stdout (pino), with the time, the level and the event, then
// ids, kinds, areas, statuses and durations. Never a resident's personal data: callers pass none, and the
// fields that could carry it are redacted should one slip through.
const pino = require('pino');

/** A log writing to `destination` (default stdout): `log(event, fields)`; an event naming a failure warns. */
function createLog(destination) {
  const logger = pino(
    {
      // LOG_LEVEL=warn leaves out the access log and other info lines (a test that makes thousands of requests).
      level: process.env.LOG_LEVEL || 'info',
      base: null,
      messageKey: 'event',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        // Not "name": events name migrations and kinds by it.
        paths: ['email', 'phone', 'address', 'body', 'values', '*.email', '*.phone', '*.address', '*.body'],
        censor: '[redacted]',
      },
    },
    destination,
  );
  return function log(event, fields = {}) {
    const level = /fail|error|refused|deadline/i.test(event) ? 'warn' : 'info';
    logger[level](fields, event);
  };
}

const log = createLog();

module.exports = { createLog, log };
