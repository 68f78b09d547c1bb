import { readFile } from 'node:fs/promises';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
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

/**
 * Issue 45: a "Download" saves its file and leaves the visitor on the page, whichever origin the file is on (a
 * browser ignores `download` on another origin: the server sends a remote's PDF as an attachment). Clicks
 * `link`, waits for the download, checks its name (`filename`) and that the page's address has not changed
 * (no navigation to the file). Returns the saved file's first bytes, for the caller to check what it is.
 */
export async function expectDownloadStaysOnPage(
  page: Page,
  link: Locator,
  filename: string | RegExp,
): Promise<string> {
  const address = page.url();
  const left: string[] = [];
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) left.push(frame.url());
  };
  page.on('framenavigated', onNavigated);
  try {
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    if (typeof filename === 'string') expect(download.suggestedFilename()).toBe(filename);
    else expect(download.suggestedFilename()).toMatch(filename);
    const saved = await download.path();
    expect(await download.failure()).toBeNull();
    await expect(page).toHaveURL(address);
    expect(left, 'the page was left for the file').toEqual([]);
    return (await readFile(saved)).subarray(0, 16).toString('latin1');
  } finally {
    page.off('framenavigated', onNavigated);
  }
}
