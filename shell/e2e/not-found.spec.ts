import { DESKTOP, MOBILE, expect, expectNoHorizontalScroll, test } from '@springfield/shared/e2e';

for (const viewport of [DESKTOP, MOBILE]) {
  test(`unknown paths show the 404 page at ${viewport.width} px`, async ({ page, axe }) => {
    await page.setViewportSize(viewport);
    for (const path of [
      '/no-such-page',
      '/news/a/b/c/d',
      '/..%2F..%2Fetc%2Fpasswd',
      `/${'x'.repeat(2000)}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
    }
    await expectNoHorizontalScroll(page);
    await axe();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the City of Springfield' }),
    ).toBeVisible();
  });
}

test('the pages the frame links to exist', async ({ page, axe }) => {
  for (const [path, heading] of [
    ['/contact', 'Contact Us'],
    ['/accessibility', 'Accessibility Statement'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/language-access', 'Language Access'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await axe();
});
