import { DESKTOP, MOBILE, expect, test } from '@springfield/shared/e2e';

// Issue 14: with JavaScript disabled every page is readable, links work (full page loads) and the mobile menu is
// reachable. Every form works without JavaScript too (issue 24): forms.spec.ts and each area's journeys.
test.use({ javaScriptEnabled: false });

const PAGES: [path: string, h1: string][] = [
  ['/', 'Welcome to the City of Springfield'],
  ['/news', 'Newsroom'],
  [
    '/news/federal-grant-infrastructure',
    'Springfield Receives $500,000 Federal Grant for Infrastructure Improvements',
  ],
  ['/events', 'Events & Meetings'],
  ['/events/1', 'City Council Regular Meeting'],
  ['/departments', 'Departments & Services'],
  ['/services/pothole-report', 'Report a Pothole'],
  ['/pay-fines', 'Pay Fines & Taxes'],
  ['/government', 'Government'],
  ['/programs', 'Programs & Initiatives'],
  ['/volunteer', 'Volunteer Opportunities'],
  ['/feedback', 'Submit Feedback'],
];

// axe needs script in the page, so it checks these pages in the other journeys, where they are the same HTML.
test('every main page is readable, and nothing says the site needs JavaScript', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const [path, h1] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/needs JavaScript/i)).toHaveCount(0);
  }
});

test('links are followed with full page loads', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Newsroom', exact: true }).click();
  await expect(page).toHaveURL('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
  await page
    .getByRole('link', { name: /Springfield Receives \$500,000 Federal Grant/ })
    .first()
    .click();
  await expect(page).toHaveURL('/news/federal-grant-infrastructure');
  await expect(
    page.getByRole('heading', { level: 1, name: /Federal Grant for Infrastructure/ }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Government', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
});

test('on a phone the Menu opens the menu as a plain link', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/events');
  const menuNav = page.getByRole('navigation', { name: 'Main (menu)' });
  await expect(menuNav).toBeHidden();
  await page.getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL('/events#sf-mobile-menu');
  await expect(menuNav).toBeVisible();
  await menuNav.getByRole('link', { name: 'Government', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
});

test('the site search works as a plain form, with its results rendered by the server', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/contact');
  await page.getByRole('search', { name: 'Site search' }).getByRole('searchbox').fill('pothole');
  await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?q=pothole');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  // The server searched: the results are in the page, and a result is a plain link.
  await expect(page.getByRole('status')).toHaveText(/\d+ results? for “pothole”/);
  const results = page.getByRole('list', { name: 'Search results' });
  await results.getByRole('link', { name: 'Report a Pothole' }).click();
  await expect(page).toHaveURL('/services/pothole-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Report a Pothole' })).toBeVisible();
});

test('search filters apply with a button and Show more results is a link, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/search?q=park');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(page.getByRole('status')).toHaveText('28 results for “park”');
  await expect(results).toHaveCount(10);
  // The phone's "Filter results" button needs JavaScript: the filters stand open instead.
  await expect(page.getByRole('button', { name: /^Filter results/ })).toBeHidden();
  await page.getByRole('checkbox', { name: /^News & Events/ }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/search?q=park&area=News+%26+Events');
  await expect(page.getByRole('status')).toHaveText('10 results for “park”');
  await expect(page.getByRole('checkbox', { name: /^News & Events/ })).toBeChecked();
  await expect(page.getByRole('link', { name: /^Show more results/ })).toHaveCount(0);

  await page.goto('/search?q=park');
  await page.getByRole('link', { name: 'Show more results (18 more)' }).click();
  await expect(page).toHaveURL('/search?q=park&shown=20');
  await expect(results).toHaveCount(20);
  await page.getByRole('link', { name: 'Show more results (8 more)' }).click();
  await expect(results).toHaveCount(28);
  await expect(page.getByRole('link', { name: /^Show more results/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Show more results/ })).toBeHidden();
});
