import {
  DESKTOP,
  MOBILE,
  advanceClock,
  expect,
  expectNoHorizontalScroll,
  stopClock,
  test,
  waitForWidget,
} from '@springfield/shared/e2e';
import { initiatives, program } from './pages/content';
import { InitiativesCarousel } from './pages/initiatives-carousel';

/** The slides' titles, in their order: each its program's. */
const TITLES = initiatives.map((slide) => program(slide.program).title);
const SLIDES = TITLES.length;

/** The rotation interval (INITIATIVES_AUTOPLAY_MS) and a time span longer than it. */
const ROTATE_MS = 4500;
const LONGER_THAN_ROTATION_MS = 5500;

/**
 * Opens Home. With `clock`, the page's clock is stopped first: the carousel rotates, and a slide finishes
 * moving, only when the test moves time on (`advanceClock`).
 */
async function openHome(
  page: import('@playwright/test').Page,
  { clock = false } = {},
): Promise<InitiativesCarousel> {
  if (clock) await stopClock(page);
  await page.goto('/');
  // Below the fold, the carousel's code loads once it is in view.
  await waitForWidget(page, 'CityInitiativesWidget');
  const carousel = new InitiativesCarousel(page);
  await expect(carousel.visibleSlide).toBeVisible();
  return carousel;
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`City Initiatives at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('shows one reachable slide, controls and the link to all programs, with no axe violation', async ({
      page,
      axe,
    }) => {
      const carousel = await openHome(page);
      await expect(
        carousel.section.getByRole('heading', { level: 2, name: 'City Initiatives' }),
      ).toBeVisible();
      await expect(carousel.section.getByRole('link', { name: 'View All Programs' })).toHaveAttribute(
        'href',
        '/programs',
      );
      await expect(carousel.visibleSlide).toHaveCount(1);
      await expect(carousel.button('Pause slideshow')).toBeVisible();
      await expect(carousel.button('Previous initiative')).toBeVisible();
      await expect(carousel.button('Next initiative')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await axe('.cm-initiatives');
    });
  });
}

test('rotates every 4.5 s, looping, and stops for hover', async ({ page }) => {
  const carousel = await openHome(page, { clock: true });
  await page.mouse.move(0, 0);
  await expect(carousel.status).toHaveText(`Slide 1 of ${SLIDES}: ${TITLES[0]}`);
  await advanceClock(page, ROTATE_MS);
  await expect(carousel.status).toHaveText(`Slide 2 of ${SLIDES}: ${TITLES[1]}`);
  await carousel.carousel.hover();
  // Stopped: the slide is announced again (a rotating carousel must not chatter).
  await expect(carousel.status).toHaveAttribute('aria-live', 'polite');
  const held = await carousel.status.textContent();
  await advanceClock(page, LONGER_THAN_ROTATION_MS);
  await expect(carousel.status).toHaveText(held ?? '');
  await page.mouse.move(0, 0);
  await expect(carousel.status).toHaveAttribute('aria-live', 'off');
  await advanceClock(page, ROTATE_MS);
  await expect(carousel.status).not.toHaveText(held ?? '');
  await expect(carousel.status).toHaveText(`Slide 3 of ${SLIDES}: ${TITLES[2]}`);
  await advanceClock(page, ROTATE_MS);
  await expect(carousel.status).toHaveText(`Slide 1 of ${SLIDES}: ${TITLES[0]}`);
});

test('Pause stops the rotation and Play resumes it', async ({ page }) => {
  const carousel = await openHome(page, { clock: true });
  await carousel.button('Pause slideshow').click();
  await page.mouse.move(0, 0);
  await expect(carousel.button('Play slideshow')).toBeVisible();
  const held = await carousel.status.textContent();
  await advanceClock(page, LONGER_THAN_ROTATION_MS);
  await expect(carousel.status).toHaveText(held ?? '');
  await carousel.button('Play slideshow').click();
  await page.mouse.move(0, 0);
  await expect(carousel.status).toHaveAttribute('aria-live', 'off');
  await advanceClock(page, ROTATE_MS);
  await expect(carousel.status).not.toHaveText(held ?? '');
});

test('arrow keys and buttons move between slides and loop', async ({ page }) => {
  // react-slick ignores a move while a slide is still animating: each move is let run to its end.
  const carousel = await openHome(page, { clock: true });
  await carousel.button('Pause slideshow').click();
  await expect(carousel.status).toHaveText(`Slide 1 of ${SLIDES}: ${TITLES[0]}`);
  await carousel.button('Previous initiative').click();
  await advanceClock(page, 0);
  await expect(carousel.status).toHaveText(`Slide ${SLIDES} of ${SLIDES}: ${TITLES[SLIDES - 1]}`);
  await carousel.button('Next initiative').focus();
  await page.keyboard.press('ArrowRight');
  await advanceClock(page, 0);
  await expect(carousel.status).toHaveText(`Slide 1 of ${SLIDES}: ${TITLES[0]}`);
  await page.keyboard.press('ArrowRight');
  await advanceClock(page, 0);
  await expect(carousel.status).toHaveText(`Slide 2 of ${SLIDES}: ${TITLES[1]}`);
  await expect(carousel.visibleSlide.getByRole('heading')).toHaveText(TITLES[1] ?? '');
});

test('tabbing reaches only the visible slide link, which opens its program', async ({ page }) => {
  const carousel = await openHome(page, { clock: true });
  await carousel.button('Pause slideshow').click();
  await carousel.button('Next initiative').click();
  await advanceClock(page, 0);
  await expect(carousel.status).toHaveText(`Slide 2 of ${SLIDES}: ${TITLES[1]}`);
  // From the Next button, Tab must land on the one visible Learn More link and then leave the carousel.
  await carousel.button('Next initiative').focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('href', `/programs/${initiatives[1]?.program}`);
  await page.keyboard.press('Tab');
  await expect(carousel.carousel.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toHaveText(TITLES[1] ?? '');
});

test('focus inside the carousel holds the rotation', async ({ page }) => {
  const carousel = await openHome(page, { clock: true });
  await carousel.button('Next initiative').focus();
  await page.mouse.move(0, 0);
  await expect(carousel.status).toHaveAttribute('aria-live', 'polite');
  const held = await carousel.status.textContent();
  await advanceClock(page, LONGER_THAN_ROTATION_MS);
  await expect(carousel.status).toHaveText(held ?? '');
});

test('a hidden tab holds the rotation', async ({ page }) => {
  const carousel = await openHome(page, { clock: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(carousel.status).toHaveAttribute('aria-live', 'polite');
  const held = await carousel.status.textContent();
  await advanceClock(page, LONGER_THAN_ROTATION_MS);
  await expect(carousel.status).toHaveText(held ?? '');
});
