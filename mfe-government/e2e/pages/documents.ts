import { expect, type Locator, type Page } from '@playwright/test';

/** A size as the pages state it (shared's formatFileSize): "1.4 KB" below 10, "12 KB" from 10. */
function shownSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  const tenths = Math.round(value * 10) / 10;
  return `${tenths < 10 ? tenths : Math.round(value)} ${unit}`;
}

/**
 * A download link leads to a real PDF on the area's origin, and `sizeShownIn` (the row or card around the
 * link) states that file's size.
 */
export async function expectPdf(page: Page, link: Locator, sizeShownIn: Locator): Promise<void> {
  await expect(link).toHaveAttribute('download', '');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https?:\/\/[^/]+\/.*documents\/[a-z0-9-]+\.pdf$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(sizeShownIn).toContainText(shownSize(body.length));
}
