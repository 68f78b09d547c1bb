import { expect, stopClock, test } from '@springfield/shared/e2e';
import { GovernmentPage } from './pages/government-page';

test('downloading a financial report shows Download Started, then Download Complete after 2 s', async ({
  page,
}) => {
  // The page's clock under the test's control: running while the dialog opens (its animation runs on timers),
  // then stopped, so the 2 s are the page's own, moved on by the test, whatever the machine's load.
  await page.clock.install();
  const government = new GovernmentPage(page);
  await government.open();
  const { dialog } = await government.openDialog('Access Records: Budget & Finances', 'Budget & Finances');
  await page.clock.pauseAt(Date.now() + 1000);
  await dialog.getByRole('button', { name: 'Download Q3 2024 Financial Report' }).click();
  const started = government.frame.toast('Download Started');
  await expect(started).toContainText('Q3 2024 Financial Report is being prepared for download.');
  const complete = government.frame.toast('Download Complete');
  await page.clock.runFor(1999);
  await expect(complete).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(complete).toContainText('Q3 2024 Financial Report has been downloaded successfully.');
  // Both toasts in order: started first.
  const titles = await government.frame.toaster.locator('[data-toast]').allInnerTexts();
  const startedIndex = titles.findIndex((t) => t.includes('Download Started'));
  const completeIndex = titles.findIndex((t) => t.includes('Download Complete'));
  expect(startedIndex).toBeGreaterThanOrEqual(0);
  expect(completeIndex).toBeGreaterThan(startedIndex);
});

test('a recent meeting document button downloads from the page', async ({ page }) => {
  await stopClock(page);
  const government = new GovernmentPage(page);
  await government.open();
  await government
    .section('Recent Meetings')
    .getByRole('button', { name: /Meeting Audio \(MP3\), City Council Regular Meeting/ })
    .click();
  await expect(government.frame.toast('Download Started')).toContainText(
    'City Council Regular Meeting Meeting Audio is being prepared for download.',
  );
  await page.clock.runFor(2000);
  await expect(government.frame.toast('Download Complete')).toBeVisible();
});

test('Submit New Request and Learn How to Apply show their info messages', async ({ page }) => {
  const government = new GovernmentPage(page);
  await government.open();
  const records = await government.openDialog('Access Records: Public Records', 'Public Records');
  await records.dialog.getByRole('button', { name: 'Submit New Request' }).click();
  await expect(government.frame.toast('Records Request')).toContainText(
    'Public records request forms are available at City Hall or online.',
  );
  await government.closeWithEscape(records.dialog, records.opener);
  const boards = await government.openDialog('Boards & Commissions', 'Boards & Commissions');
  await boards.dialog.getByRole('button', { name: 'Learn How to Apply' }).click();
  await expect(government.frame.toast('Application Process')).toContainText(
    'Application forms are available at City Hall or on the city website. Contact the City Clerk at clerk@springfield.gov for more information.',
  );
});
