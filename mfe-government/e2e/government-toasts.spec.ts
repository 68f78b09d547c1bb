import { expect, test } from '@springfield/shared/e2e';
import { GovernmentPage } from './pages/government-page';

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
