// What the site's middlewares keep in `res.locals` for the rest of the request (express's own type is a bag of
// `any`): the remotes list the request read once (serve.ts), which its page, its headers and its data share.
import type { RemotesList } from './types';

declare global {
  namespace Express {
    interface Locals {
      /** The remotes list this request read (set before anything answers; see createShellApp). */
      list?: RemotesList;
    }
  }
}

export {};
