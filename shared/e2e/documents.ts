import { expect, type Locator, type Page } from '@playwright/test';
// The function the pages state sizes with: the journeys check the same words, not a copy of the rule.
import { formatFileSize } from '../src/contract/documents';

/** A size as the pages state it: "1.4 KB" below 10, "12 KB" from 10. */
export const shownSize = formatFileSize;

/**
 * A download link leads to a real PDF (its address equal to `address`, or matching it) that answers on its
 * origin, and `sizeShownIn` (the row, card or link that describes it) states that file's real size.
 */
export async function expectPdf(
  page: Page,
  link: Locator,
  address: string | RegExp,
  sizeShownIn: Locator,
): Promise<void> {
  await expect(link).toHaveAttribute('href', address);
  await expect(link).toHaveAttribute('download', '');
  const href = (await link.getAttribute('href'))!;
  // Relative to the page (the site's origin) or absolute (a remote's own).
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()['content-type'], href).toMatch(/^application\/pdf/);
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  await expect(sizeShownIn).toContainText(shownSize(body.length));
}
