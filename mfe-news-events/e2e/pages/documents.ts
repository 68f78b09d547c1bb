import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A size as the pages state it (shared's formatFileSize, which a journey cannot import with the design system):
 * "1.4 KB" below 10, "12 KB" from 10.
 */
function shownSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  const tenths = Math.round(value * 10) / 10;
  return `${tenths < 10 ? tenths : Math.round(value)} ${unit}`;
}

/**
 * A document's Download is a link to a real PDF on the news remote's origin (its address matching `file`), and
 * `sizeShownIn` (the row around the link) states that file's real size.
 */
export async function expectPdf(
  page: Page,
  link: Locator,
  file: RegExp,
  sizeShownIn: Locator,
): Promise<void> {
  await expect(link).toHaveAttribute('download', '');
  await expect(link).toHaveAttribute('type', 'application/pdf');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https?:\/\/[^/]+\//);
  expect(href).toMatch(file);
  const response = await page.request.get(href!);
  expect(response.status(), href!).toBe(200);
  expect(response.headers()['content-type'], href!).toMatch(/^application\/pdf/);
  const body = await response.body();
  expect(body.subarray(0, 4).toString('latin1'), href!).toBe('%PDF');
  await expect(sizeShownIn).toContainText(`PDF, ${shownSize(body.length)}`);
}
