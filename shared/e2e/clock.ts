// The page's clock, stopped: what a timer does (a carousel's autoplay, the end of a slide animation) happens
// when a journey moves time on, not after some real time, however busy the machine.
import type { Page } from '@playwright/test';

/**
 * Time that runs after every `advanceClock`, in separate steps: react-slick chains timers through React
 * renders (a move starts on a 0 ms timer, its 500 ms animation timer is set once React has rendered, and a
 * last 10 ms timer ends it), and React renders between steps, on the page's own (real) task queue.
 */
const FOLLOW_UP_STEPS_MS = [600, 100, 100];

/**
 * Installs Playwright's clock, stopped, before the page loads (call it before `page.goto`). It stops a minute
 * ahead: the installed clock runs until then, and a busy machine once took more than a second between the two
 * calls ("Cannot fast-forward to the past"); with no page loaded, no timer fires on the way.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Moves the stopped clock on by `ms`, then lets what those timers set off run to its end. */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  for (const step of FOLLOW_UP_STEPS_MS) await page.clock.runFor(step);
}
