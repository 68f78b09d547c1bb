import { DESKTOP, MOBILE, expect, expectNoHorizontalScroll, test } from '@springfield/shared/e2e';

/** Every route of the spec (both documents' route tables) and one example of each parameterised route. */
const ROUTES = [
  '/',
  '/departments',
  '/departments/public-works',
  '/departments/public-safety',
  '/departments/parks-recreation',
  '/departments/planning-development',
  '/departments/health',
  '/departments/finance',
  '/programs',
  '/programs/green-springfield',
  '/programs/safe-streets',
  '/programs/neighborhood-revitalization',
  '/programs/digital-inclusion',
  '/news',
  '/news/federal-grant-infrastructure',
  '/events',
  '/events/1',
  '/government',
  '/government/budget/annual-budget-2025',
  '/government/records/transparency-report-2024',
  '/services',
  '/services/pothole-report',
  '/services/building-permit',
  '/services/waste-schedule',
  '/services/business-license',
  '/volunteer',
  '/feedback',
  '/pay-fines',
  '/faq/parking-permit',
  '/faq/voter-registration',
  '/no-such-page',
];

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
