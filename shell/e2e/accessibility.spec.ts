import { DESKTOP, MOBILE, expect, expectNoHorizontalScroll, test } from '@springfield/shared/e2e';
import { ROUTES } from './routes';

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('has no WCAG 2.2 A/AA violation, no horizontal scrolling and a title of its own', async ({
      page,
      axe,
    }) => {
      test.setTimeout(300_000);
      const titles = new Map<string, string>();
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.locator('main h1').first(), route).toBeVisible();
        await page.waitForLoadState('networkidle');
        await axe();
        await expectNoHorizontalScroll(page);
        const title = await page.title();
        expect(titles.get(title), `${route} has the same title as ${titles.get(title)}`).toBeUndefined();
        titles.set(title, route);
      }
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

    test('has no WCAG 2.2 A/AA violation, no horizontal scrolling and a title of its own', async ({
      page,
      axe,
    }) => {
      test.setTimeout(300_000);
      const titles = new Map<string, string>();
      for (const route of ROUTES) {
        const address = route === '/' ? prefix : `${prefix}${route}`;
        await page.goto(address);
        await expect(page.locator('html'), address).toHaveAttribute('lang', locale);
        await expect(page.locator('main h1').first(), address).toBeVisible();
        await page.waitForLoadState('networkidle');
        await axe();
        await expectNoHorizontalScroll(page);
        const title = await page.title();
        expect(titles.get(title), `${address} has the same title as ${titles.get(title)}`).toBeUndefined();
        titles.set(title, address);
      }
    });
  });
}
