import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, expectNoHorizontalScroll, test } from '@springfield/shared/e2e';

/** The components the catalogue draws, by the anchor of their section (the page's unit test checks them all). */
const COMPONENTS = [
  'button',
  'buttonlink',
  'badge',
  'card',
  'externallink',
  'pageheader',
  'textfield',
  'textarea',
  'select',
  'checkbox',
  'radiogroup',
  'carousel',
  'dialog',
  'recordpageheader',
  'widget',
];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`the design-system catalogue at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    /** Opens the catalogue; with `frozen`, on a stopped clock (axe needs running timers, screenshots do not). */
    async function open(page: Page, frozen: boolean) {
      if (frozen) {
        await page.clock.install({ time: new Date('2026-01-05T10:00:00') });
        // An hour on, not a second: on a busy machine more than a second passed between the two calls, and
        // pausing in the clock's past fails. No page is loaded yet: no timer fires on the way.
        await page.clock.pauseAt(new Date('2026-01-05T11:00:00'));
      }
      await page.goto('/design-system');
      await expect(page.getByRole('heading', { level: 1, name: 'Design system' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }

    test('shows every component in every state, is accessible, does not scroll sideways and is not indexed', async ({
      page,
      axe,
      browser,
    }) => {
      // As the server sends it, before any script (and for good without it): its first paint must not scroll
      // sideways either (react-slick's track, three slides wide, once did until the page's chunk brought its CSS).
      const withoutScript = await browser.newContext({ viewport, javaScriptEnabled: false });
      const served = await withoutScript.newPage();
      await served.goto(new URL('/design-system', test.info().project.use.baseURL).href);
      await expect(served.getByRole('heading', { level: 1, name: 'Design system' }).first()).toBeVisible();
      await expectNoHorizontalScroll(served);
      await withoutScript.close();

      await open(page, false);
      await expect(page).toHaveTitle('Design system | City of Springfield');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      for (const id of COMPONENTS) await expect(page.locator(`#catalogue-${id}`)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Button' }).getByRole('button', { name: 'Pay now' }),
      ).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'Register Online (opens in a new tab)' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await expectNoHorizontalScroll(page);
      await axe();
    });

    // Each component's picture, in one visit of the catalogue (loading it once per component took 30 page loads
    // of CI's time): soft, so that every changed component is reported, not only the first.
    test('every component looks as accepted', async ({ page }) => {
      // Fifteen pictures, each taken until two in a row agree: more than one visit's default time on a busy
      // machine.
      test.setTimeout(120_000);
      // A frozen clock and no motion: the same pixels on every run.
      await open(page, true);
      // The sticky site header would cover the part of a section scrolled under it.
      await page.addStyleTag({ content: '.sh-header { position: static !important; }' });
      for (const id of COMPONENTS) {
        const section = page.locator(`#catalogue-${id}`);
        await section.scrollIntoViewIfNeeded();
        await expect.soft(section, id).toHaveScreenshot(`${id}-${viewport.width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          // Text anti-aliasing can differ by a few glyph edges between a warm and a cold browser (seen once
          // on a clean clone: 147 pixels of one heading); a changed component changes far more than this.
          maxDiffPixels: 300,
        });
      }
    });
  });
}
