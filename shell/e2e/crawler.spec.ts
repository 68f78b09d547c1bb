import { splitLocale } from '@springfield/shared/i18n';
import { SHELL_ORIGIN, expect, test } from '@springfield/shared/e2e';

// Starts at Home, follows every internal link of every page it reaches, and fails on any uncaught exception,
// console error, or internal link that lands on a not-found view. Every page it reaches that is for search
// engines is in /sitemap.xml, and every address of the sitemap answers 200 (issue 28).
const NOT_FOUND_HEADINGS = /^(404:?\s*)?Oops! Page not found$|Not Found$/;
const MAX_PAGES = 200;

test('every internal link opens a page without errors', async ({ page }) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  const origin = SHELL_ORIGIN;
  const queue: string[] = ['/'];
  const seen = new Set<string>(queue);
  const notFound: string[] = [];
  /** The files the pages link to (PDFs, calendars, feeds), by path. */
  const files = new Set<string>();
  let visited = 0;
  /** The pages for search engines it reached (200, not marked noindex), by path. */
  const indexable = new Set<string>();

  while (queue.length && visited < MAX_PAGES) {
    const path = queue.shift() as string;
    visited++;
    const response = await page.goto(path);
    const noindex = await page.locator('meta[name="robots"][content~="noindex"]').count();
    // A page shown at two addresses names the one to index (its canonical link): that one is in the sitemap.
    const canonical = (await page.locator('link[rel="canonical"]').count())
      ? await page.locator('link[rel="canonical"]').getAttribute('href')
      : null;
    if (response?.status() === 200 && !noindex) indexable.add(new URL(canonical ?? path, origin).pathname);
    const heading = page.locator('main h1').first();
    await expect(heading).toBeVisible();
    // Widgets and remote pages may add links after the heading shows.
    await page.waitForLoadState('networkidle');
    const text = (await heading.innerText()).replace(/\s+/g, ' ').trim();
    if (NOT_FOUND_HEADINGS.test(text)) notFound.push(`${path} -> "${text}"`);

    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = `${url.pathname}${url.search}`;
      // The same pages in the site's other languages (the language picker's links) are languages.spec.ts's.
      if (splitLocale(url.pathname).locale !== 'en') continue;
      // A file (a PDF, a calendar, a feed) is fetched, not opened as a page: it must answer.
      if (/\.(pdf|ics|xml|zip|csv|json)$/i.test(url.pathname)) {
        files.add(url.pathname);
        continue;
      }
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  console.log(`crawled ${visited} pages, ${seen.size} internal links`);
  // Every link the site shows leads somewhere: a not-found view is a broken link.
  expect(notFound, 'internal links that land on a not-found view').toEqual([]);
  expect(errors).toEqual([]);
  // It reached every link it found (none left unvisited by the page limit).
  expect(queue, 'links left unvisited: raise MAX_PAGES').toEqual([]);
  // Every file a page links to is there.
  expect(files.size).toBeGreaterThan(0);
  const fileAnswers = await Promise.all(
    [...files].map(async (file) => [file, (await page.request.get(file)).status()] as const),
  );
  expect(
    fileAnswers.filter(([, status]) => status !== 200),
    'linked files that do not answer 200',
  ).toEqual([]);

  // The sitemap lists every page a visitor can reach that is for search engines, and only pages that answer.
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const listedPaths = new Set(listed.map((loc) => new URL(loc).pathname));
  expect(
    [...indexable].filter((path) => !listedPaths.has(path)),
    'reached but not in the sitemap',
  ).toEqual([]);
  const answers = await Promise.all(listed.map(async (loc) => [loc, (await page.request.get(loc)).status()]));
  expect(
    answers.filter(([, status]) => status !== 200),
    'sitemap addresses that do not answer 200',
  ).toEqual([]);
  expect(listed.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
