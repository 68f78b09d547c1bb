import {
  DESKTOP,
  expect,
  expectNoHorizontalScroll,
  MOBILE,
  openPage,
  REMOTE_ORIGINS,
  test,
} from '@springfield/shared/e2e';
import { PaymentsPage } from './pages/payments-page';

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('look up and pay one citation', async ({ page, axe }) => {
      const pay = new PaymentsPage(page);
      await pay.open('/pay-fines');
      await expect(page).toHaveTitle('Pay Fines & Taxes | City of Springfield');
      await expect(pay.main.getByText(/processing fee of 2\.9%/)).toBeVisible();
      await expect(pay.results).toHaveCount(0);
      await axe();

      await pay.lookUp();
      await expect(pay.results.getByText('$75.00')).toBeVisible();
      await expect(pay.results.getByText('$150.00')).toBeVisible();
      await expect(pay.results.getByText('$225.00')).toBeVisible();
      await expectNoHorizontalScroll(page);

      await pay.payCitation('TRF-2024-005678');
      await expect(pay.dialog.getByText('$150.00')).toBeVisible();
      await expect(pay.dialog.getByText('$4.35')).toBeVisible();
      await expect(pay.dialog.getByText('$154.35')).toBeVisible();
      await expect(pay.payNowInDialog).toBeDisabled();
      await axe('.ant-modal');

      await pay.confirmWith('Credit Card');
      await expect(pay.payNowInDialog).toBeDisabled();
      await expect(pay.dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(pay.dialog).toBeVisible(); // cannot be closed while processing

      await expect(pay.toast('Payment Successful')).toContainText(
        'Your payment of $154.35 has been processed successfully.',
      );
      await expect(pay.dialog).toBeHidden();
      await expect(pay.results).toBeVisible(); // a single payment keeps the results
    });
  });
}

test('pay all citations, then the results clear', async ({ page }) => {
  const pay = new PaymentsPage(page);
  await pay.open('/traffic-fines');
  await pay.lookUp();
  await pay.payAll();
  await expect(pay.dialog.getByText('$225.00')).toBeVisible();
  await expect(pay.dialog.getByText('$6.53')).toBeVisible();
  await expect(pay.dialog.getByText('$231.53')).toBeVisible();
  await pay.confirmWith('PayPal');
  await expect(pay.toast('Payment Successful')).toContainText(
    'Your payment of $231.53 has been processed successfully.',
  );
  await expect(pay.dialog).toBeHidden();
  await expect(pay.results).toHaveCount(0);
});

test('Cancel closes the dialog without paying', async ({ page }) => {
  const pay = new PaymentsPage(page);
  await pay.open('/pay-bills');
  await pay.lookUp();
  await pay.payCitation('TRF-2024-001234');
  await pay.dialog.getByRole('radio', { name: 'Debit Card' }).check();
  await pay.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(pay.dialog).toBeHidden();
  await expect(pay.toast('Payment Successful')).toHaveCount(0);
  await pay.payCitation('TRF-2024-001234');
  await expect(pay.dialog.getByRole('radio', { name: 'Debit Card' })).not.toBeChecked();
});

test('quick pay opens the dialog for its amount', async ({ page }) => {
  const pay = new PaymentsPage(page);
  await pay.open();
  const quick = pay.main.getByRole('region', { name: 'Quick Pay Options' });
  await expect(quick.getByText('$2,450', { exact: true })).toBeVisible();
  await quick.getByRole('button', { name: 'Pay Now for Property Tax' }).click();
  await expect(pay.dialog.getByText('$2,521.05')).toBeVisible();
});

test('keyboard only: look up, pay by keyboard, toast', async ({ page }) => {
  const pay = new PaymentsPage(page);
  await pay.open();
  await pay.main.getByLabel('Citation Number').focus();
  await page.keyboard.type('TRF-2024-001234');
  await page.keyboard.press('Enter');
  await expect(pay.results.getByRole('heading', { name: 'Citations Found' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    pay.results.getByRole('button', { name: 'Pay Now for citation TRF-2024-001234' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pay.dialog).toBeVisible();
  const credit = pay.dialog.getByRole('radio', { name: 'Credit Card' });
  await credit.focus();
  await page.keyboard.press('Space');
  await expect(credit).toBeChecked();
  await pay.payNowInDialog.focus();
  await page.keyboard.press('Enter');
  await expect(pay.toast('Payment Successful')).toContainText('$77.18');
});

test('Property Taxes and Business Fees tabs', async ({ page, axe }) => {
  const pay = new PaymentsPage(page);
  await pay.open();
  const tab = page.getByRole('tab', { name: 'Lookup & Pay' });
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Property Taxes' })).toHaveAttribute('aria-selected', 'true');
  await expect(pay.main.getByLabel('Property ID Number')).toHaveAttribute('placeholder', 'e.g., 123-456-789');
  await expect(pay.main.getByLabel('Tax Year').locator('option')).toHaveText(['2024', '2023', '2022']);
  await pay.main.getByLabel('Property Owner Name').fill('x'.repeat(10_000));
  await pay.main.getByRole('button', { name: 'Look Up Property Tax Bill' }).click();
  await expect(pay.main.getByText(/Online property tax lookup is not available yet/)).toBeVisible();
  await expect(pay.main.getByLabel('Property Owner Name')).toHaveValue('x'.repeat(10_000));
  await expectNoHorizontalScroll(page);
  await axe();

  await page.getByRole('tab', { name: 'Business Fees' }).click();
  await expect(pay.main.getByLabel('Business License Number')).toHaveAttribute(
    'placeholder',
    'e.g., BLN-2024-001234',
  );
  await expect(pay.main.getByLabel('Fee Type').locator('option')).toHaveText([
    'Business License',
    'Building Permit',
    'License Renewal',
    'Inspection Fee',
  ]);
  await pay.main.getByLabel('Business Name').fill('<img src=x onerror=alert(1)> 🍕');
  await pay.main.getByRole('button', { name: 'Look Up Business Fees' }).click();
  await expect(pay.main.getByText(/Online business fee lookup is not available yet/)).toBeVisible();
  await expect(pay.main.getByLabel('Business Name')).toHaveValue('<img src=x onerror=alert(1)> 🍕');
  await axe();
});

test('Payment Information lists the four methods and fees', async ({ page }) => {
  await openPage(page, '/pay-fines');
  const info = page.getByRole('region', { name: 'Payment Information' });
  for (const text of [
    'Credit Card',
    '2.9% + $0.30',
    'Debit Card',
    '$2.95 flat fee',
    'Electronic Check (ACH)',
    '$1.50 flat fee',
    'PayPal',
    '3.5% + $0.49',
  ]) {
    await expect(info.getByText(text).first()).toBeVisible();
  }
});

test('standalone host serves the payment page', async ({ page }) => {
  await page.goto(`${REMOTE_ORIGINS.services_payments}/pay-fines`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay Fines & Taxes');
  await page.getByRole('button', { name: 'Look Up Citations' }).click();
  await expect(page.getByRole('region', { name: 'Citations Found' })).toBeVisible();
});
