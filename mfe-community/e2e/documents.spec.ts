import { expect, test } from '@springfield/shared/e2e';
import { programs } from './pages/content';
import { shownSize } from '@springfield/shared/e2e';

test('every program document link opens a real PDF in a new tab, at the size it states', async ({
  page,
  request,
}) => {
  await page.goto('/programs');
  const links = page.locator('main a[href^="/documents/"]');
  await expect(links.first()).toBeVisible();
  const found = await links.evaluateAll((all) =>
    all.map((a) => ({ href: a.getAttribute('href') as string, text: a.textContent as string })),
  );
  expect(found.length).toBe(programs.flatMap((program) => program.documents).length);
  for (const { href, text } of found) {
    // The site's origin answers with the community build's file (area.json `files`).
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString(), href).toBe('%PDF-');
    expect(text, href).toContain(`(PDF, ${shownSize(body.length)})`);
  }
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', /noopener/);
});
