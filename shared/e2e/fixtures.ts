// What every journey uses: axe with the WCAG 2.2 A/AA tags, a guard against uncaught exceptions, viewports.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export interface Fixtures {
  /** Runs axe on the page (or on the part a selector names) and fails on any WCAG 2.2 A/AA violation. */
  axe: (include?: string) => Promise<void>;
  /** Uncaught exceptions of the page; the test fails if any happened. */
  pageErrors: string[];
  /**
   * Whether the visitor's hand is on each page from the start (default): a first visit's page loads its app
   * only when the visitor reaches for it (a touch, the mouse, the keyboard, focus: start.js), and a journey's
   * visitor, about to use the page, has. Playwright moves its mouse only as it clicks, so each page the test
   * opens is told of a mouse move once it has loaded (its `load` event, which `page.goto` waits for: the app's
   * files, asked for at once, would hold it back), and starts as it would for a hand already on the page. Journeys of a page that is only read, or of what happens before the app starts, turn it
   * off: `test.use({ reachAtOnce: false })`.
   */
  reachAtOnce: boolean;
}

export const test = base.extend<Fixtures & { diagnostics: void; reach: void }>({
  reachAtOnce: [true, { option: true }],
  reach: [
    async ({ page, reachAtOnce }, use) => {
      if (reachAtOnce) {
        await page.addInitScript(() => {
          window.addEventListener(
            'load',
            () => document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })),
            { once: true },
          );
        });
      }
      await use();
    },
    { auto: true },
  ],
  // What the page said and did, attached to a failed test so that a failure in CI explains itself: its
  // console, its uncaught errors, the documents it loaded and the requests that failed, each with the time
  // since the test started.
  diagnostics: [
    async ({ page }, use, testInfo) => {
      const started = Date.now();
      const lines: string[] = [];
      const log = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
      page.on('console', (message) => log(`console.${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => log(`pageerror: ${error.message}`));
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) log(`at: ${frame.url()}`);
      });
      page.on('requestfailed', (request) =>
        log(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
      );
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page diagnostics', { body: lines.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use(async (include?: string) => {
      // The site scrolls smoothly (focus moved to a field, a hash link): check the page where it comes to
      // rest, not halfway, where a fixed toast may still cover the fields it passes.
      // Read from here, not with a timer of the page: a journey may have stopped the page's clock.
      let last: number | undefined;
      await expect
        .poll(
          async () => {
            const y = await page.evaluate(() => window.scrollY);
            const resting = y === last;
            last = y;
            return resting;
          },
          { intervals: [150], message: 'the page has stopped scrolling' },
        )
        .toBe(true);
      // axe run in the page itself (legacy mode: the site has no frames for axe to reach into), reporting only
      // violations: about a second a page instead of three. The default mode opens a new page to put together
      // the results of every frame, and axe gathers every node that passed as well.
      expect(
        await page.locator('iframe').count(),
        'a frame: axe must run in its default mode to reach it',
      ).toBe(0);
      let builder = new AxeBuilder({ page })
        // options() replaces every option set before it: the tags come after.
        .options({ resultTypes: ['violations'] })
        .withTags(WCAG_TAGS)
        .setLegacyMode(true);
      if (include) builder = builder.include(include);
      const { violations } = await builder.analyze();
      const readable = violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(readable, 'axe WCAG 2.2 A/AA violations').toEqual([]);
    });
  },
});

export { expect };

/** Opens a path and waits until its page heading is on screen. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The h1 is in the server's HTML: a journey that types or clicks must wait until the page has come alive.
  await waitForHydration(page);
}

/** The page is never wider than the window (no horizontal scrolling). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
