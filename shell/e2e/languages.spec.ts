import {
  DESKTOP,
  MOBILE,
  SHELL_ORIGIN,
  expect,
  expectNoHorizontalScroll,
  test,
} from '@springfield/shared/e2e';

// Issue 30: the site in residents' languages. The shell owns the language's segment (/es/…, /zh-hant/…), the
// picker and the frame's words; each area its pages' words; a record not translated into the page's language is
// shown in English, marked as such, with a note in the page's language.

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
    // The frame and the page speak Spanish: the area's words and its record's.
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
    await expect(page.locator('main h1')).toHaveText('Sesión ordinaria del Concejo Municipal');
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Español' }),
    ).toHaveAttribute('aria-current', 'true');
    await axe();
    await expectNoHorizontalScroll(page);

    // A link inside the page keeps the language.
    await page.locator('main').getByRole('link', { name: 'Volver a Eventos' }).click();
    await expect(page).toHaveURL(/\/es\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: '繁體中文' }).click();
    await expect(page).toHaveURL(/\/zh-hant\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.locator('main h1')).toHaveText('活動與會議');
    await axe();
    await expectNoHorizontalScroll(page);

    // A record with no Chinese translation (a news article): in English, marked, after a note in Chinese.
    await page.goto('/zh-hant/news/federal-grant-infrastructure');
    await expect(page.getByRole('note').first()).toHaveText('此頁面尚未提供中文版本，以下內容以英文顯示。');
    await expect(page.locator('main [lang="en"] h1')).toHaveText(
      'Springfield Receives $500,000 Federal Grant for Infrastructure Improvements',
    );
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
  // A page whose content is English only (the design-system catalogue) names its English address to index.
  await page.goto('/zh-hant/design-system');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SHELL_ORIGIN}/design-system`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // An article translated into Spanish but not yet Chinese: its Chinese address names the English one to index,
  // and its alternates are the languages the article is written in.
  const article = '/news/federal-grant-infrastructure';
  await page.goto(`/zh-hant${article}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHELL_ORIGIN}${article}`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    `${SHELL_ORIGIN}/es${article}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant"]')).toHaveCount(0);
});

test('searching in Chinese finds Chinese words and keeps the language; English records are marked', async ({
  page,
  axe,
}) => {
  await page.goto('/zh-hant/search');
  const search = page.getByRole('search', { name: '搜尋本網站' }).last();
  const results = page.getByRole('list', { name: '搜尋結果' });
  // A record written in English (an article), found by an English word: marked as English.
  await search.getByRole('searchbox', { name: '搜尋本網站' }).fill('grant');
  await expect(page.getByRole('status').filter({ hasText: '「grant」共有' })).toBeVisible();
  await expect(results.getByRole('listitem').first()).toHaveAttribute('lang', 'en');
  // A word inside a Chinese title (坑洞 in 通報路面坑洞): Chinese is split into words.
  await search.getByRole('searchbox', { name: '搜尋本網站' }).fill('坑洞');
  await expect(page.getByRole('status').filter({ hasText: '「坑洞」共有' })).toBeVisible();
  await expect(page).toHaveURL(/\/zh-hant\/search\?q=%E5%9D%91%E6%B4%9E$/);
  await expect(results.getByRole('listitem').first()).not.toHaveAttribute('lang');
  await axe();
  await results.getByRole('link', { name: '通報路面坑洞' }).click();
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
