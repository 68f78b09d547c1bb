import {
  advanceClock,
  expect,
  expectNoHorizontalScroll,
  MOBILE,
  stopClock,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';

const titles = [
  'City Council Regular Meeting',
  'Home Energy Efficiency Workshop',
  'Park Master Plan Community Open House',
];

/** The rotation interval (EVENTS_AUTOPLAY_MS, 4 s) and the slide's move; and a span longer than it. */
const AUTOPLAY_MS = 4050;
const LONGER_THAN_AUTOPLAY_MS = 5000;

function widget(page: import('@playwright/test').Page) {
  return page.getByRole('region', { name: 'Upcoming Events' });
}

/** The one slide a visitor can reach: its link's text. */
async function visibleTitle(page: import('@playwright/test').Page): Promise<string> {
  const links = widget(page).locator('.slick-slide:not([inert]) h3 a');
  await expect(links).toHaveCount(1);
  return (await links.textContent()) ?? '';
}

test('autoplays every 4 s, loops, and links to events 1-3', async ({ page, axe }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(widget(page).getByRole('link', { name: titles[0] })).toBeVisible();
  await expect(widget(page).getByRole('link', { name: /View All Events/ })).toHaveAttribute(
    'href',
    '/events',
  );
  await axe('.ne-upcoming-widget');
  // Again with the page's clock stopped (axe needs a running one): the slides move only when the test moves
  // time on.
  await stopClock(page);
  await page.reload();
  await waitForHydration(page);
  await expect(widget(page).getByRole('link', { name: titles[0] })).toBeVisible();
  await page.mouse.move(0, 0);
  await advanceClock(page, AUTOPLAY_MS);
  await expect.poll(() => visibleTitle(page)).toBe(titles[1]);
  await advanceClock(page, AUTOPLAY_MS);
  await expect.poll(() => visibleTitle(page)).toBe(titles[2]);
  await advanceClock(page, AUTOPLAY_MS);
  await expect.poll(() => visibleTitle(page)).toBe(titles[0]);
  await widget(page).getByRole('link', { name: titles[0] }).click();
  await expect(page).toHaveURL(/\/events\/1$/);
});

test('pauses on hover and with the Pause button', async ({ page }) => {
  await stopClock(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(widget(page).getByRole('link', { name: titles[0] })).toBeVisible();
  const status = widget(page).getByText(/^Slide \d of 3:/);
  await widget(page)
    .getByRole('group', { name: /^1 of 3:/ })
    .hover();
  // Paused: the slide is announced again (a moving carousel must not chatter).
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await advanceClock(page, LONGER_THAN_AUTOPLAY_MS);
  expect(await visibleTitle(page)).toBe(titles[0]);
  await page.mouse.move(0, 0);
  await expect(status).toHaveAttribute('aria-live', 'off');
  await widget(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await advanceClock(page, LONGER_THAN_AUTOPLAY_MS);
  expect(await visibleTitle(page)).toBe(titles[0]);
  await expect(widget(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('arrow keys and buttons move it; Tab never reaches a hidden slide', async ({ page, axe }) => {
  await page.goto('/');
  await waitForHydration(page);
  const next = widget(page).getByRole('button', { name: 'Next event' });
  await next.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => visibleTitle(page)).toBe(titles[1]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => visibleTitle(page)).toBe(titles[0]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => visibleTitle(page)).toBe(titles[2]);
  await next.click();
  await expect.poll(() => visibleTitle(page)).toBe(titles[0]);

  // Focus inside pauses autoplay; tab through the widget and never land in an inert slide.
  await widget(page).getByRole('button', { name: 'Pause slideshow' }).focus();
  const focusedLinks: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { inert: !!el?.closest('[inert], [aria-hidden="true"]'), text: el?.textContent ?? '' };
    });
    expect(info.inert).toBe(false);
    focusedLinks.push(info.text);
  }
  expect(focusedLinks.filter((text) => titles.includes(text))).toEqual([titles[0]]);
  await axe('.ne-upcoming-widget');
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('fits the screen', async ({ page, axe }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(widget(page).getByRole('link', { name: titles[0] })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe('.ne-upcoming-widget');
  });
});
