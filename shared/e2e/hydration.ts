// Pages arrive rendered by the server and come alive when the browser hydrates them.
import type { Page } from '@playwright/test';

/**
 * Waits until the browser has hydrated the server's HTML: the shell marks the page (`data-sf-ready` on
 * <html>) in an effect of the frame, which runs after every effect of the page inside it, so a carousel's
 * autoplay timer is set and a form's handlers are attached. A journey that moves a stopped clock on must wait
 * for this first, or it moves time before any timer exists.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await reachForPage(page);
  await page.locator('html[data-sf-ready]').waitFor({ state: 'attached' });
}

/**
 * Moves the mouse over the page, as a visitor about to use it does: a first visit's page loads its app only
 * when the visitor reaches for it (a touch, the mouse, the keyboard, focus) or a part that moves comes into
 * view (start.js); until then it is the server's HTML, whose links and forms work without it. Two moves, so the
 * browser sees one even if the mouse was already at one of the two places.
 */
export async function reachForPage(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Waits until a Home widget is alive too: one out of view loads its code only once it comes into view
 * (bootstrap.tsx), so it is scrolled into view first. `slot` names the widget's exposed module
 * ('CityInitiativesWidget').
 */
export async function waitForWidget(page: Page, slot: string): Promise<void> {
  await waitForHydration(page);
  const widget = page.locator(`[data-widget-slot$="${slot}"]`);
  await widget.scrollIntoViewIfNeeded();
  await widget.and(page.locator(':not([data-sf-waiting])')).waitFor({ state: 'attached' });
}
