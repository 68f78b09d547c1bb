// Pages arrive rendered by the server and come alive when the browser hydrates them.
import type { Page } from '@playwright/test';

/**
 * Waits until the browser has hydrated the server's HTML. The header's Menu is a plain link in the server's
 * HTML and becomes its button in an effect of the first browser render, so once it is a button every effect
 * of that render has run: a carousel's autoplay timer is set, a form's handlers are attached. A journey that
 * moves a stopped clock on must wait for this first, or it moves time before any timer exists.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('button#sf-menu-button').waitFor({ state: 'attached' });
}
