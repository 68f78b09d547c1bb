import { REMOTE_ORIGINS, expect, openPage, test, SiteFrame } from '@springfield/shared/e2e';
import { governmentDocuments, legislation, longDate, titleSlug } from './pages/content';
import { expectDownloadStaysOnPage, expectPdf } from '@springfield/shared/e2e';

/** A document the government build made, on its own origin. */
const GOVERNMENT_PDF = /^https?:\/\/[^/]+\/.*documents\/[a-z0-9-]+\.pdf$/;

/** The budget document (the one with a timeline, as the spec has it) and the others. */
const budgetDoc = governmentDocuments.find((doc) => doc.timeline)!;
const minutes = governmentDocuments.find((doc) => doc.category === 'Meeting Minutes')!;
const report = governmentDocuments.find((doc) => doc.category === 'Public Records')!;
const pathOf = (doc: (typeof governmentDocuments)[number]) => `/government/${doc.categorySlug}/${doc.slug}`;
const [item] = legislation;
const itemNumber = item.title.split(':')[0];

// axe and the width of the page, at 1280 and 390 px, are the route sweep's (shell/e2e/accessibility.spec.ts).
test('the budget document shows its information, its timeline and its related documents', async ({
  page,
}) => {
  await openPage(page, pathOf(budgetDoc));
  const frame = new SiteFrame(page);
  await frame.expectHeading(budgetDoc.title);
  await expect(page).toHaveTitle(`${budgetDoc.title} | City of Springfield`);
  const info = page.getByRole('region', { name: 'Document Information' });
  for (const text of [budgetDoc.category, longDate(budgetDoc.publishDate), budgetDoc.department]) {
    await expect(info.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(info.getByText(/^\d+(\.\d)? KB$/)).toBeVisible();
  // The spec's timeline: 7 entries, the last the budget taking effect, upcoming.
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(7);
  await expect(timeline.last()).toContainText('Budget takes effect');
  await expect(timeline.last()).toContainText('Upcoming');
  const [firstHeading] = /<h3>([^<]+)<\/h3>/.exec(budgetDoc.content)!.slice(1);
  await expect(page.getByRole('heading', { name: firstHeading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related Documents' }).getByRole('link')).toHaveCount(2);
});

test('Download PDF is the document’s PDF at the size the page states; View Full Document and related documents work', async ({
  page,
}) => {
  await openPage(page, pathOf(report));
  const frame = new SiteFrame(page);
  await frame.expectHeading(report.title);
  const info = page.getByRole('region', { name: 'Document Information' });
  await expectPdf(page, info.getByRole('link', { name: 'Download PDF' }), GOVERNMENT_PDF, info);
  // Issue 45: the PDF on the remote's origin is saved, and the visitor stays on the document's page.
  const saved = await expectDownloadStaysOnPage(
    page,
    info.getByRole('link', { name: 'Download PDF' }),
    /^[a-z0-9-]+\.pdf$/,
  );
  expect(saved.startsWith('%PDF-')).toBe(true);
  await expect(frame.toast('Download Started')).toContainText(
    `${report.title} is being prepared for download.`,
  );
  await page.getByRole('link', { name: 'View Full Document' }).click();
  await expect(page).toHaveURL(/#document-content$/);
  await page
    .getByRole('region', { name: 'Related Documents' })
    .getByRole('link', { name: budgetDoc.title })
    .click();
  await frame.expectHeading(budgetDoc.title);
  await page.getByRole('link', { name: /Back to Government/ }).click();
  await frame.expectHeading('Government');
});

test('the meeting minutes document has no timeline', async ({ page }) => {
  await openPage(page, pathOf(minutes));
  await new SiteFrame(page).expectHeading(minutes.title);
  await expect(page.getByRole('region', { name: 'Timeline' })).toHaveCount(0);
});

test('an unknown document shows Document Not Found, whatever its address', async ({ page, axe }) => {
  for (const path of [
    '/government/budget/%3Cscript%3E',
    '/government/abc/999',
    '/government/records/annual-budget-2025',
  ]) {
    await openPage(page, path);
    const frame = new SiteFrame(page);
    await frame.expectHeading('Document Not Found');
    await expect(frame.main.getByText('The requested document could not be found.')).toBeVisible();
    await expect(frame.main.getByRole('link', { name: /Back to Government/ })).toHaveAttribute(
      'href',
      '/government',
    );
  }
  // The same view at each address: checked once.
  await axe();
});

const DIALOG_ADDRESSES: [string, string | RegExp][] = [
  ['/government/budget', 'Budget & Finances'],
  ['/government/meetings', 'Meeting Archives'],
  ['/government/records', 'Public Records'],
  ['/government/ethics', 'Ethics & Compliance'],
  ['/government/legislation', 'Public Records'],
  [`/government/legislation/${titleSlug(itemNumber)}`, item.title],
];

test('each dialog’s address opens the Government page with its dialog; closing it goes back to /government', async ({
  page,
  axe,
}) => {
  for (const [index, [path, dialog]] of DIALOG_ADDRESSES.entries()) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Government' }), path).toBeVisible();
    const opened = page.getByRole('dialog', { name: dialog });
    await expect(opened, path).toBeVisible();
    // Drawn open by the server: axe once here; every dialog opened from its button is government-dialogs'.
    if (index === 0) await axe('[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(opened, path).toBeHidden();
    await expect(page, path).toHaveURL(/\/government$/);
  }
});

test("an address under /government that is no page is the site's 404", async ({ page }) => {
  // The 404 view itself, axe and all, is the route sweep's (/no-such-page).
  for (const path of ['/government/x', '/government/legislation/no-such-item', '/government/a/b/c']) {
    await openPage(page, path);
    const frame = new SiteFrame(page);
    await frame.expectHeading(/Oops! Page not found/);
    await expect(frame.main.getByText('404', { exact: true })).toBeVisible();
    await expect(frame.main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Page not found | City of Springfield');
  }
});

test('the standalone host serves the Government page and a document', async ({ page }) => {
  await page.goto(`${REMOTE_ORIGINS.government}/government`);
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
  await page.goto(`${REMOTE_ORIGINS.government}${pathOf(budgetDoc)}`);
  await expect(page.getByRole('heading', { level: 1, name: budgetDoc.title })).toBeVisible();
  await page.goto(`${REMOTE_ORIGINS.government}/government/a/b/c`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
});
