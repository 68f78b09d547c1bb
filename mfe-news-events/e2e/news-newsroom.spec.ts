import { test, expect, openPage, MOBILE, DESKTOP, expectNoHorizontalScroll } from '@springfield/shared/e2e';
import { NewsroomPage } from './pages/news-newsroom';

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`Newsroom at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('filters by category and searches, each button counting what it shows', async ({ page }) => {
      await openPage(page, '/news');
      const news = new NewsroomPage(page);
      // The counts are the data's: what each button says is what the list shows once it is chosen.
      const countOf = async (name: string) =>
        Number(
          ((await news.filter(name).locator('.sf-visually-hidden').textContent()) ?? '').replace(/\D/g, ''),
        );
      await expect(page).toHaveTitle('Newsroom | City of Springfield');
      await expect(news.search).toHaveAttribute('placeholder', 'Search news articles...');
      const all = await countOf('All News');
      await news.expectShowing(all);
      await expect(
        page.getByRole('region', { name: /Springfield Receives \$500,000/ }).getByRole('img'),
      ).toBeVisible();
      // The featured story, and the others in the grid.
      await expect(news.latestCards).toHaveCount(all - 1);
      // The page as it first shows is the route sweep's (axe, width); here, what filtering changes.

      const notices = await countOf('Public Notices');
      const releases = await countOf('Press Releases');
      await news.filter('Public Notices').click();
      await expect(news.filter('Public Notices')).toHaveAttribute('aria-pressed', 'true');
      await news.expectShowing(notices);
      await expect(page).toHaveURL(/\/news\?category=public-notices$/);
      await news.search.fill('BRIDGE');
      await news.expectShowing(1);
      await expect(news.filter('Public Notices')).toContainText('1');
      await expect(news.filter('Press Releases')).toContainText(String(releases));
      await expect(page).toHaveURL(/\/news\?category=public-notices&q=BRIDGE$/);
      // Enter in the box keeps the page (no reload: the mark survives) and the chosen category.
      await page.evaluate(() => document.body.setAttribute('data-kept', ''));
      await news.search.press('Enter');
      await expect(page).toHaveURL(/\/news\?category=public-notices&q=BRIDGE$/);
      await expect(news.filter('Public Notices')).toHaveAttribute('aria-pressed', 'true');
      await news.expectShowing(1);
      await expect(page.locator('body')).toHaveAttribute('data-kept', '');
      await expectNoHorizontalScroll(page);
    });
  });
}

test('the header search lands on the newsroom with the words in the box', async ({ page }) => {
  await openPage(page, '/news?q=grant');
  const news = new NewsroomPage(page);
  await expect(news.search).toHaveValue('grant');
  await news.expectShowing(2);
  await page.goto('/newsroom');
  await news.expectShowing(
    Number(
      ((await news.filter('All News').locator('.sf-visually-hidden').textContent()) ?? '').replace(/\D/g, ''),
    ),
  );
});

test('hostile, emoji and very long search text is harmless', async ({ page }) => {
  await openPage(page, '/news');
  const news = new NewsroomPage(page);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  for (const text of [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '🎉🏛️',
    'x'.repeat(10000),
  ]) {
    await news.search.fill(text);
    await news.expectShowing(0);
    await expect(page.getByText(/No articles match your search/)).toBeVisible();
  }
  await expectNoHorizontalScroll(page);
  expect(dialogs).toBe(0);
});
