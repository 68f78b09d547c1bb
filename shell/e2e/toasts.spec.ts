import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test, SiteFrame } from '@springfield/shared/e2e';

// The remote's toast here is Government's "Share Document": with the clipboard allowed it copies the page's
// address and says so ("Link Copied"); the toaster is the shell's.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Shares the budget document's page (Government's area) and returns its "Link Copied" toast. */
async function shareDocument(page: Page) {
  await page.getByRole('button', { name: 'Share Document' }).click();
  return new SiteFrame(page).toast('Link Copied');
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a toast raised inside a remote shows in the shell’s one toaster at ${viewport.width} px`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/government/budget/annual-budget-2025');
    const toast = await shareDocument(page);
    await expect(toast).toBeVisible();
    // F8 moves focus to it, which holds it on screen (it closes itself after a few seconds otherwise: a run
    // on a busy machine found it gone before the checks below were done).
    await page.keyboard.press('F8');
    await expect(toast).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    // It is the shell's toaster (the frame's one notifications region), announced politely.
    await expect(page.getByRole('region', { name: /notifications/i })).toHaveCount(1);
    await expect(toast).toHaveAttribute('role', 'status');
    // The toaster itself; the page under it is checked without toasts elsewhere (a fixed toast that covers
    // part of a link would otherwise count against that link's target size).
    await axe('.sf-toaster');

    // Escape closes it.
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });
}

test('a toast can be swiped away and closes itself after a few seconds', async ({ page }) => {
  await page.goto('/government/budget/annual-budget-2025');
  const swiped = await shareDocument(page);
  const box = await swiped.boundingBox();
  if (!box) throw new Error('the toast has no box');
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 240, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(swiped).toHaveCount(0);
  // A second share's toast, left alone with the pointer away from it, leaves on its own.
  const left = await shareDocument(page);
  await expect(left).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(left).toHaveCount(0, { timeout: 10_000 });
});
