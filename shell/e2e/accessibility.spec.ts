import type { Page } from '@playwright/test';
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';
import { ROUTES } from './routes';

/**
 * Opens every route (in a language: its prefix) and checks each once it has come alive: no WCAG 2.2 A/AA
 * violation, no horizontal scrolling, a title of its own, and nothing written to the console as an error (a
 * failed hydration, a request that failed). The one sweep that runs every route's script in a browser: the
 * crawler reads every page as the server sends it.
 */
async function sweep(page: Page, axe: (include?: string) => Promise<void>, prefix = '', locale = 'en') {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The not-found route answers 404 on purpose: Chromium reports that as an error of the document.
    if (message.type() !== 'error') return;
    if (page.url().endsWith('/no-such-page') && /status of 404/.test(message.text())) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  const titles = new Map<string, string>();
  for (const route of ROUTES) {
    const address = prefix && route === '/' ? prefix : `${prefix}${route}`;
    await page.goto(address);
    await expect(page.locator('html'), address).toHaveAttribute('lang', locale);
    await expect(page.locator('main h1').first(), address).toBeVisible();
    await waitForHydration(page);
    await axe();
    await expectNoHorizontalScroll(page);
    const title = await page.title();
    expect(titles.get(title), `${address} has the same title as ${titles.get(title)}`).toBeUndefined();
    titles.set(title, address);
  }
  expect(errors, 'console errors').toEqual([]);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('has no WCAG 2.2 A/AA violation, no horizontal scrolling, a title of its own and no console error', async ({
      page,
      axe,
    }) => {
      await sweep(page, axe);
    });
  });
}

// The same routes in the site's other languages (issue 30), one width each: Spanish on a computer, Chinese on a
// phone (each language's own words, notes and English blocks are what differ, not the layout rules).
for (const [locale, prefix, viewport] of [
  ['es', '/es', DESKTOP],
  ['zh-Hant', '/zh-hant', MOBILE],
] as const) {
  test.describe(`every route in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('has no WCAG 2.2 A/AA violation, no horizontal scrolling, a title of its own and no console error', async ({
      page,
      axe,
    }) => {
      await sweep(page, axe, prefix, locale);
    });
  });
}
