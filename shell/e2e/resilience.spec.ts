import { expect, openPage, test } from './fixtures';
import { blockRemote, breakRemotePage, delayRemote } from './pages/remote-faults';

test.describe('a remote that is down', () => {
  test('shows its unavailable panel while every other area works, and Retry restores it without a reload', async ({
    page,
    axe,
  }) => {
    const unblock = await blockRemote(page, 'news_events');
    await page.goto('/news');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This part of the site is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByText('News & Events could not be loaded.')).toBeVisible();
    await axe();

    // The frame and the other areas still work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Government' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Departments & Services' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Departments & Services' })).toBeVisible();

    // Home keeps everything but the news widgets.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Latest News is temporarily unavailable' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Upcoming Events is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'City Initiatives is temporarily unavailable' }),
    ).toHaveCount(0);

    // Back up: Retry brings the page without reloading the document.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newsroom' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await unblock();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('a Home widget comes back with its own Retry', async ({ page }) => {
    const unblock = await blockRemote(page, 'community');
    await page.goto('/');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(
      page.getByRole('heading', { name: 'City Initiatives is temporarily unavailable' }),
    ).toBeVisible();
    await unblock();
    await retry.click();
    await expect(
      page.getByRole('heading', { name: 'City Initiatives is temporarily unavailable' }),
    ).toHaveCount(0);
  });
});

test('a slow remote shows a loading state, then its page', async ({ page }) => {
  await openPage(page, '/contact');
  await delayRemote(page, 'government', 5000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Government' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible({ timeout: 35_000 });
});

test('a slow remote on a first visit shows the frame and a loading state, then its page', async ({
  page,
}) => {
  await delayRemote(page, 'community', 5000);
  await page.goto('/programs', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Programs & Initiatives' })).toBeVisible({
    timeout: 35_000,
  });
});

test('a page that throws shows the route error view inside the frame', async ({ page, axe }) => {
  await breakRemotePage(page, 'community', '/programs', 'Program data could not be read');
  await page.goto('/programs');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Program data could not be read')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await axe();
  // The rest of the site is unaffected.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newsroom' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
});
