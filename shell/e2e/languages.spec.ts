import {
  DESKTOP,
  MOBILE,
  SHELL_ORIGIN,
  expect,
  expectNoHorizontalScroll,
  test,
} from '@springfield/shared/e2e';

// Issue 30: the site in residents' languages. The shell owns the language's segment (/es/…, /zh-hant/…), the
// picker and the frame's words; an area without a catalogue for the language shows its pages in English, marked
// as such, with a note in the page's language.

for (const viewport of [MOBILE, DESKTOP]) {
  test(`the picker leads to the same page in Spanish and Chinese, at ${viewport.width} px`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/events/1');
    const picker = page.getByRole('navigation', { name: 'Language' });
    await picker.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/events\/1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The frame speaks Spanish; the page's content is the area's, in English, said so and marked.
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
    await expect(page.getByRole('note')).toHaveText(
      'Esta página todavía no está disponible en español. Se muestra en inglés.',
    );
    await expect(page.locator('main [lang="en"] h1')).toHaveText('City Council Regular Meeting');
    await expect(
      page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Español' }),
    ).toHaveAttribute('aria-current', 'true');
    await axe();
    await expectNoHorizontalScroll(page);

    // A link inside the page keeps the language.
    await page.locator('main').getByRole('link', { name: 'Back to Events' }).click();
    await expect(page).toHaveURL(/\/es\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/zh-hant\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('note')).toHaveText('此頁面尚未提供中文版本，以下內容以英文顯示。');
    await axe();
    await expectNoHorizontalScroll(page);
  });
}

test('Home is written in each language, and tells search engines where the others are', async ({
  page,
  axe,
}) => {
  for (const [path, lang, h1] of [
    ['/es', 'es', 'Le damos la bienvenida a la Ciudad de Springfield'],
    ['/zh-hant', 'zh-Hant', '歡迎來到 Springfield 市'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHELL_ORIGIN}${path}`);
    for (const [hreflang, href] of [
      ['en', '/'],
      ['es', '/es'],
      ['zh-Hant', '/zh-hant'],
      ['x-default', '/'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        `${SHELL_ORIGIN}${href}`,
      );
    }
    await page.waitForLoadState('networkidle');
    await axe();
  }
  // The shell's information pages are written in each language too; other languages' names are marked.
  await page.goto('/es/language-access');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso a idiomas');
  await expect(page.locator('main [lang="zh-Hant"]')).toHaveText('繁體中文');
  await axe();
  // A page whose content is English only names its English address to index.
  await page.goto('/zh-hant/news');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHELL_ORIGIN}/news`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test('searching in Chinese keeps the language, the results marked as English', async ({ page, axe }) => {
  await page.goto('/zh-hant/search');
  const search = page.getByRole('search', { name: '搜尋本網站' }).last();
  await search.getByRole('searchbox', { name: '搜尋本網站' }).fill('pothole');
  await expect(page.getByRole('status').filter({ hasText: '「pothole」共有' })).toBeVisible();
  await expect(page).toHaveURL(/\/zh-hant\/search\?q=pothole$/);
  const results = page.getByRole('list', { name: '搜尋結果' });
  await expect(results.getByRole('listitem').first()).toHaveAttribute('lang', 'en');
  await axe();
  await results.getByRole('link', { name: 'Report a Pothole' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/services\/pothole-report$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the picker and the search box work in a language, as plain links and forms', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/pay-fines');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/pay-fines$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The menu without script is a link to itself; its search box sends the words to the Spanish search page.
    await page.getByRole('link', { name: 'Menú' }).click();
    const search = page.getByRole('search', { name: 'Búsqueda en el sitio (menú)' });
    await search.getByRole('searchbox', { name: 'Buscar en el sitio' }).fill('pothole');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/es\/search\?q=pothole$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
