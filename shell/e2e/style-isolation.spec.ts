// Styles cannot leak between teams: every area's CSS (and antd's, loaded with the first dialog) is in the page
// once a visitor has been everywhere, and the frame and Home must look exactly as they did before.
import type { Page } from '@playwright/test';
import { expect, test } from '@springfield/shared/e2e';

/** Every computed style of every element of the frame and of Home's own sections (widgets left out). */
async function frameAndHomeStyles(page: Page) {
  return page.evaluate(() => {
    const styles: Record<string, Record<string, string>> = {};
    const elements = [...document.querySelectorAll('body *')].filter(
      (el) =>
        !el.closest('[data-widget-slot]') &&
        !el.closest('[role="region"][aria-label*="otifications"]') &&
        !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName),
    );
    elements.forEach((el, index) => {
      const computed = getComputedStyle(el);
      const own: Record<string, string> = {};
      for (const property of computed) own[property] = computed.getPropertyValue(property);
      styles[`${index} ${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30)}`] = own;
    });
    return styles;
  });
}

/** Differences between two style snapshots, readable in a failure. */
function differences(
  before: Record<string, Record<string, string>>,
  after: Record<string, Record<string, string>>,
) {
  const found: string[] = [];
  for (const [element, styles] of Object.entries(before)) {
    const later = after[element];
    if (!later) {
      found.push(`${element}: gone`);
      continue;
    }
    for (const [property, value] of Object.entries(styles)) {
      if (later[property] !== value) found.push(`${element}: ${property} ${value} -> ${later[property]}`);
    }
  }
  for (const element of Object.keys(after)) if (!before[element]) found.push(`${element}: new`);
  return found;
}

async function goHome(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the City of Springfield' }),
  ).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('the frame and Home look the same before and after a visitor has been to every area', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the City of Springfield' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  const before = await frameAndHomeStyles(page);

  // Client-side navigation keeps every stylesheet a page has loaded, as a visitor's session does.
  for (const path of [
    '/news',
    '/news/federal-grant-infrastructure',
    '/events',
    '/events/1',
    '/departments',
    '/departments/public-works',
    '/services/pothole-report',
    '/pay-fines',
    '/government',
    '/programs',
    '/programs/green-springfield',
    '/volunteer',
    '/feedback',
    '/faq/parking-permit',
    '/faq/voter-registration',
  ]) {
    await visit(page, path);
  }
  // antd and its theme arrive with a dialog: open one.
  await visit(page, '/government');
  await page
    .getByRole('link', { name: /^View Text/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await goHome(page);
  await page.waitForLoadState('networkidle');
  const after = await frameAndHomeStyles(page);
  expect(differences(before, after)).toEqual([]);
});
