import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routerOptions, shellRoutes } from './app/routes';
import { yieldToBrowser } from './app/yield-to-browser';
import { readPlaceKeptFrom } from './features/frame/hooks/use-scroll-on-navigate';
import { REACT_LISTENING_ATTRIBUTE } from './features/frame/page-ready';
import { areaLoader } from './features/remotes/area-loader';
import { initFederation, remotesListInUse, serverRenderData } from './features/remotes/federation';
import { loadWithMessages } from './features/remotes/load-with-messages';
import { areaForPath, widgetsFor } from './features/remotes/remote-areas';
import { isWidgetLoadFailure, setWidgetAtHand, setWidgetLoading } from './features/remotes/remote-widget';
import { SEARCH_PATH } from './features/search/data/search-query';
import { startTelemetry } from './features/telemetry/start-telemetry';
import { localeBasename, setCurrentLocale, splitLocale, type WidgetModule } from '@springfield/shared';
import { loadCatalogue } from './features/language/catalogues';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has matched the first page: its remote's routes attached, lazy routes loaded. */
function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What says a visitor is about to use a widget out of view: its slot is reached by touch, pointer or keyboard. */
const REACHING = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The server's slot of a widget (RemoteWidget's `data-widget-slot`), if it is on the page. */
function slotOf(remote: string, module: string): Element | null {
  return document.querySelector(`[data-widget-slot="${CSS.escape(`${remote}${module}`)}"]`);
}

/** Whether an element is in the window now (any part of it). */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

/** Whether a widget's server HTML has a part that moves by itself (a carousel: `data-sf-moves`). */
function moves(slot: Element): boolean {
  return slot.querySelector('[data-sf-moves]') !== null;
}

/**
 * When a widget not needed yet is wanted (`wanted`): a visitor reaches it (a tap, the keyboard), or, for one
 * that moves by itself, it comes into view, or `now()` is called (the visitor left the page: drawn again later,
 * it loads then).
 */
function whenWanted(slot: Element, inViewToo: boolean): { wanted: Promise<void>; now: () => void } {
  let now!: () => void;
  const wanted = new Promise<void>((resolve) => {
    const observer = inViewToo
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) now();
        })
      : null;
    // On the document, not the slot: React stops an event aimed at a part it has not hydrated yet at the
    // root (it hydrates the part first, or cannot while its code is missing), so the slot never sees it.
    const reached = (event: Event) => {
      if (event.target instanceof Node && slot.contains(event.target)) now();
    };
    now = () => {
      observer?.disconnect();
      for (const type of REACHING) document.removeEventListener(type, reached, true);
      resolve();
    };
    observer?.observe(slot);
    for (const type of REACHING) document.addEventListener(type, reached, { capture: true, passive: true });
  });
  return { wanted, now };
}

/**
 * Home's widgets, for hydration: each one the server rendered is hydrated when its module arrives
 * (setWidgetLoading), so the rest of Home does not wait for them, and their work comes in tasks of their own
 * instead of one long one. Only what moves is hydrated before it is used: a carousel in view starts loading
 * now, and the page is alive once it is; one out of view (below the fold on a phone, with its carousel library)
 * loads only once it comes into view or is reached, and a widget that does not move (the latest news: links
 * only) only once it is reached, so a visit that does not use it does not download it or its records. Until
 * then its server HTML is on screen, its links work, and a tap on one of its buttons is kept and made once it
 * is alive (start.js); a visitor who leaves Home first sets it loading, for when they come back. A widget whose
 * remote failed on the server keeps its panel.
 */
function widgetsOnTheWay(failed: readonly string[]): true {
  for (const widget of [...widgetsFor('home-news-events'), ...widgetsFor('home-initiatives')]) {
    if (failed.includes(widget.remote)) {
      setWidgetAtHand(widget.remote, widget.module, 'failed');
      continue;
    }
    const load = () => loadWithMessages<WidgetModule>(widget.remote, widget.module);
    const slot = slotOf(widget.remote, widget.module);
    const moving = slot !== null && moves(slot);
    if (!slot || (moving && inView(slot)) || typeof IntersectionObserver !== 'function') {
      setWidgetLoading(widget.remote, widget.module, load());
    } else {
      const { wanted, now } = whenWanted(slot, moving);
      setWidgetLoading(widget.remote, widget.module, wanted.then(load), { holdsPage: false, onLeave: now });
    }
  }
  return true;
}

