// The compression middleware's types, written against this server's express 5. @types/compression imports
// `express` from where npm hoists it, which here is webpack-dev-server's @types/express 4: its handler would
// not take express 5's requests. Only what the server calls: `compression()` with its defaults.
declare module 'compression' {
  import type { RequestHandler } from 'express';

  function compression(): RequestHandler;
  export = compression;
}
