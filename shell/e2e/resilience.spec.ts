import {
  fetchRouted,
  expect,
  openPage,
  reachForPage,
  test,
  blockRemote,
  breakRemotePage,
  delayRemote,
  waitForHydration,
  type RemoteName,
  REMOTE_ORIGINS,
} from '@springfield/shared/e2e';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

/** One page of each area, reached from the main navigation, and one deeper page opened by its address. */
const AREAS: {
  remote: RemoteName;
  label: string;
  nav: string;
  heading: string;
  deeper: string;
}[] = [
  {
    remote: 'news_events',
    label: 'News & Events',
    nav: 'Newsroom',
    heading: 'Newsroom',
    deeper: '/news/federal-grant-infrastructure',
  },
  {
    remote: 'services_payments',
    label: 'Departments, Services & Payments',
    nav: 'Departments & Services',
    heading: 'Departments & Services',
    deeper: '/services/pothole-report',
  },
  {
    remote: 'government',
    label: 'Government',
    nav: 'Government',
    heading: 'Government',
    deeper: '/government/budget/annual-budget-2025',
  },
  {
    remote: 'community',
    label: 'Programs & Community',
    nav: 'Programs & Initiatives',
    heading: 'Programs & Initiatives',
    deeper: '/volunteer',
  },
];

test.describe('a remote that is down', () => {
  for (const down of AREAS) {
    test(`${down.remote}: its pages show the unavailable panel, the other areas work, and Retry restores it without a reload`, async ({
      page,
      axe,
    }) => {
      const unblock = await blockRemote(page, down.remote);
      await page.goto(down.deeper);
      // The server rendered the page; the browser fails to load its remote once the visitor reaches for it.
      await reachForPage(page);
      await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
      await expect(page.getByText(`${down.label} could not be loaded.`)).toBeVisible();
      await axe();
      // A click on a link before the page has hydrated is a plain link: a new page, not the app's navigation.
      await waitForHydration(page);

      // The frame and the other three areas still work, from the menu and by address.
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      for (const other of AREAS.filter((area) => area !== down)) {
        await mainNav.getByRole('link', { name: other.nav, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
        await page.goto(other.deeper);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toHaveCount(0);
        await waitForHydration(page);
      }

      // Back up: Retry brings the page without reloading the document.
      await mainNav.getByRole('link', { name: down.nav, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      await unblock();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: down.heading })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    });
  }

  test('a page opened while its remote is down comes back with Retry once the remote is up', async ({
    page,
  }) => {
    // The server rendered the page (its remote answered the server) and had the browser preload the remote's
    // files, which failed here: Retry loads the page again, the only way the browser asks for them afresh.
    const unblock = await blockRemote(page, 'services_payments');
    await page.goto('/services/pothole-report');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
    await unblock();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Report a Pothole' })).toBeVisible();
    await expect(page).toHaveURL(/\/services\/pothole-report$/);
  });

  test('Home keeps everything but the widgets of a remote that is down', async ({ page }) => {
    await blockRemote(page, 'news_events');
    await page.goto('/');
    await waitForHydration(page);
    // The events carousel in view loaded at once; the latest news, which does not move, when it is reached.
    await expect(
      page.getByRole('heading', { name: 'Upcoming Events is temporarily unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest News is temporarily unavailable' })).toHaveCount(
      0,
    );
    await page.locator('[data-widget-slot$="LatestNewsWidget"]').getByRole('link').first().focus();
    await expect(page.getByRole('heading', { name: 'Latest News is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'City Initiatives is temporarily unavailable' }),
    ).toHaveCount(0);
  });

  test('a Home widget comes back with its own Retry', async ({ page }) => {
    const unblock = await blockRemote(page, 'community');
    await page.goto('/');
    // Below the fold, the widget's code is asked for (and fails) once it is in view.
    await page.locator('[data-widget-slot$="CityInitiativesWidget"]').scrollIntoViewIfNeeded();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(
      page.getByRole('heading', { name: 'City Initiatives is temporarily unavailable' }),
    ).toBeVisible();
    await unblock();
    await retry.click();
    await expect(
      page.getByRole('heading', { name: 'City Initiatives is temporarily unavailable' }),
    ).toHaveCount(0);
  });
});

for (const slow of AREAS) {
  test(`${slow.remote}: with its files 5 s late, a loading state shows, then its page`, async ({ page }) => {
    await openPage(page, '/contact');
    await delayRemote(page, slow.remote, 5000);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: slow.nav, exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: slow.heading })).toBeVisible({
      timeout: 35_000,
    });
  });
}

test('a slow remote on a first visit: its page arrives rendered by the server, the script catches up', async ({
  page,
}) => {
  await delayRemote(page, 'community', 5000);
  await page.goto('/programs', { waitUntil: 'domcontentloaded' });
  // The page is in the HTML: no loading state while the remote's files are on their way.
  await expect(page.getByRole('heading', { level: 1, name: 'Programs & Initiatives' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0);
  // Once the visitor reaches for it and it has hydrated, the menu is a button.
  await reachForPage(page);
  await expect(page.locator('button#sf-menu-button')).toBeAttached({ timeout: 35_000 });
});

test('a page that throws shows the route error view inside the frame', async ({ page, axe }) => {
  await breakRemotePage(page, 'community', '/programs', 'Program data could not be read');
  await page.goto('/programs');
  await reachForPage(page);
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Program data could not be read')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await axe();
  // The rest of the site is unaffected.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newsroom' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
});

test('a remote entry changed on its CDN after the switch is refused by the browser: the area shows as unavailable', async ({
  page,
}) => {
  // The list line records the SHA-384 of the entry its team published; here the CDN answers one more byte.
  await page.route(`${REMOTE_ORIGINS.news_events}/remoteEntry.js`, async (route) => {
    const response = await fetchRouted(route);
    await route.fulfill({ response, body: `${await response.text()}\n;` });
  });
  await openPage(page, '/contact');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('link', { name: 'Newsroom', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByText('News & Events could not be loaded.')).toBeVisible();
  // The other areas' entries, unchanged, load as before.
  await mainNav.getByRole('link', { name: 'Government', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
});

test('a manifest naming another entry file changes nothing the browser loads: it loads the entry its list line pins (issue 43, finding 8)', async ({
  page,
}) => {
  // The CDN's manifest names a renamed entry (the same code and a byte more), which no list line pins.
  const renamed: string[] = [];
  let manifests = 0;
  await page.route(`${REMOTE_ORIGINS.news_events}/mf-manifest.json`, async (route) => {
    manifests += 1;
    const response = await fetchRouted(route);
    const manifest = await response.json();
    manifest.metaData.remoteEntry.name = 'renamed-entry.js';
    await route.fulfill({ response, json: manifest });
  });
  await page.route(`${REMOTE_ORIGINS.news_events}/renamed-entry.js`, async (route) => {
    renamed.push(route.request().url());
    const response = await page.request.get(`${REMOTE_ORIGINS.news_events}/remoteEntry.js`);
    await route.fulfill({ response, body: `${await response.text()}\n;` });
  });
  await openPage(page, '/contact');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Newsroom', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
  expect(manifests).toBeGreaterThan(0);
  expect(renamed).toEqual([]);
});
