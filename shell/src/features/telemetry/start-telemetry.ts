// Residents' browsers report the site's health: Core Web Vitals and uncaught errors, per area (report.ts,
// tooling/telemetry.cjs). This part starts with the app (bootstrap.tsx) and stays small: it keeps the errors of
// the start-up, and loads the rest once the page is alive and the browser idle.
import { PAGE_READY_ATTRIBUTE, PAGE_READY_EVENT } from '../frame/page-ready';

/** A page that never comes alive (its start-up failed) still reports, after this long. */
const READY_WAIT_MS = 10_000;
/** The longest the reports wait for an idle moment once the page is alive. */
const IDLE_WAIT_MS = 5_000;
/** Errors kept before the reports are loaded. */
const EARLY_ERRORS = 10;

/** Resolves when the page is alive (page-ready.ts), or after READY_WAIT_MS. */
function pageAlive(): Promise<void> {
  return new Promise((resolve) => {
    if (document.documentElement.hasAttribute(PAGE_READY_ATTRIBUTE)) return resolve();
    window.addEventListener(PAGE_READY_EVENT, () => resolve(), { once: true });
    setTimeout(resolve, READY_WAIT_MS);
  });
}

/** Resolves when the browser is idle (no requestIdleCallback, as in Safari: in a task of its own). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/**
 * Starts the reports, once, at start-up: from now on uncaught errors are kept (with the path they happened
 * at), and once the page is alive and the browser idle, web-vitals and the reports load and send what was kept.
 * A browser without navigator.sendBeacon reports nothing and loads nothing. Resolves when reporting has started.
 */
export function startTelemetry(): Promise<void> {
  if (typeof navigator.sendBeacon !== 'function') return Promise.resolve();
  const landingPath = window.location.pathname;
  const early: [Event, string][] = [];
  let report: ((event: Event, path: string) => void) | undefined;
  const onError = (event: Event) => {
    if (report) report(event, window.location.pathname);
    else if (early.length < EARLY_ERRORS) early.push([event, window.location.pathname]);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  return pageAlive()
    .then(idle)
    .then(() => import(/* webpackChunkName: "telemetry" */ './report'))
    .then(({ startReporting }) => {
      report = startReporting(landingPath);
      for (const [event, path] of early.splice(0)) report(event, path);
    })
    .catch(() => {
      // The reports' chunk did not load (offline, a deploy in between): the page works without them.
    });
}
