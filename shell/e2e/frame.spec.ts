import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  openPage,
  test,
  SiteFrame,
} from '@springfield/shared/e2e';

/**
 * "Last updated: November 26, 2026": a shell page's footer says when the shell's content last changed, which
 * its build reads from git (the last commit that touched the package; build/webpack.cjs `contentDate`).
 */
function shellLastUpdated(): string {
  const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', '.'], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  }).trim();
  const long = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Last updated: ${long.format(new Date(`${date}T00:00:00Z`))}`;
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`the frame at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows every frame element and passes axe', async ({ page, axe }) => {
      await openPage(page, '/contact');
      const frame = new SiteFrame(page);
      await expect(page.getByRole('region', { name: 'Holiday notice' })).toContainText(
        'City offices will be closed December 25 and 26 for the holidays. Emergency services remain available 24/7.',
      );
      const quick = page.getByRole('navigation', { name: 'Quick links' });
      for (const label of ['Pay Bills', 'Report an Issue', 'Contact Us']) {
        await expect(quick.getByRole('link', { name: label })).toBeVisible();
      }
      await expect(quick).toContainText('Emergency: 911');
      await expect(quick).toContainText('Non-Emergency: (555) 123-4000');
      await expect(page.getByRole('banner').getByRole('link', { name: /City of Springfield/ })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('© 2024 City of Springfield. All rights reserved.');
      await expect(footer).toContainText(shellLastUpdated());
      await expect(footer).toContainText('info@springfield.gov');

      if (viewport === DESKTOP) {
        await expect(frame.mainNav().getByRole('link')).toHaveCount(6);
        await expect(page.getByRole('search', { name: 'Site search' })).toBeVisible();
        await expect(frame.menuButton).toBeHidden();
      } else {
        await expect(frame.menuButton).toBeVisible();
        await expect(page.getByRole('search', { name: 'Site search' })).toBeHidden();
        await frame.menuButton.click();
        await expect(frame.mainNav().getByRole('link')).toHaveCount(6);
        await expect(page.getByRole('search', { name: 'Site search (menu)' })).toBeVisible();
        await axe();
        await frame.menuButton.click();
      }
      await expectNoHorizontalScroll(page);
      await axe();
    });

    test('navigates with the main navigation and keeps the header on screen', async ({ page }) => {
      await openPage(page, '/contact');
      const frame = new SiteFrame(page);
      await frame.navigate('Home');
      await expect(page).toHaveURL('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the City of Springfield' }),
      ).toBeVisible();
      if (viewport === MOBILE) await expect(frame.mainNav()).toHaveCount(0);
      await page.mouse.wheel(0, 1500);
      await expect(
        page.getByRole('banner').getByRole('link', { name: /City of Springfield/ }),
      ).toBeInViewport();
    });
  });
}

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await openPage(page, '/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('the mobile menu opens, is followed and closes by keyboard alone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openPage(page, '/contact');
    const frame = new SiteFrame(page);
    await frame.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(frame.menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(frame.mainNav().getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(frame.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(frame.menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(frame.menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a focused element shows a visible focus ring', async ({ page }) => {
    await openPage(page, '/contact');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('solid 3px');
  });

  // That the header's search box opens the site search with the words typed (Enter) is search.spec.ts's first
  // journey ('searches from the header at 1280 px').
});

test('a path change scrolls back to the top', async ({ page }) => {
  await openPage(page, '/contact');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every page of the shell has its own title', async ({ page }) => {
  const titles = new Set<string>();
  for (const path of [
    '/',
    '/contact',
    '/accessibility',
    '/privacy',
    '/terms',
    '/language-access',
    '/nowhere',
  ]) {
    await openPage(page, path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(7);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`keyboard focus is never hidden under the sticky header at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    // Scrolling is smooth: a wheel's scroll still running when a key moves the focus would carry the focused
    // element on under the header, which is the wheel's doing, not the keyboard's. Each step waits until the
    // page has stopped scrolling (the same position over five frames) before it looks.
    const settled = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = -1;
            let same = 0;
            const frame = () => {
              same = window.scrollY === last ? same + 1 : 0;
              last = window.scrollY;
              if (same >= 5) resolve();
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
    await page.mouse.wheel(0, 3000);
    await settled();
    // Tab backwards from the footer through Home: every focused element stays below the header.
    await page.getByRole('contentinfo').getByRole('link').first().focus();
    await settled();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab');
      await settled();
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const header = document.querySelector('.sh-header');
              const focused = document.activeElement;
              if (!header || !focused || focused === document.body || header.contains(focused)) return false;
              return focused.getBoundingClientRect().top < header.getBoundingClientRect().bottom;
            }),
          { message: `focus hidden under the header after ${i + 1} Shift+Tab` },
        )
        .toBe(false);
    }
  });
}
