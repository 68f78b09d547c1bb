import {
  DESKTOP,
  expect,
  expectNoHorizontalScroll,
  MOBILE,
  openPage,
  REMOTE_ORIGINS,
  test,
  isFormPost,
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

      await expect(pay.payCitationLink('TRF-2024-005678')).toHaveAttribute(
        'href',
        '/pay-fines/pay/TRF-2024-005678',
      );
      await pay.payCitation('TRF-2024-005678');
      // The dialog has the payment's address; the page stays as it was under it.
      await expect(page).toHaveURL('/pay-fines/pay/TRF-2024-005678');
      await expect(pay.results).toBeAttached();
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
      await expect(page).toHaveURL('/pay-fines?citation=&plate=&last-name=');
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
  await expect(page).toHaveURL('/traffic-fines');
  // Focus goes to the selected tab, not the top of the page.
  await expect(page.getByRole('tab', { name: 'Lookup & Pay' })).toBeFocused();
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
  // Closing goes back to the page's address, and focus back to the button that opened the dialog.
  await expect(page).toHaveURL('/pay-bills?citation=&plate=&last-name=');
  await expect(pay.payCitationLink('TRF-2024-001234')).toBeFocused();
  await expect(pay.payCitationLink('TRF-2024-001234')).toBeInViewport();
  await pay.payCitation('TRF-2024-001234');
  await expect(pay.dialog.getByRole('radio', { name: 'Debit Card' })).not.toBeChecked();
});

test('quick pay opens the dialog for its amount', async ({ page }) => {
  const pay = new PaymentsPage(page);
  await pay.open();
  const quick = pay.main.getByRole('region', { name: 'Quick Pay Options' });
  await expect(quick.getByText('$2,450', { exact: true })).toBeVisible();
  await pay.quickPayLink('Property Tax').click();
  await expect(pay.dialog.getByText('$2,521.05')).toBeVisible();
  await expect(page).toHaveURL('/pay-fines/pay/property');
  await page.goBack();
  await expect(pay.dialog).toBeHidden();
  await expect(page).toHaveURL('/pay-fines');
});

