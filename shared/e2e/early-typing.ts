// Issue 45: what a visitor types, chooses or ticks in the server's HTML, before the page's script has run, is
// still there once it has (and acted on: a search searched, a filter applied). The journeys of every package
// hold back the shell's script (main.js: every other script of the page is loaded by it), act on the page as
// the server sent it, let the script go and check the page once it has come alive.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

/** How many times each journey types at first paint: issue 45 asks for 20 runs of 20. */
export const EARLY_RUNS = 20;

/** The shell's script, which loads every other one: held back, the page is the server's HTML. */
const MAIN_SCRIPT = '**/main.js';

/**
 * Opens `path` with the shell's script held back, runs `act` on the server's HTML (the page not yet alive),
 * lets the script go, waits until the page has hydrated and runs `check`. Returns once `check` has passed.
 */
export async function actAtFirstPaint(
  page: Page,
  path: string,
  act: () => Promise<void>,
  check: () => Promise<void>,
): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdBack = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(MAIN_SCRIPT, holdBack);
  try {
    await page.goto(path, { waitUntil: 'commit' });
    await act();
    // Still the server's HTML: what `act` did was done before the script ran.
    await expect(page.locator('html[data-sf-ready]')).toHaveCount(0);
    release();
    await waitForHydration(page);
    await check();
  } finally {
    release();
    await page.unroute(MAIN_SCRIPT, holdBack);
  }
}

/**
 * `actAtFirstPaint` `runs` times on one page (EARLY_RUNS by default), each a new visit of `path`; `run` (1…)
 * lets a run type words of its own, so that a run cannot pass on what an earlier one left.
 */
export async function everyRunAtFirstPaint(
  page: Page,
  path: string | ((run: number) => string),
  act: (run: number) => Promise<void>,
  check: (run: number) => Promise<void>,
  runs = EARLY_RUNS,
): Promise<void> {
  for (let run = 1; run <= runs; run += 1) {
    await test.step(`run ${run} of ${runs}`, () =>
      actAtFirstPaint(
        page,
        typeof path === 'string' ? path : path(run),
        () => act(run),
        () => check(run),
      ));
  }
}
