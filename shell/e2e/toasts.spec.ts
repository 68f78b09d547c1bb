import { DESKTOP, MOBILE, expect, test, SiteFrame } from '@springfield/shared/e2e';

for (const viewport of [DESKTOP, MOBILE]) {
  test(`a toast raised inside a remote shows in the shell’s one toaster at ${viewport.width} px`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport);
    const frame = new SiteFrame(page);
    await page.goto('/government');
    await page
      .getByRole('region', { name: 'Recent Meetings' })
      .getByRole('button', { name: /Meeting Audio \(MP3\)/ })
      .first()
      .click();
    const toast = frame.toast('Download Started');
    await expect(toast).toBeVisible();
    // It is the shell's toaster (the frame's one notifications region), announced politely.
    await expect(page.getByRole('region', { name: /notifications/i })).toHaveCount(1);
    await expect(toast).toHaveAttribute('role', 'status');
    // The toaster itself; the page under it is checked without toasts elsewhere (a fixed toast that covers
    // part of a link would otherwise count against that link's target size).
    await axe('.sf-toaster');

    // F8 moves focus to it; Escape closes it.
    await page.keyboard.press('F8');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });
}

test('a toast can be swiped away and closes itself after a few seconds', async ({ page }) => {
  const frame = new SiteFrame(page);
  await page.goto('/government');
  const recent = page.getByRole('region', { name: 'Recent Meetings' });
  await recent
    .getByRole('button', { name: /Meeting Audio \(MP3\)/ })
    .first()
    .click();
  const started = frame.toast('Download Started');
  const box = await started.boundingBox();
  if (!box) throw new Error('the toast has no box');
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 240, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(started).toHaveCount(0);
  // Download Complete arrives 2 s later and leaves on its own.
  const complete = frame.toast('Download Complete');
  await expect(complete).toBeVisible({ timeout: 5000 });
  await page.mouse.move(0, 0);
  await expect(complete).toHaveCount(0, { timeout: 10_000 });
});
