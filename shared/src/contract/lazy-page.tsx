// A remote's pages as lazy routes (issue 45): each page's code, records and words load with that page only.
import type { ReactElement } from 'react';
import type { ActionFunction } from 'react-router-dom';
import type { AreaIntl } from '../i18n/area-intl';
import type { HeadHandle } from './contract';

/**
 * What a page's lazy part gives its route: the page's element (routes that show one component alike, as the
 * events list and its register dialog do, give elements of the same type: React keeps its state between them),
 * and the form's action where it has one.
 */
export interface PagePart {
  element: ReactElement;
  action?: ActionFunction;
}

/**
 * A route's `lazy` (issue 45): the page's code and its records load only with it, not with every page of the
 * area (each page came with every other page of the area, their records and their words). The page is given
 * the area's messages (`areaIntl`'s Provider); `also` are what must be at hand with it (its head, see
 * lazyHead). The server's render resolves it before rendering (the static handler loads a matched route's lazy
 * part; the server build has it in its one chunk), the browser's router before hydrating the first page (the
 * shell waits for it) and on the way of a client navigation.
 */
export function lazyPage(
  areaIntl: Pick<AreaIntl, 'Provider'>,
  load: () => Promise<PagePart>,
  ...also: (() => Promise<unknown>)[]
): () => Promise<{ element: ReactElement; action?: ActionFunction }> {
  return async () => {
    const [{ element, action }] = await Promise.all([load(), ...also.map((start) => start())]);
    return {
      element: <areaIntl.Provider>{element}</areaIntl.Provider>,
      ...(action ? { action } : {}),
    };
  };
}

type Head = NonNullable<HeadHandle['head']>;

/** A route's head whose code (and the records it reads) loads with its page: see lazyHead. */
export interface LazyHead {
  /** The route's `handle`: the head, once loaded; before that, none (the frame's own). */
  handle: HeadHandle;
  /** Loads the head: given to the route's lazyPage, so that it is at hand when the page is. */
  load: () => Promise<void>;
}

/**
 * A head (Open Graph data of a record's page, read by the site's server only) that loads with the page's lazy
 * part instead of with the area's routes: the server reads a route's head after the static handler has
 * resolved its lazy part, so the head is at hand then. A route's `handle` cannot itself be lazy here: the
 * server reads a page's query parameters (`handle.query`) and the sitemap `noindex` before any lazy part loads.
 */
export function lazyHead(load: () => Promise<Head>): LazyHead {
  let head: Head | undefined;
  let loading: Promise<void> | undefined;
  return {
    handle: { head: (params) => head?.(params) },
    load: () =>
      (loading ??= load().then(
        (loaded) => {
          head = loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}
