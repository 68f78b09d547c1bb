import type { Page } from '@playwright/test';
import { expect, MOBILE, test, waitForHydration } from '@springfield/shared/e2e';

// The page arrives as HTML and is painted before its scripts load (start.js); a tap on one of its buttons in
// that time is kept and made once the page has come alive, not lost.
test('a button tapped before the page has come alive acts once it has', async ({ page }) => {
  const release = await holdBack(page, '**/main.js');
  await page.goto('/pay-fines');
  const propertyTaxes = page.getByRole('tab', { name: 'Property Taxes' });
  await propertyTaxes.click();
  await expect(page.locator('html[data-sf-ready]')).toHaveCount(0);
  await expect(propertyTaxes).toHaveAttribute('aria-selected', 'false');

  release();
  await waitForHydration(page);
  await expect(propertyTaxes).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Property Taxes' })).toBeVisible();
});

/** Holds back one file of the site until the returned function is called. */
async function holdBack(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Home hydrates at once and each widget when its code arrives. In between, React handles a tap on the rest of
// the page itself, and start.js keeps only a tap on a widget still waiting for its code. A phone's window as
// tall as Home's widgets: all of them in view, so the page is alive only once they are too.
test.describe('Home, while a widget’s code is still on its way', () => {
  test.use({ viewport: { width: MOBILE.width, height: 1800 } });

  test('a tap React has handled is not made a second time when the page comes alive', async ({ page }) => {
    const release = await holdBack(page, '**/__federation_expose_UpcomingEventsWidget.*.js');
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const navigation = page.getByRole('navigation', { name: 'Main (menu)' });
    await expect(navigation).toBeVisible();
    await expect(page.locator('html[data-sf-ready]')).toHaveCount(0);

    release();
    await waitForHydration(page);
    await expect(navigation).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tap on the waiting widget is made once its code has arrived', async ({ page }) => {
    const release = await holdBack(page, '**/__federation_expose_UpcomingEventsWidget.*.js');
    await page.goto('/');
    // React listens: the Menu is its button.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    const events = page.getByRole('region', { name: 'Upcoming Events' });
    await events.getByRole('button', { name: 'Pause slideshow' }).click();

    release();
    await waitForHydration(page);
    await expect(events.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

// A widget out of view (below the fold on a phone) is not downloaded until it comes into view or is reached;
// the page is alive without it, its server HTML is on screen, and a tap on it is made once it is alive too.
test.describe('Home on a phone, with a widget out of view', () => {
  test.use({ viewport: MOBILE });

  test('the widget loads only once it is reached, and a tap on it then is made once it is alive', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/CityInitiativesWidget\.[0-9a-f]+\.js$/.test(request.url())) asked.push(request.url());
    });
    const release = await holdBack(page, '**/__federation_expose_CityInitiativesWidget.*.js');
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(asked, 'the initiatives carousel’s code, out of view').toEqual([]);

    const initiatives = page.getByRole('region', { name: 'City Initiatives' });
    await initiatives.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect.poll(() => asked.length).toBe(1);
    release();
    await expect(initiatives.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});
