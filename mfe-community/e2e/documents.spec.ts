import { expect, test } from '@springfield/shared/e2e';

test('every program document link opens a real PDF in a new tab', async ({ page, request }) => {
  await page.goto('/programs');
  const links = page.locator('main a[href^="/documents/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') as string));
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  for (const href of new Set(hrefs)) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
  }
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', /noopener/);
});
