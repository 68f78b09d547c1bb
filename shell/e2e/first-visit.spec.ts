import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, reachForPage, test } from '@springfield/shared/e2e';

// A first visit loads the app only when the visitor reaches for the page (a touch, the mouse, the keyboard,
// focus) or a part that moves comes into view (start.js, issue 45): a page only read costs its HTML, its inline
// styles and its pictures. These journeys are the visitor whose hand is not on the page yet.
test.use({ reachAtOnce: false });

/** The scripts the page asks for from now on (start.js is written into the page: not a request). */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const alive = (page: Page) => page.locator('html[data-sf-ready]');

test.describe('a first visit on a phone', () => {
  test.use({ viewport: MOBILE });

  test('a page only read loads no script; the first reach starts the app', async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto('/news');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    // Its menu works without script: a link to the menu, until the app swaps in its button.
    await expect(page.getByRole('link', { name: 'Menu' })).toBeVisible();
    expect(scripts).toEqual([]);
    await expect(alive(page)).toHaveCount(0);

    await reachForPage(page);
    await expect(alive(page)).toBeAttached();
    expect(scripts).toContain('/main.js');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  test('Home loads no script until its carousels come into view', async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    // Scrolled to (not a touch): the events carousel, which rotates by itself, starts the app.
    await page.getByRole('region', { name: 'Upcoming Events' }).scrollIntoViewIfNeeded();
    await expect(alive(page)).toBeAttached();
    expect(scripts).toContain('/main.js');
  });

  test('a link followed before the app has started is the browser’s; the next page starts once painted', async ({
    page,
  }) => {
    await page.goto('/news');
    await page.waitForLoadState('networkidle');
    // The click's own mouse move starts the app, and the click, before it is alive, is the browser's.
    await page
      .getByRole('main')
      .getByRole('link', { name: /\$500,000 Federal Grant/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/news\/federal-grant-infrastructure$/);
    // Nothing more from the visitor: this tab has started the app before, so this page starts by itself.
    await expect(alive(page)).toBeAttached();
  });
});

test.describe('a first visit on a laptop', () => {
  test.use({ viewport: DESKTOP });

  test('Home starts with the events carousel in view; the latest news, which does not move, once reached', async ({
    page,
  }) => {
    const scripts = scriptsAskedFor(page);
    await page.goto('/');
    // No input: the carousel in view starts the app, and rotates.
    await expect(alive(page)).toBeAttached();
    await expect(page.locator('[data-widget-slot$="UpcomingEventsWidget"]')).not.toHaveAttribute(
      'data-sf-waiting',
    );
    const latest = page.locator('[data-widget-slot$="LatestNewsWidget"]');
    await expect(latest).toHaveAttribute('data-sf-waiting', '');
    expect(scripts.filter((script) => script.includes('LatestNewsWidget'))).toEqual([]);

    // Reached by the keyboard: its code loads and it comes alive.
    await latest.getByRole('link').first().focus();
    await expect(latest).not.toHaveAttribute('data-sf-waiting');
    expect(scripts.filter((script) => script.includes('LatestNewsWidget'))).toHaveLength(1);
  });
});
