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

test('the 404 page in Spanish and Chinese is written in the language, unmarked, for no search engine', async ({
  page,
  request,
}) => {
  for (const [path, heading, title, site] of [
    [
      '/es/no-such-page',
      '¡Vaya! No encontramos la página',
      'Página no encontrada | Ciudad de Springfield',
      'Ciudad de Springfield',
    ],
    ['/zh-hant/no-such-page', '抱歉！找不到網頁', '找不到網頁 | Springfield 市', 'Springfield 市'],
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Its own address only: no other language's, no alternates.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}">`));
    expect(html).not.toContain('hreflang="x-default"');
    expect(html).toContain(`<meta property="og:site_name" content="${site}">`);
    expect(html).toContain(`<title>${title}</title>`);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(heading));
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  }
});
