import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import {
  MOBILE,
  SHELL_ORIGIN,
  expect,
  startSecondDeployment,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';

const require = createRequire(__filename);
const apps = require('@springfield/tooling/apps') as {
  root: string;
  shell: { port: number };
  remotes: { name: string; dir: string; port: number }[];
};

// Issue 14: every page arrives as HTML, rendered on the server through the same composition, and the browser
// hydrates it.

/** The main routes of the site with the h1 and the title each must arrive with. */
const ROUTES: [path: string, h1: string, title: string][] = [
  ['/', 'Welcome to the City of Springfield', 'City of Springfield | Official Website'],
  ['/news', 'Newsroom', 'Newsroom | City of Springfield'],
  [
    '/news/federal-grant-infrastructure',
    'Springfield Receives $500,000 Federal Grant for Infrastructure Improvements',
    'Springfield Receives $500,000 Federal Grant for Infrastructure Improvements | City of Springfield',
  ],
  ['/events', 'Events &amp; Meetings', 'Events &amp; Meetings | City of Springfield'],
  ['/events/1', 'City Council Regular Meeting', 'City Council Regular Meeting | City of Springfield'],
  ['/departments', 'Departments &amp; Services', 'Departments &amp; Services | City of Springfield'],
  ['/services/pothole-report', 'Report a Pothole', 'Report a Pothole | City of Springfield'],
  ['/pay-fines', 'Pay Fines &amp; Taxes', 'Pay Fines &amp; Taxes | City of Springfield'],
  ['/government', 'Government', 'Government | City of Springfield'],
  ['/programs', 'Programs &amp; Initiatives', 'Programs &amp; Initiatives | City of Springfield'],
  ['/volunteer', 'Volunteer Opportunities', 'Volunteer Opportunities | City of Springfield'],
  ['/feedback', 'Submit Feedback', 'Submit Feedback | City of Springfield'],
  ['/contact', 'Contact Us', 'Contact Us | City of Springfield'],
];

/** The text of the first h1 of an HTML document, without its tags. */
function h1Of(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1].replace(/<[^>]+>/g, '').trim();
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Fails the test on any hydration error or warning React prints. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (/hydrat|did not match|server rendered|server HTML/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('every main route arrives as HTML with its own title, h1 and head', async ({ request }) => {
  for (const [route, h1, title] of ROUTES) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(h1Of(html), route).toBe(h1);
    expect(titleOf(html), route).toBe(title);
    expect(html, route).toContain(`<link rel="canonical" href="${SHELL_ORIGIN}${route}">`);
    expect(html, route).not.toMatch(/needs JavaScript/i);
    expect(response.headers()['cache-control'], route).toContain('s-maxage=');
    expect(response.headers()['cache-control'], route).toContain('stale-while-revalidate=');
  }
});

test('an old address answers a permanent redirect', async ({ request }) => {
  for (const [from, to] of [
    ['/news/recruitment-drive', '/news/police-graduation'],
    ['/report-issue', '/feedback#feedback-form'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('every page carries Open Graph tags (articles and events their own picture and description)', async ({
  request,
}) => {
  const article = await (await request.get('/news/federal-grant-infrastructure')).text();
  expect(article).toContain('<meta property="og:type" content="article">');
  expect(article).toContain('<meta property="article:published_time" content="2024-12-18">');
  // Link previews take no SVG: the PNG the build draws beside the article's picture.
  expect(article).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\.png">/);
  expect(article).toMatch(/<meta name="description" content="A \$500,000 federal grant[^"]*">/);
  const event = await (await request.get('/events/1')).text();
  expect(event).toContain(
    '<meta property="og:title" content="City Council Regular Meeting | City of Springfield">',
  );
  expect(event).toContain(`<meta property="og:url" content="${SHELL_ORIGIN}/events/1">`);
  // Every other page has a card too, with its own title and the city's picture (a PNG the shell publishes).
  const contact = await (await request.get('/contact')).text();
  expect(contact).toContain('<meta property="og:type" content="website">');
  expect(contact).toContain(`<meta property="og:image" content="${SHELL_ORIGIN}/images/city-share.png">`);
  expect(contact).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect((await request.get('/images/city-share.png')).headers()['content-type']).toBe('image/png');
});

test('honest status codes: 404 with the page or the record’s own view, 200 for pages', async ({
  request,
}) => {
  for (const [route, status, h1] of [
    ['/no-such-page', 404, '404: Oops! Page not found'],
    ['/news/no-such-slug', 404, 'Article Not Found'],
    ['/events/999', 404, 'Event Not Found'],
    ['/programs/999', 404, 'Program Not Found'],
    ['/services/no-such-service', 404, 'Service Not Found'],
    ['/departments/no-such-department', 404, 'Department Not Found'],
    ['/government/records/no-such-document', 404, 'Document Not Found'],
    ['/faq/no-such-question', 404, '404: Oops! Page not found'],
    ['/government/meetings/city-council-minutes-2024-12-10', 200, undefined],
    ['/privacy', 200, 'Privacy Policy'],
  ] as const) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(status);
    if (h1) expect(h1Of(await response.text()), route).toBe(h1);
  }
});

for (const [route, h1] of ROUTES.map(([r, h]) => [r, h.replace('&amp;', '&')])) {
  test(`${route} hydrates without a mismatch and keeps the server’s elements`, async ({ page }) => {
    const problems = watchHydration(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('main h1');
      });
    });
    await page.setViewportSize(MOBILE);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    // Hydrated: the menu is the script's button, and the h1 is still the element the server sent.
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(
      await page.evaluate(() => {
        const { serverH1 } = window as unknown as { serverH1: Element | null };
        return serverH1 !== null && serverH1 === document.querySelector('main h1');
      }),
    ).toBe(true);
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Main (menu)' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a stylesheet the server wrote into the page is not fetched again while it hydrates', async ({
  page,
}) => {
  for (const route of ['/', '/news', '/government', '/programs']) {
    const fetched: string[] = [];
    const listen = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'stylesheet') fetched.push(request.url());
    };
    page.on('request', listen);
    await page.goto(route);
    await waitForHydration(page);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')),
    );
    page.off('request', listen);
    // The remote's own stylesheet is among them: its area's CSS, written in by the server.
    expect(inline.length, route).toBeGreaterThan(1);
    expect(
      fetched.filter((url) => inline.includes(url)),
      route,
    ).toEqual([]);
  }
});

test('/search?q=… arrives with its results and hydrates them, keeping the server’s list', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/search?q=pothole')).text();
  expect(html).toContain('href="/services/pothole-report"');
  expect(html).not.toContain('Searching…');
  const problems = watchHydration(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverList: Element | null }).serverList =
        document.querySelector('ol.sh-results__results');
    });
  });
  await page.goto('/search?q=pothole');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Report a Pothole' })).toBeVisible();
  await waitForHydration(page);
  expect(
    await page.evaluate(() => {
      const { serverList } = window as unknown as { serverList: Element | null };
      return serverList !== null && serverList === document.querySelector('ol.sh-results__results');
    }),
  ).toBe(true);
  // Alive after hydration: typing searches again.
  await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('recycling');
  await expect(page.getByRole('status').filter({ hasText: /for “recycling”/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('independent deploys at render time', () => {
  // One second deployment for both tests, which change its list in turn.
  test.describe.configure({ mode: 'serial' });
  const SHELL_PORT = apps.shell.port + 30;
  const V2_PORT = apps.shell.port + 31;
  const DOWN_PORT = apps.shell.port + 32; // nothing listens there
  const news = apps.remotes.find((remote) => remote.name === 'news_events')!;
  let v2Dir: string;
  let deployment: Awaited<ReturnType<typeof startSecondDeployment>>;
  let switchRemote: (file: string, name: string, manifest: string) => Promise<unknown>;

  test.beforeAll(async () => {
    // A deployment of its own starts its own embedded database and every area's backend: on a busy two-core
    // machine that once took longer than a test's 45 s.
    test.setTimeout(120_000);
    // A second build of the news remote, whose Newsroom heading says "Newsroom v2" on the server: a copy of
    // its build with its server module edited and renamed, as a new build would be.
    v2Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-v2-'));
    const dist = path.join(apps.root, news.dir, 'dist');
    fs.cpSync(dist, v2Dir, { recursive: true });
    const area = JSON.parse(fs.readFileSync(path.join(v2Dir, 'area.json'), 'utf8'));
    const code = fs.readFileSync(path.join(v2Dir, area.server), 'utf8');
    expect(code).toContain('"Newsroom"');
    const server = 'server/server.v2test0001.js';
    fs.writeFileSync(path.join(v2Dir, server), code.replaceAll('"Newsroom"', '"Newsroom v2"'));
    fs.writeFileSync(path.join(v2Dir, 'area.json'), JSON.stringify({ ...area, server }));
    deployment = await startSecondDeployment({
      shellPort: SHELL_PORT,
      extra: [{ port: V2_PORT, dir: v2Dir }],
    });
    ({ switchRemote } = await import('@springfield/server/switch-remote'));
  });

  test.afterAll(async () => {
    await deployment?.close();
    fs.rmSync(v2Dir, { recursive: true, force: true });
  });

  const shell = `http://localhost:${SHELL_PORT}`;

  test('switching a remote’s line changes its next render, with no restart', async ({ request }) => {
    const before = await request.get(`${shell}/news`);
    expect(h1Of(await before.text())).toBe('Newsroom');
    await switchRemote(deployment.remotesFile, 'news_events', `http://localhost:${V2_PORT}/mf-manifest.json`);
    const after = await request.get(`${shell}/news`);
    expect(after.status()).toBe(200);
    expect(h1Of(await after.text())).toBe('Newsroom v2');
    // The other areas are the same builds as before.
    expect(h1Of(await (await request.get(`${shell}/government`)).text())).toBe('Government');
  });

  test('a remote down at render time: its panel with 503 and Retry-After, the rest unaffected', async ({
    request,
    page,
  }) => {
    const list = JSON.parse(fs.readFileSync(deployment.remotesFile, 'utf8'));
    list.remotes.news_events.entry = `http://localhost:${DOWN_PORT}/mf-manifest.json`;
    fs.writeFileSync(deployment.remotesFile, JSON.stringify(list));

    const down = await request.get(`${shell}/news/federal-grant-infrastructure`);
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBe('30');
    expect(down.headers()['cache-control']).toBe('no-store');
    const html = await down.text();
    expect(h1Of(html)).toBe('This part of the site is temporarily unavailable');
    expect(html).toContain('News &amp; Events could not be loaded.');
    expect(titleOf(html)).toBe('Temporarily unavailable | City of Springfield');
    expect((await request.get(`${shell}/government`)).status()).toBe(200);
    const home = await request.get(`${shell}/`);
    expect(home.status()).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Latest News is temporarily unavailable');
    expect(homeHtml).toContain('City Initiatives');

    // In the browser the same panel hydrates, with its Retry.
    const problems = watchHydration(page);
    await page.goto(`${shell}/news/federal-grant-infrastructure`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This part of the site is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(page.locator('button#sf-menu-button')).toBeAttached();
    expect(problems).toEqual([]);
  });
});
