import { test, expect, openPage } from '@springfield/shared/e2e';

// An article's axe and width, at 1280 and 390 px, are the route sweep's (shell/e2e/accessibility.spec.ts).
test.describe('News article', () => {
  test('a visitor opens an article from the newsroom and reads it', async ({ page }) => {
    await openPage(page, '/news');
    await page.getByRole('link', { name: 'City Council Approves FY2025 Budget' }).click();
    await expect(page).toHaveURL(/\/news\/fy2025-budget-approved$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('City Council Approves FY2025 Budget');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Home');
    await expect(crumbs).toContainText('News');
    await expect(crumbs).toContainText('Press Releases');
    await expect(main.getByText('December 16, 2024')).toBeVisible();
    await expect(main.getByText('3,214 views')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Highlights' })).toBeVisible();

    const aside = page.getByRole('complementary', { name: 'More on this story' });
    await aside.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/news\/oak-street-water-project$/);
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Water Main Upgrades');
    await page.getByRole('link', { name: /Back to Newsroom/ }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test('every link the spec gives lands on a real article', async ({ page }) => {
  for (const path of [
    '/news/recruitment-drive',
    '/news/elm-avenue-water-upgrades',
    '/news/bike-share-program',
  ]) {
    await openPage(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(
      'Article Not Found',
    );
  }
});

test('an unknown or hostile slug shows Article Not Found', async ({ page, axe }) => {
  for (const [index, slug] of ['%3Cb%3E', 'no-such-story', '999'].entries()) {
    await openPage(page, `/news/${slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), slug).toHaveText('Article Not Found');
    await expect(main.getByText('The requested news article could not be found.')).toBeVisible();
    await expect(main.getByRole('link', { name: /Back to Newsroom/ })).toHaveAttribute('href', '/news');
    await expect(page).toHaveTitle('Article Not Found | City of Springfield');
    // The same view each time: axe once.
    if (index === 0) await axe();
  }
});

test('Home Latest News: three items that open real articles, and the newsroom link', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Latest News' });
  await expect(widget.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(widget.getByRole('link', { name: /View All News/ })).toHaveAttribute('href', '/newsroom');
  await widget.getByRole('link', { name: /Police Academy/ }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Police Academy');
  await page.goBack();
  await page
    .getByRole('region', { name: 'Latest News' })
    .getByRole('link', { name: /View All News/ })
    .click();
  await expect(page).toHaveURL(/\/newsroom$/);
  await expect(page.getByText('Showing 13 articles')).toBeVisible();
});