test('keyboard only: look up, pay by keyboard, toast', async ({ page }) => {
  const pay = new PaymentsPage(page);
  await pay.open();
  await pay.main.getByLabel('Citation Number').focus();
  await page.keyboard.type('TRF-2024-001234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/pay-fines?citation=TRF-2024-001234&plate=&last-name=');
  await expect(pay.results.getByRole('heading', { name: 'Citations Found' })).toBeFocused();
  await expect(pay.results.getByRole('heading', { name: 'Citations Found' })).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(pay.payCitationLink('TRF-2024-001234')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pay.dialog).toBeVisible();
  await expect(page).toHaveURL('/pay-fines/pay/TRF-2024-001234');
  // Focus is in the dialog, not on the page under it.
  await expect
    .poll(() => pay.dialog.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
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
  await expect(page).toHaveURL(/\/pay-fines\?tab=property&property=&year=2024&owner=x+$/);
  await expect(pay.main.getByRole('button', { name: 'Look Up Property Tax Bill' })).toBeFocused();
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
  await page.getByRole('link', { name: 'Pay All Citations' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete Payment' })).toBeVisible();
});

test('a lookup is an address: the page opens with its results, and a payment opened there has its own page', async ({
  page,
  axe,
}) => {
  const pay = new PaymentsPage(page);
  await pay.open('/pay-fines?citation=TRF-2024-005678&plate=&last-name=');
  await expect(pay.results).toBeVisible();
  await expect(pay.main.getByLabel('Citation Number')).toHaveValue('TRF-2024-005678');
  // Not moved there: the page was opened, no lookup was made in it.
  await expect(pay.results.getByRole('heading', { name: 'Citations Found' })).not.toBeFocused();
  await pay.open('/pay-fines/pay/TRF-2024-005678');
  await expect(pay.main.locator('h1')).toHaveText('Complete Payment');
  await expect(
    pay.paymentForm.getByText('Citation TRF-2024-005678: Speeding - 15 mph over limit'),
  ).toBeVisible();
  await expect(pay.paymentForm.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await axe();
  await pay.paymentForm.getByRole('radio', { name: 'Electronic Check (ACH)' }).check();
  await pay.paymentForm.getByRole('button', { name: 'Pay Now' }).click();
  await expect(pay.paymentForm.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(pay.toast('Payment Successful')).toContainText(
    'Your payment of $154.35 has been processed successfully.',
  );
  await expect(page).toHaveURL('/pay-fines');
  const missing = await page.goto('/pay-fines/pay/TRF-0000');
  expect(missing?.status()).toBe(404);
  await expect(pay.main.locator('h1')).toHaveText('Payment Not Found');
});

test('the confirmation page of a payment', async ({ page, axe }) => {
  const pay = new PaymentsPage(page);
  await pay.open('/pay-fines/paid/business');
  await expect(pay.main.locator('h1')).toHaveText('Payment Successful');
  await expect(pay.main.getByText('Your payment of $180.08 has been processed successfully.')).toBeVisible();
  await axe();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the citation lookup is a GET form whose results the server renders at its address', async ({
    page,
  }) => {
    const pay = new PaymentsPage(page);
    await page.goto('/traffic-fines');
    await pay.main.getByLabel('License Plate').fill('ABC1234');
    await pay.main.getByLabel('Last Name').fill('Lopez');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('plate=')),
      pay.lookUpButton.click(),
    ]);
    expect(answer.request().method()).toBe('GET');
    expect(answer.status()).toBe(200);
    await expect(page).toHaveURL('/traffic-fines?citation=&plate=ABC1234&last-name=Lopez');
    await expect(pay.results.getByText('$225.00')).toBeVisible();
    await expect(pay.main.getByLabel('License Plate')).toHaveValue('ABC1234');
    await expect(pay.payAllLink).toHaveAttribute('href', '/pay-fines/pay/all');
  });

  test('Business Fees: its lookup address shows the note', async ({ page }) => {
    const pay = new PaymentsPage(page);
    await page.goto('/pay-fines?tab=business');
    await pay.main.getByLabel('Business Name').fill('Corner Bakery');
    await pay.main.getByLabel('Fee Type').selectOption('Inspection Fee');
    await pay.main.getByRole('button', { name: 'Look Up Business Fees' }).click();
    await expect(page).toHaveURL(
      '/pay-fines?tab=business&license=&business=Corner+Bakery&fee=Inspection+Fee',
    );
    await expect(pay.main.getByText(/Online business fee lookup is not available yet/)).toBeVisible();
    await expect(pay.main.getByLabel('Business Name')).toHaveValue('Corner Bakery');
    await expect(pay.main.getByLabel('Fee Type')).toHaveValue('Inspection Fee');
  });

  // Only script can switch a tab: without it the tab list goes and every panel shows under its tab's words.
  test('every way to pay shows, one under another, and a lookup opens on its own panel', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const pay = new PaymentsPage(page);
    await page.goto('/pay-fines');
    await expect(pay.main.getByRole('tablist')).toHaveCount(0);
    await expect(pay.main.getByRole('tab')).toHaveCount(0);
    // Each panel opens with its heading, in the tab list's order.
    const panels = pay.main.getByRole('tabpanel');
    const panelHeadings = panels.locator('> h2');
    await expect(panels).toHaveCount(3);
    await expect(panelHeadings).toHaveText(['Lookup & Pay', 'Property Taxes', 'Business Fees']);
    for (const name of ['Lookup & Pay', 'Property Taxes', 'Business Fees']) {
      const panel = pay.main.getByRole('tabpanel', { name });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(pay.quickPayLink('Traffic Citation')).toBeVisible();
    const property = pay.main.getByRole('tabpanel', { name: 'Property Taxes' });
    await expectNoHorizontalScroll(page);

    // The second panel's form works as the first's: its lookup's address opens with that panel first.
    await property.getByLabel('Tax Year').selectOption('2023');
    await property.getByLabel('Property Owner Name').fill('Ned Flanders');
    await property.getByRole('button', { name: 'Look Up Property Tax Bill' }).click();
    await expect(page).toHaveURL('/pay-fines?tab=property&property=&year=2023&owner=Ned+Flanders');
    await expect(panelHeadings).toHaveText(['Property Taxes', 'Lookup & Pay', 'Business Fees']);
    await expect(property.getByText(/Online property tax lookup is not available yet/)).toBeVisible();
    await expect(property.getByLabel('Property Owner Name')).toHaveValue('Ned Flanders');
    await expect(property.getByLabel('Tax Year')).toHaveValue('2023');
    await expectNoHorizontalScroll(page);
  });

  test('Pay Now leads to the payment page: no method is a 422 with the error summary', async ({ page }) => {
    const pay = new PaymentsPage(page);
    await page.goto('/pay-fines?citation=TRF-2024-001234');
    await pay.payCitationLink('TRF-2024-001234').click();
    await expect(page).toHaveURL('/pay-fines/pay/TRF-2024-001234');
    await expect(pay.main.locator('h1')).toHaveText('Complete Payment');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isFormPost(response.request())),
      pay.paymentForm.getByRole('button', { name: 'Pay Now' }).click(),
    ]);
    expect(answer.status()).toBe(422);
    await expect(page).toHaveTitle('Error: Complete Payment | City of Springfield');
    await expect(pay.errorSummary).toBeFocused();
    await expect(pay.errorSummary.getByRole('link', { name: 'Choose a payment method.' })).toHaveAttribute(
      'href',
      '#payment-method',
    );
    await expect(pay.paymentForm.getByRole('group', { name: 'Payment Method' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The payment is still the one chosen, at its amount.
    await expect(
      pay.paymentForm.getByText('Citation TRF-2024-001234: Parking Violation - Expired Meter'),
    ).toBeVisible();
    await expect(pay.paymentForm.getByText('$77.18')).toBeVisible();
  });

  test('a payment with a method lands on its confirmation with the total charged', async ({ page }) => {
    const pay = new PaymentsPage(page);
    await page.goto('/pay-fines');
    await pay.quickPayLink('Traffic Citation').click();
    await expect(page).toHaveURL('/pay-fines/pay/traffic');
    await pay.paymentForm.getByRole('radio', { name: 'PayPal' }).check();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/pay-fines/paid/traffic')),
      pay.paymentForm.getByRole('button', { name: 'Pay Now' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect((await answer.request().redirectedFrom()?.response())?.status()).toBe(303);
    await expect(page).toHaveTitle('Payment Successful | City of Springfield');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your payment of $128.63 has been processed successfully.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Pay Fines & Taxes' }).click();
    await expect(page).toHaveURL('/pay-fines');
  });
});

test('the error page of a payment without a method, as the server sends it (no script of the site)', async ({
  page,
  axe,
}) => {
  // The site's scripts do not load: the page stays the server's HTML, where axe can still run.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/pay-fines/pay/all');
  const pay = new PaymentsPage(page);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => isFormPost(response.request())),
    pay.paymentForm.getByRole('button', { name: 'Pay Now' }).click(),
  ]);
  expect(answer.status()).toBe(422);
  await expect(pay.errorSummary).toBeFocused();
  await axe();
});

for (const run of [1, 2, 3]) {
  test(`a lookup made at first paint shows the citations (${run})`, async ({ page }) => {
    await page.goto('/pay-fines', { waitUntil: 'commit' });
    const pay = new PaymentsPage(page);
    await pay.main.getByLabel('Citation Number').fill('TRF-2024-001234');
    await pay.lookUpButton.click();
    await expect(pay.results.getByText('$225.00')).toBeVisible();
    await expect(page).toHaveURL('/pay-fines?citation=TRF-2024-001234&plate=&last-name=');
  });

  test(`a payment made at first paint is processed, whether the page is alive yet or not (${run})`, async ({
    page,
  }) => {
    await page.goto('/pay-fines/pay/traffic', { waitUntil: 'commit' });
    const pay = new PaymentsPage(page);
    await pay.paymentForm.getByRole('radio', { name: 'Debit Card' }).check();
    await pay.paymentForm.getByRole('button', { name: 'Pay Now' }).click();
    // The server's confirmation page (sent before the page came alive) or the spec's toast (after).
    await expect(
      page.getByText('Your payment of $128.63 has been processed successfully.').first(),
    ).toBeVisible();
  });
}
