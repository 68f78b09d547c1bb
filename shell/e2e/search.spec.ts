// Site search: from the header at both widths, results from every area, filters (folded on a phone), the
// empty state, an area that is down, keyboard only, and axe on the page.
import { DESKTOP, expect, MOBILE, test } from '@springfield/shared/e2e';

const offset = Number(process.env.SITE_PORT_OFFSET || 0);
const GOVERNMENT_ORIGIN = `http://localhost:${8083 + offset}`;

test.describe('site search', () => {
  test('searches from the header at 1280 px and shows results from the areas', async ({ page, axe }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox');
    await box.fill('pothole');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pothole$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveText('Report a Pothole');
    await expect(page.getByRole('status').filter({ hasText: /results? for “pothole”/ })).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();
    await axe();

    // At 1280 px the filters stand beside the results, with no button to fold them.
    await expect(page.getByRole('button', { name: /^Filter results/ })).toBeHidden();

    // Filter by area: only that area's results remain, with the count in the label.
    const areaFilter = page.getByRole('group', { name: 'Area' });
    await areaFilter.getByRole('checkbox', { name: /News & Events/ }).check();
    await expect(page).toHaveURL(/area=News/);
    const meta = results.locator('.sh-results__meta');
    await expect(meta.first()).toContainText('News & Events');
    for (const text of await meta.allTextContents()) expect(text).toContain('News & Events');
    await axe();

    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/(news|events)\//);
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('searches from the mobile menu at 390 px', async ({ page, axe }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/news');
    await page.getByRole('button', { name: 'Menu' }).click();
    const box = page.getByRole('search', { name: 'Site search (menu)' }).getByRole('searchbox');
    await box.fill('pay parking ticket');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pay/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveText('Pay Fines & Taxes');
    await axe();
  });

  test('folds the filters behind a button at 390 px, so that the results come first', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/search?q=council%20meeting');
    const results = page.getByRole('list', { name: 'Search results' });
    const toggle = page.getByRole('button', { name: /^Filter results/ });
    await expect(results.getByRole('link').first()).toHaveText('City Council Regular Meeting: Agenda');
    await expect(results.getByRole('link').first()).toBeInViewport();
    await expect(toggle).toHaveAccessibleName('Filter results');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Area' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe();

    // Opened with the keyboard: the filters follow the button, and Tab goes on into them.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const area = page.getByRole('group', { name: 'Area' });
    await expect(area).toBeVisible();
    await expect(page.getByRole('group', { name: 'Type' })).toBeVisible();
    await axe();
    await page.keyboard.press('Tab');
    const government = area.getByRole('checkbox', { name: /^Government/ });
    await expect(government).toBeFocused();
    await page.keyboard.press('Space');
    await expect(government).toBeChecked();
    await expect(page).toHaveURL(/area=Government/);
    for (const text of await results.locator('.sh-results__meta').allTextContents())
      expect(text).toContain('Government');

    // Folded again, the button still tells how many filters narrow the results.
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Filter results 1 active');
    await expect(area).toBeHidden();
    await expect(results.getByRole('link').first()).toBeInViewport();
    await axe();

    // A new search starts with no filter, and says so.
    await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('recycling');
    await expect(toggle).toHaveAccessibleName('Filter results');
    await expect(results.getByRole('link').first()).toHaveAttribute('href', '/services/waste-schedule');
  });

  test('keeps the address of the typed words, for Back and for sharing', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('pothole');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(first).toHaveText('Report a Pothole');
    // Followed at once, within the page (no reload): the address is written before the link is followed, so
    // Back returns to these results.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await first.click();
    await expect(page).toHaveURL(/\/services\/pothole-report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report a Pothole' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=pothole$/);
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue('pothole');
    // Typing again: once the words rest, the address follows them.
    await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('parking permit');
    await expect(page).toHaveURL(/\/search\?q=parking\+permit$/);
  });

  test('works as a plain HTML form (GET /search?q=)', async ({ page }) => {
    await page.goto('/search?q=budget');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toHaveText(
      'Budget & Finances',
    );
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/government\/budget$/);
    await expect(page.getByRole('dialog', { name: 'Budget & Finances' })).toBeVisible();
  });

  test('shows popular tasks and the city phone number when nothing matches', async ({ page, axe }) => {
    await page.goto('/search?q=xyzzyqwv');
    await expect(page.getByRole('heading', { name: 'No pages match “xyzzyqwv”' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('0 results for “xyzzyqwv”');
    await expect(page.getByRole('link', { name: 'Report a pothole' })).toHaveAttribute(
      'href',
      '/services/pothole-report',
    );
    await expect(page.getByRole('link', { name: '(555) 123-4567' }).last()).toBeVisible();
    await axe();
  });

  test('names an area that is down and still shows the others’ results', async ({ page, axe }) => {
    await page.route(`${GOVERNMENT_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/search?q=council');
    await expect(page.getByRole('note')).toContainText('Results from Government are not available right now');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results).not.toContainText('Government');
    await axe();
  });

  test('is usable with the keyboard alone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search the site' }).last();
    await box.focus();
    await page.keyboard.type('recycling');
    await expect(page.getByRole('status')).toHaveText(/results? for “recycling”/);
    // Tab to the first filter and toggle it with Space.
    await page.keyboard.press('Tab'); // Search button
    await page.keyboard.press('Tab'); // first area checkbox
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('type', 'checkbox');
    await page.keyboard.press('Space');
    await expect(focused).toBeChecked();
    await page.keyboard.press('Space');
    await expect(focused).not.toBeChecked();
    // Reach the first result's link and follow it with Enter.
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    const href = await first.getAttribute('href');
    for (let i = 0; i < 30 && !(await first.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[?]/g, '\\?')}$`));
  });
});
