import { initFederation, preloadArea } from './features/remotes/federation';
import { areaForPath } from './features/remotes/remote-areas';
import { yieldToBrowser } from './app/yield-to-browser';
import { warmUpIntl } from './app/warm-up-intl';

// A first visit to a remote's page: once the remotes list says which remote owns the path (index.html
// preloads the list), that remote's files start downloading, alongside the shell's own.
void initFederation().then(() => {
  const area = areaForPath(window.location.pathname);
  if (area) void preloadArea(area.name);
});

/**
 * Runs `start` once the browser has painted the page it has (its first contentful paint): the server's HTML is
 * on screen before React, the router and the remote's code are evaluated (on a slow phone, a few hundred
 * milliseconds of script), and hydration follows right after. A page without that paint (a hidden tab, a
 * browser without paint timing) starts on a timer.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, FIRST_PAINT_WAIT_MS);
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      // The observer reports after the paint, in a task of its own: no timer needed (and none that a
      // stopped clock, in a test, would hold back).
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer starts it.
  }
}

/** The longest hydration waits for a first paint that does not come. */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Evaluates the libraries the app is made of one by one, each in its own task, then the app. Evaluated in one
 * go (React DOM, the router, the shared components, the shell) they made one task of about 240 ms on a phone
 * four times slower than a laptop, during which a tap waits; in slices, each stays near the 50 ms at which a
 * task starts to feel slow.
 */
async function startApp(): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('react-router-dom');
  await yieldToBrowser();
  await import('@springfield/shared');
  await yieldToBrowser();
  // The browser's language data, which the first Intl call loads, alone (else in the next task: see there).
  warmUpIntl(document.documentElement.lang || 'en');
  await yieldToBrowser();
  // The shell's pages and frame (most of its own code), then the start-up that hydrates them.
  await import('./app/routes');
  await yieldToBrowser();
  await import('./bootstrap');
}

// The async boundary: Module Federation negotiates shared libraries before any of them is evaluated.
afterFirstPaint(() => void startApp());
