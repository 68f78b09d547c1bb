import type { Locator } from '@playwright/test';
import { DESKTOP, MOBILE, expect, expectNoHorizontalScroll, test } from '@springfield/shared/e2e';
import { ROUTES } from './routes';

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

// Issue 29: a control the server draws must do what it says without script. A link or a form's own button works;
// a button that only script can make act (a tab, a filter, a dialog's opener) or a field outside any form is a
// dead control to a browser without JavaScript, so no page may show one.
test('no page shows a control that needs script, on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(MOBILE);
  // The spec's routes, and every page the site offers search engines (the sitemap, so a page an area adds is
  // checked with no change here).
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  // The sitemap's English pages, and the spec's routes in the other languages (the same pages' controls, with
  // the words of the language).
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => !/^\/(es|zh-hant)(\/|$)/.test(path));
  expect(listed.length).toBeGreaterThan(50);
  const translated = ['/es', '/zh-hant'].flatMap((prefix) =>
    ROUTES.map((route) => (route === '/' ? prefix : `${prefix}${route}`)),
  );
  for (const path of new Set([...ROUTES, ...listed, '/search?q=park', '/contact', ...translated])) {
    await page.goto(path);
    const dead = await page.$$eval('button, [role=button], [role=tab], input, select, textarea', (controls) =>
      controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden')
            return false;
          const field = control as HTMLButtonElement | HTMLInputElement;
          if (control.tagName === 'BUTTON') return !(field.form && field.type !== 'button');
          if (control.tagName === 'INPUT' || control.tagName === 'SELECT' || control.tagName === 'TEXTAREA')
            return !field.form && field.type !== 'hidden';
          return true;
        })
        .map((control) => (control.getAttribute('aria-label') ?? control.textContent ?? '').trim()),
    );
    expect.soft(dead, `controls on ${path} that do nothing without script`).toEqual([]);
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
  // The counts come from the page itself (the index grows with the content), then each is checked against
  // what the page shows.
  const total = countIn(await page.getByRole('status').innerText(), /^(\d+) results for “park”$/);
  expect(total).toBeGreaterThan(20);
  await expect(results).toHaveCount(10);
  // The phone's "Filter results" button needs JavaScript: the filters stand open instead.
  await expect(page.getByRole('button', { name: /^Filter results/ })).toBeHidden();
  const newsFilter = page.getByRole('checkbox', { name: /^News & Events/ });
  const inNews = countIn(await labelOf(newsFilter), /\((\d+)\)$/);
  await newsFilter.check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/search?q=park&area=News+%26+Events');
  await expect(page.getByRole('status')).toHaveText(`${inNews} result${inNews === 1 ? '' : 's'} for “park”`);
  await expect(page.getByRole('checkbox', { name: /^News & Events/ })).toBeChecked();
  await expect(results).toHaveCount(Math.min(inNews, 10));

  await page.goto('/search?q=park');
  await page.getByRole('link', { name: `Show more results (${total - 10} more)` }).click();
  await expect(page).toHaveURL('/search?q=park&shown=20');
  await expect(results).toHaveCount(Math.min(total, 20));
  if (total > 20) {
    await page.getByRole('link', { name: `Show more results (${total - 20} more)` }).click();
    await expect(results).toHaveCount(Math.min(total, 30));
  }
  if (total <= 30) await expect(page.getByRole('link', { name: /^Show more results/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Show more results/ })).toBeHidden();
});

/** The number a pattern's first group finds in a text, failing loudly when it is not there. */
function countIn(text: string, pattern: RegExp): number {
  const match = pattern.exec(text.trim());
  if (!match) throw new Error(`no count in “${text}”`);
  return Number(match[1]);
}

/** The text of the label that names a form control. */
async function labelOf(control: Locator): Promise<string> {
  return control.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '');
}

// Issue 29: a carousel cannot move without script. Home's two are then the lists of their slides (every one
// once, none of react-slick's clones), each slide visible to assistive technology and its links in the Tab order.
test('Home’s carousels are the lists of their slides, on a phone and a desktop', async ({ page }) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    for (const name of ['Upcoming events', 'City Initiatives slideshow']) {
      const carousel = page.getByRole('group', { name });
      await expect(carousel.getByRole('button')).toHaveCount(0);
      await expect(carousel.locator('.slick-slider')).toBeHidden();
      const slides = carousel.getByRole('group', { name: /^\d of \d: / });
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);
      for (const slide of await slides.all()) await expect(slide).toBeVisible();
      // Tab reaches every slide's link, in order.
      const links = await carousel.getByRole('link').all();
      expect(links.length).toBeGreaterThanOrEqual(count);
      await links[0].focus();
      for (const link of links.slice(1)) {
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
      }
    }
    await expectNoHorizontalScroll(page);
  }
});