/**
 * The search page's records, loaded before hydration so its first render shows the results the server's HTML
 * has. False when an area's records are missing here or were missing on the server (its notice is in the
 * page): the page is then rendered here, with what the browser has.
 */
async function searchRecordsAtHand(container: HTMLElement): Promise<boolean> {
  // With the search page's chunk: the shell's own records and their words are not in every page's files.
  const { loadAllRecords } = await import(
    /* webpackChunkName: "search" */ './features/search/data/load-records'
  );
  const { unavailable } = await loadAllRecords();
  return unavailable.length === 0 && container.querySelector('.sh-results__notice') === null;
}

/**
 * Errors React recovered from while hydrating, reported as React reports them by default (an error event on
 * the window), except a Home widget whose module failed to load: its panel replacing the server's HTML of it
 * is the intended outcome, and RemoteWidget reports the failure itself.
 */
function onRecoverableError(error: unknown): void {
  if (isWidgetLoadFailure(error)) return;
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

/** What a page needs at hand before it can be hydrated: Home its widgets, the search page every record. */
async function pageAtHand(path: string, container: HTMLElement, failed: readonly string[]) {
  if (path === '/') return widgetsOnTheWay(failed);
  if (path === SEARCH_PATH) return searchRecordsAtHand(container);
  return true;
}

async function start() {
  // The page's language is its address's (/es/…): the router's basename, and the shell's messages to load.
  const { locale, pathname: path } = splitLocale(window.location.pathname);
  setCurrentLocale(locale);
  document.documentElement.lang = locale;
  await Promise.all([initFederation(), loadCatalogue(locale)]);
  // Each step below is a task of its own (see yieldToBrowser): the remote's files are at hand, so without
  // these the router, the remote's routes and hydration would run as one task of about 175 ms on a slow phone.
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const rendered = serverRenderData();
  // Hydrated when the page was rendered with the list the shell reads now (a remote switched in between, or
  // a page that was not rendered on the server, is rendered here instead).
  const hydrating =
    rendered !== null &&
    container.firstElementChild !== null &&
    JSON.stringify(rendered.list) === JSON.stringify(remotesListInUse());
  // Areas whose panel the server rendered show it here too, until the visitor retries.
  if (hydrating) areaLoader.failedOnTheServer(rendered.failed);
  const basename = localeBasename(locale);
  const router = createBrowserRouter(shellRoutes(areaLoader), {
    ...routerOptions(areaLoader),
    ...(basename ? { basename } : {}),
  });
  areaLoader.bindRouter(router);
  readPlaceKeptFrom(() => router.state.preventScrollReset);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (hydrating) {
    // The same route tree as the server's before the first render: hydration, not a second rendering.
    await routerReady(router);
    await yieldToBrowser();
    // The page's remote, rendered by the server, may fail to load here: then the browser renders its panel.
    const owner = areaForPath(path);
    const sameArea = !owner || rendered.failed.includes(owner.name) || areaLoader.isLoaded(owner);
    if (sameArea && (await pageAtHand(path, container, rendered.failed))) {
      await yieldToBrowser();
      // In a transition, React hydrates in slices and lets the browser handle input between them, instead of
      // one long task; the page is already on screen, so nothing waits for it.
      document.documentElement.setAttribute(REACT_LISTENING_ATTRIBUTE, '');
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError });
      });
      return;
    }
  }
  const root = createRoot(container);
  document.documentElement.setAttribute(REACT_LISTENING_ATTRIBUTE, '');
  // A transition lets React yield to the browser while it renders the first page, instead of one long task.
  startTransition(() => {
    root.render(app);
  });
}

// Before the start, so that its errors (hydration's) are reported too; the reports load once the page is alive.
// Here, not in index.ts: a dynamic import in the entry (or in a module webpack joins to it) makes a start-up
// file, preloaded on every first visit (PreloadStartupPlugin, tooling/webpack.cjs); web-vitals must not be one.
void startTelemetry();
void start();
