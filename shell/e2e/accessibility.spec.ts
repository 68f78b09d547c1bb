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
