import { splitLocale } from '@springfield/shared/i18n';
import { SHELL_ORIGIN, expect, test } from '@springfield/shared/e2e';

// Starts at Home, follows every internal link of every page it reaches, and fails on any internal link that
// lands on a not-found view. Every page it reaches that is for search engines is in /sitemap.xml, and every
// address of the sitemap answers 200 (issue 28). It reads the pages as the server sends them (a link only script
// adds is a dead link to a browser without it): fetched, and read with the browser's own HTML parser, not each
// rendered and run in a tab, which took six minutes of CI for about 190 pages. Each route run in a browser, with
// no console error, is accessibility.spec.ts's, in each language and at both widths.
const NOT_FOUND_HEADINGS = /^(404:?\s*)?Oops! Page not found$|Not Found$/;
const MAX_PAGES = 200;

/** What the crawl reads in a page's HTML. */
interface PageFacts {
  noindex: boolean;
  canonical: string | null;
  heading: string;
  hrefs: string[];
}

test('every internal link opens a page without errors', async ({ page }) => {
  test.setTimeout(180_000);
  const origin = SHELL_ORIGIN;
  const queue: string[] = ['/'];
  const seen = new Set<string>(queue);
  const notFound: string[] = [];
  const failed: string[] = [];
  /** The files the pages link to (PDFs, calendars, feeds), by path. */
  const files = new Set<string>();
  let visited = 0;
  /** The pages for search engines it reached (200, not marked noindex), by path. */
  const indexable = new Set<string>();

  while (queue.length && visited < MAX_PAGES) {
    const path = queue.shift() as string;
    visited++;
    const response = await page.request.get(path);
    if (!response.ok()) failed.push(`${path} -> ${response.status()}`);
    // Where it ended (a redirect is followed): its links are relative to that address.
    const address = response.url();
    const facts: PageFacts = await page.evaluate(
      (html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        return {
          noindex: doc.querySelector('meta[name="robots"][content~="noindex"]') !== null,
          canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
          heading: (doc.querySelector('main h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
          hrefs: [...doc.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') as string),
        };
      },
      await response.text(),
    );
    // A page shown at two addresses names the one to index (its canonical link): that one is in the sitemap.
    if (response.status() === 200 && !facts.noindex) {
      indexable.add(new URL(facts.canonical ?? address, origin).pathname);
    }
    if (!facts.heading) failed.push(`${path} has no heading in its main content`);
    if (NOT_FOUND_HEADINGS.test(facts.heading)) notFound.push(`${path} -> "${facts.heading}"`);

    for (const href of facts.hrefs) {
      const url = new URL(href, address);
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
  expect(failed, 'internal links that do not open a page').toEqual([]);
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
  // Eight at a time, as a polite crawler asks: hundreds at once from one client is the flood the server's bounded
  // render queue answers 503 (server/src/ssr.ts).
  const answers: [string, number][] = [];
  for (let start = 0; start < listed.length; start += 8) {
    const batch = listed.slice(start, start + 8);
    answers.push(
      ...(await Promise.all(
        batch.map(async (loc): Promise<[string, number]> => [loc, (await page.request.get(loc)).status()]),
      )),
    );
  }
  expect(
    answers.filter(([, status]) => status !== 200),
    'sitemap addresses that do not answer 200',
  ).toEqual([]);
  expect(listed.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
