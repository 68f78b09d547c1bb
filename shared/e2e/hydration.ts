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
