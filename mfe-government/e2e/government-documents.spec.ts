import {
  REMOTE_ORIGINS,
  DESKTOP,
  expect,
  expectNoHorizontalScroll,
  MOBILE,
  openPage,
  test,
  SiteFrame,
} from '@springfield/shared/e2e';
import { expectPdf } from './pages/documents';

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test(`the budget document reads well on ${label} and passes axe`, async ({ page, axe }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/government/budget/annual-budget-2025');
    const frame = new SiteFrame(page);
    await frame.expectHeading('Annual Budget 2025');
    await expect(page).toHaveTitle('Annual Budget 2025 | City of Springfield');
    const info = page.getByRole('region', { name: 'Document Information' });
    for (const text of ['Budget Documents', 'December 15, 2024', 'Finance Department']) {
      await expect(info.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(info.getByText(/^\d+(\.\d)? KB$/)).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(7);
    await expect(timeline.last()).toContainText('Budget takes effect');
    await expect(timeline.last()).toContainText('Upcoming');
    await expect(page.getByRole('heading', { name: 'Budget Overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Documents' }).getByRole('link')).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await axe();
  });
}

test('Download PDF is the document’s PDF at the size the page states; View Full Document and related documents work', async ({
  page,
}) => {
  await openPage(page, '/government/records/transparency-report-2024');
  const frame = new SiteFrame(page);
  await frame.expectHeading('Transparency Report 2024');
  const info = page.getByRole('region', { name: 'Document Information' });
  await expectPdf(page, info.getByRole('link', { name: 'Download PDF' }), info);
  await page.getByRole('link', { name: 'View Full Document' }).click();
  await expect(page).toHaveURL(/#document-content$/);
  await page
    .getByRole('region', { name: 'Related Documents' })
    .getByRole('link', { name: 'Annual Budget 2025' })
    .click();
  await frame.expectHeading('Annual Budget 2025');
  await page.getByRole('link', { name: /Back to Government/ }).click();
  await frame.expectHeading('Government');
});

test('the meeting minutes document has no timeline', async ({ page }) => {
  await openPage(page, '/government/meetings/city-council-minutes-2024-12-10');
  await new SiteFrame(page).expectHeading('City Council Meeting Minutes: December 10, 2024');
  await expect(page.getByRole('region', { name: 'Timeline' })).toHaveCount(0);
});

for (const path of [
  '/government/budget/%3Cscript%3E',
  '/government/abc/999',
  '/government/records/annual-budget-2025',
]) {
  test(`an unknown document (${path}) shows Document Not Found`, async ({ page, axe }) => {
    await openPage(page, path);
    const frame = new SiteFrame(page);
    await frame.expectHeading('Document Not Found');
    await expect(frame.main.getByText('The requested document could not be found.')).toBeVisible();
    await expect(frame.main.getByRole('link', { name: /Back to Government/ })).toHaveAttribute(
      'href',
      '/government',
    );
    await axe();
  });
}

const DIALOG_ADDRESSES: [string, string | RegExp][] = [
  ['/government/budget', 'Budget & Finances'],
  ['/government/meetings', 'Meeting Archives'],
  ['/government/records', 'Public Records'],
  ['/government/ethics', 'Ethics & Compliance'],
  ['/government/legislation', 'Public Records'],
  ['/government/legislation/ordinance-2024-45', /Ordinance 2024-45/],
];

for (const [path, dialog] of DIALOG_ADDRESSES) {
  test(`${path} opens the Government page with its dialog; closing it goes back to /government`, async ({
    page,
    axe,
  }) => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
    const opened = page.getByRole('dialog', { name: dialog });
    await expect(opened).toBeVisible();
    await axe('[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(page).toHaveURL(/\/government$/);
  });
}

for (const path of ['/government/x', '/government/legislation/no-such-item', '/government/a/b/c']) {
  test(`${path} is not a page: the site's 404`, async ({ page, axe }) => {
    await openPage(page, path);
    const frame = new SiteFrame(page);
    await frame.expectHeading(/Oops! Page not found/);
    await expect(frame.main.getByText('404', { exact: true })).toBeVisible();
    await expect(frame.main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Page not found | City of Springfield');
    await axe();
  });
}

test('the standalone host serves the Government page and a document', async ({ page }) => {
  await page.goto(`${REMOTE_ORIGINS.government}/government`);
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
  await page.goto(`${REMOTE_ORIGINS.government}/government/budget/annual-budget-2025`);
  await expect(page.getByRole('heading', { level: 1, name: 'Annual Budget 2025' })).toBeVisible();
  await page.goto(`${REMOTE_ORIGINS.government}/government/a/b/c`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
});
