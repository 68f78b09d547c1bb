// Issue 30, "catch what was missed": the site built in the pseudo-locale (build/pseudo-locale.cjs: the
// Spanish catalogues and content accented and 40 % longer), served on its own ports. Every Spanish page the
// sitemap lists, on a phone: no visible text outside a block marked lang="en" is English the site never
// translated (a word its English sources have and no Spanish source does), no text is cut off or overflows
// its box, and the page does not scroll sideways.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MOBILE, expect, test } from '@springfield/shared/e2e';

const require = createRequire(__filename);
const apps = require('../../tooling/apps.cjs');
const { siteVocabulary, wordsOf } = require('../../tooling/site-vocabulary.cjs');

const OFFSET = 100;
const origin = `http://localhost:${apps.shell.port + OFFSET}`;
const pseudoRoot = path.join(apps.root, '.pseudo-build');

let site: ChildProcess | undefined;
/** The pseudo site's sitemap, read once it answers (both languages' pages are listed in it). */
let sitemap = '';

test.use({ javaScriptEnabled: false });
// One worker, one build and one site for both languages' tests.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // SF_PSEUDO_REUSE=1 (by hand, while fixing what it found): the copy built last time, as it is.
  if (!process.env.SF_PSEUDO_REUSE) {
    const build = spawnSync(process.execPath, [path.join(apps.root, 'tooling', 'pseudo-build.mjs')], {
      stdio: 'inherit',
    });
    expect(build.status, 'the pseudo-locale build').toBe(0);
  }
  site = spawn(process.execPath, [path.join(pseudoRoot, 'tooling', 'start.mjs'), '--no-build'], {
    cwd: pseudoRoot,
    // Beside this run's own site, wherever SITE_PORT_OFFSET put it (origin above).
    env: { ...process.env, SITE_PORT_OFFSET: String(Number(process.env.SITE_PORT_OFFSET || 0) + OFFSET) },
    stdio: 'ignore',
  });
  // Until the site answers with its sitemap (every area's server module loaded). Read here, once: a second
  // request on the poll's kept-alive connection could meet the server closing it ("other side closed").
  await expect
    .poll(
      async () => {
        const response = await fetch(`${origin}/sitemap.xml`).catch(() => null);
        const text = response?.status === 200 ? await response.text() : '';
        // Every area's pages in it (an area whose module is not loaded yet is left out of an answer).
        const whole = ['/news', '/pay-fines', '/programs', '/government'].every((path) =>
          text.includes(`${origin}/es${path}<`),
        );
        if (whole) sitemap = text;
        return whole;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (!site || site.exitCode !== null) return;
  const exited = new Promise((resolve) => site?.once('exit', resolve));
  site.kill('SIGTERM');
  await exited;
});

/** What a page shows a visitor outside blocks marked as another language, and what does not fit. */
interface PageFindings {
  /** Visible texts (and accessible names) whose nearest lang is the page's. */
  texts: string[];
  /** Elements whose text is cut off (overflow hidden, ellipsis) or runs past the screen's edge. */
  overflowing: string[];
  scrollsSideways: boolean;
}

// Spanish in the pseudo-locale (accented and longer); Chinese as written (this build changes only Spanish).
for (const locale of ['es', 'zh-Hant'] as const) {
  test(`every ${locale} page the sitemap lists is translated and fits a phone`, async ({ page }) => {
    test.setTimeout(600_000);
    const { englishOnly } = siteVocabulary(locale);
    const pages = [
      ...new Set(
        [...sitemap.matchAll(new RegExp(`hreflang="${locale}" href="([^"]+)"`, 'g'))].map(
          (match) => new URL(match[1]).pathname,
        ),
      ),
    ];
    expect(pages.length, `${locale} pages in the sitemap`).toBeGreaterThan(10);
    await page.setViewportSize(MOBILE);
    const problems: string[] = [];
    for (const pathname of pages) {
      await page.goto(`${origin}${pathname}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const found: PageFindings = await page.evaluate((pageLang) => {
        const inPageLanguage = (element: Element | null) =>
          (element?.closest('[lang]')?.getAttribute('lang') ?? pageLang) === pageLang;
        const visible = (element: Element) =>
          element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
        const texts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent?.trim();
          if (!text || !parent || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName)) continue;
          if (!visible(parent) || !inPageLanguage(parent)) continue;
          texts.push(text);
        }
        // An accessible name cannot mark a part of it as another language: a Chinese name that includes a
        // record's English title ("下載 Code of Ethics") is as good as it gets, so names are checked in Spanish,
        // where every record is translated.
        const names =
          pageLang === 'es' ? '[aria-label], [alt], [title], [placeholder]' : '[alt], [placeholder]';
        for (const element of document.querySelectorAll(names)) {
          // What assistive technology does not read (a decorative icon) says nothing.
          if (!inPageLanguage(element) || element.closest('[aria-hidden="true"]')) continue;
          for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
            const value = element.getAttribute(name)?.trim();
            if (value) texts.push(value);
          }
        }
        const overflowing: string[] = [];
        for (const element of document.body.querySelectorAll('*')) {
          if (!element.textContent?.trim() || !visible(element)) continue;
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
          const cut = clips && element.scrollWidth > element.clientWidth + 1;
          const pastEdge = box.width > 0 && box.right > window.innerWidth + 1 && style.position !== 'fixed';
          // A skip link waits off screen until it is focused.
          if ((cut || pastEdge) && !element.closest('.sf-skip-link, .sf-visually-hidden')) {
            overflowing.push(
              `<${element.tagName.toLowerCase()} class="${element.className}">${element.textContent.trim().slice(0, 60)}`,
            );
          }
        }
        return {
          texts,
          overflowing,
          scrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
        };
      }, locale);
      for (const text of found.texts) {
        const english = (wordsOf(text) as string[]).filter((word) => englishOnly.has(word));
        if (english.length)
          problems.push(`${pathname}: English "${text.slice(0, 80)}" (${english.join(', ')})`);
      }
      for (const element of found.overflowing) problems.push(`${pathname}: text does not fit: ${element}`);
      if (found.scrollsSideways) problems.push(`${pathname}: the page scrolls sideways at 390 px`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
