import { expect, test, SiteFrame } from '@springfield/shared/e2e';

// The page arrives as HTML and is painted before its scripts load (start.js); a tap on one of its buttons in
// that time is kept and made once the page has come alive, not lost.
test('a button tapped before the page has come alive acts once it has', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  const frame = new SiteFrame(page);
  await page.goto('/government');
  const audio = page
    .getByRole('region', { name: 'Recent Meetings' })
    .getByRole('button', { name: /Meeting Audio \(MP3\)/ })
    .first();
  await audio.click();
  await expect(page.locator('html[data-sf-ready]')).toHaveCount(0);
  await expect(frame.toast('Download Started')).toHaveCount(0);

  release();
  await expect(frame.toast('Download Started')).toBeVisible();
  // Made once, not once per tap handler.
  await expect(frame.toast('Download Started')).toHaveCount(1);
});
