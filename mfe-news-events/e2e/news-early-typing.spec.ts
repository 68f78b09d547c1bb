import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '@springfield/shared/e2e';

/** Holds back the shell's script until the returned function is called: the page is the server's HTML. */
async function holdBack(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Issue 45: text typed into the Newsroom's search box at first paint, before the page's script has run, was
// erased when it ran (6 of 8 early typings lost). Twenty times, as a resident on a slow phone would.
test('text typed at first paint in the Newsroom’s search is still there, and searched, once the page is alive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (let run = 0; run < 20; run += 1) {
    const release = await holdBack(page, '**/main.js');
    // At first paint: the server's HTML is on screen, the script held back.
    await page.goto('/news', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search news articles' });
    await expect(box).toBeVisible();
    await box.fill('budget');
    release();
    await waitForHydration(page);
    await expect(box, `run ${run + 1}`).toHaveValue('budget');
    await expect(page).toHaveURL(/\/news\?q=budget$/);
    await expect(page.getByText(/^Showing \d+ articles?/)).not.toHaveText('Showing 13 articles');
    await page.unroute('**/main.js');
  }
});
