// Pages arrive rendered by the server and come alive when the browser hydrates them.
import type { Page } from '@playwright/test';

/**
 * Waits until the browser has hydrated the server's HTML: the shell marks the page (`data-sf-ready` on
 * <html>) in an effect of the frame, which runs after every effect of the page inside it, so a carousel's
 * autoplay timer is set and a form's handlers are attached. A journey that moves a stopped clock on must wait
 * for this first, or it moves time before any timer exists.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-sf-ready]').waitFor({ state: 'attached' });
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
