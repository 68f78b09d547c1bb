import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectNoHorizontalScroll,
  isFormPost,
  MOBILE,
  openPage,
  REMOTE_ORIGINS,
  SHELL_ORIGIN,
  startSecondDeployment,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';
import { DECLINED_CARD, PaymentsPage, TEST_CARD } from './pages/payments-page';

// Pay Fines & Taxes (issue 29): lookups answered from the payments store, payments recorded with a receipt.
// The journeys that pay a citation, a bill or a fee run on a deployment of their own with a new store (the
// site's own store keeps what earlier runs paid, and the samples can be paid once); the others on the site.

/** A receipt number as the store gives them: 65 random bits (issue 43). */
const RECEIPT = /Receipt number: PAY-\d{4}-[0-9A-HJKMNP-TV-Z]{13}/;

/** A citation number no record has, looked up with a plate (a number alone shows nothing). */
const UNKNOWN_CITATION = 'TRF-2099-000001';
const UNKNOWN_LOOKUP = `/pay-fines?citation=${UNKNOWN_CITATION}&plate=ABC1234&last-name=`;

/** The TEST banner of every payments page with the test processor. */
const TEST_BANNER = 'Test mode: no money is moved. Use card 4242 4242 4242 4242.';

/** The results of a lookup that found nothing. */
const notFound = (page: Page, name = 'No Citations Found') =>
  page.locator('main').getByRole('region', { name });

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the page, a lookup that finds nothing, and a Quick Pay dialog', async ({ page, axe }) => {
      const pay = new PaymentsPage(page);
      await pay.open('/pay-fines');
      await expect(page).toHaveTitle('Pay Fines & Taxes | City of Springfield');
      await expect(pay.main.getByText(/processing fee of 2\.9%/)).toBeVisible();
      await expect(pay.results).toHaveCount(0);
      await expect(pay.main.getByText(/not available yet/)).toHaveCount(0);
      // The page as it first shows is the route sweep's; here, what a lookup and a dialog add.

      await expect(pay.main.getByText(TEST_BANNER)).toBeVisible();
      await pay.main.getByLabel('Citation Number').fill(UNKNOWN_CITATION);
      await pay.main.getByLabel('License Plate').fill('ABC1234');
      await pay.lookUpButton.click();
      await expect(page).toHaveURL(UNKNOWN_LOOKUP);
      const nothing = notFound(page);
      await expect(nothing).toContainText(`No citation has the number “${UNKNOWN_CITATION}”.`);
      await expect(nothing.getByRole('heading', { name: 'No Citations Found' })).toBeFocused();
      await expect(pay.main.getByLabel('Citation Number')).toHaveValue(UNKNOWN_CITATION);
      await expectNoHorizontalScroll(page);
      await axe();

      await waitForHydration(page);
      const quick = pay.quickPayLink('Property Tax');
      await quick.click();
      await expect(page).toHaveURL('/pay-fines/pay/property');
      await expect(pay.dialog.getByText('$2,521.05')).toBeVisible();
      await expect(pay.payNowInDialog).toBeDisabled();
      await axe('.ant-modal');
      await pay.dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(pay.dialog).toBeHidden();
      await expect(page).toHaveURL(UNKNOWN_LOOKUP);
      await expect(quick).toBeFocused();
    });
  });
}

test('keyboard only: a lookup takes focus to its answer, and a Quick Pay option is paid by keyboard', async ({
  page,
}) => {
  const pay = new PaymentsPage(page);
  await pay.open();
  await pay.main.getByLabel('Citation Number').focus();
  await page.keyboard.type(UNKNOWN_CITATION);
  await page.keyboard.press('Tab');
  await page.keyboard.type('ABC1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(UNKNOWN_LOOKUP);
  const heading = notFound(page).getByRole('heading', { name: 'No Citations Found' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await waitForHydration(page);
  await pay.quickPayLink('Traffic Citation').focus();
  await page.keyboard.press('Enter');
  await expect(pay.dialog).toBeVisible();
  await expect(page).toHaveURL('/pay-fines/pay/traffic');
  // Focus is in the dialog, not on the page under it.
  await expect
    .poll(() => pay.dialog.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  const credit = pay.dialog.getByRole('radio', { name: 'Credit Card' });
  await credit.focus();
  await page.keyboard.press('Space');
  await expect(credit).toBeChecked();
  await pay.dialog.getByLabel('Card Number').focus();
  await page.keyboard.type(TEST_CARD);
  await pay.payNowInDialog.focus();
  await page.keyboard.press('Enter');
  const toast = pay.toast('Payment Successful');
  await expect(toast).toContainText('Your payment of $128.63 has been processed successfully.');
  await expect(toast).toContainText(RECEIPT);
});

test('Property Taxes and Business Fees tabs: their fields, and lookups that find nothing', async ({
  page,
  axe,
}) => {
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
  await expect(page).toHaveURL(/\/pay-fines\?tab=property&property=&year=2024&owner=x+$/);
  const property = notFound(page, 'No Property Tax Bill Found');
  await expect(property).toContainText(
    "Enter the property ID number and the property owner's name to look up a tax bill.",
  );
  await expect(property.getByRole('heading')).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Property Taxes' })).toHaveAttribute('aria-selected', 'true');
  await expect(pay.main.getByLabel('Property Owner Name')).toHaveValue('x'.repeat(10_000));
  await expectNoHorizontalScroll(page);
  await axe();

  await waitForHydration(page);
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
  await pay.main.getByLabel('Business License Number').fill('BLN-2099-0001');
  await pay.main.getByLabel('Business Name').fill('<img src=x onerror=alert(1)> 🍕');
  await pay.main.getByRole('button', { name: 'Look Up Business Fees' }).click();
  const business = notFound(page, 'No Business Fees Found');
  await expect(business).toContainText(
    'No Business License fees were found for business license “BLN-2099-0001” and business name “<img src=x onerror=alert(1)> 🍕”.',
  );
  await expect(pay.main.getByLabel('Business Name')).toHaveValue('<img src=x onerror=alert(1)> 🍕');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
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

test("standalone host serves the payment page: its lookups need the site, Quick Pay loads the payment's page", async ({
  page,
}) => {
  await page.goto(`${REMOTE_ORIGINS.services_payments}/pay-fines`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay Fines & Taxes');
  await page.getByLabel('Citation Number').fill('TRF-2024-001234');
  await page.getByRole('button', { name: 'Look Up Citations' }).click();
  // The standalone host has no store: it says so rather than showing made-up citations.
  await expect(page.getByRole('region', { name: 'Lookup Not Available' })).toBeVisible();
  // Nor does it know the payment processor (the site's server does): Pay Now loads the payment's own page.
  await page.getByRole('link', { name: 'Pay Now for Traffic Citation' }).click();
  await expect(page).toHaveURL(`${REMOTE_ORIGINS.services_payments}/pay-fines/pay/traffic`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Payment');
});

test('the confirmation page of a Quick Pay payment', async ({ page, axe }) => {
  const pay = new PaymentsPage(page);
  await pay.open('/pay-fines/paid/business');
  await expect(pay.main.locator('h1')).toHaveText('Payment Successful');
  await expect(pay.main.getByText('Your payment of $180.08 has been processed successfully.')).toBeVisible();
  await axe();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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
    await property.getByLabel('Property ID Number').fill('999-999-999');
    await property.getByLabel('Tax Year').selectOption('2023');
    await property.getByLabel('Property Owner Name').fill('Ned Flanders');
    await property.getByRole('button', { name: 'Look Up Property Tax Bill' }).click();
    await expect(page).toHaveURL('/pay-fines?tab=property&property=999-999-999&year=2023&owner=Ned+Flanders');
    await expect(panelHeadings).toHaveText(['Property Taxes', 'Lookup & Pay', 'Business Fees']);
    await expect(property.getByRole('region', { name: 'No Property Tax Bill Found' })).toContainText(
      'No 2023 property tax bill was found for property ID “999-999-999” and owner “Ned Flanders”.',
    );
    await expect(property.getByLabel('Property Owner Name')).toHaveValue('Ned Flanders');
    await expect(property.getByLabel('Tax Year')).toHaveValue('2023');
    await expectNoHorizontalScroll(page);
  });

  test('Pay Now leads to the payment page: no method is a 422 with the error summary', async ({ page }) => {
    const pay = new PaymentsPage(page);
    await page.goto('/pay-fines');
    await pay.quickPayLink('Traffic Citation').click();
    await expect(page).toHaveURL('/pay-fines/pay/traffic');
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
      pay.paymentForm.getByText('Traffic Citation: Standard traffic violation fine'),
    ).toBeVisible();
    await expect(pay.paymentForm.getByText('$128.63')).toBeVisible();
  });

  test('a payment with a method lands on its confirmation with the total charged and its receipt', async ({
    page,
  }) => {
    const pay = new PaymentsPage(page);
    await page.goto('/pay-fines/pay/traffic');
    await expect(pay.paymentForm.getByText(TEST_BANNER)).toBeVisible();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/pay-fines/paid/traffic?receipt=PAY-')),
      pay.payOnPage('PayPal'),
    ]);
    expect(answer.status()).toBe(200);
    expect((await answer.request().redirectedFrom()?.response())?.status()).toBe(303);
    await expect(page).toHaveTitle('Payment Successful | City of Springfield');
    const panel = page
      .getByRole('status')
      .filter({ hasText: 'Your payment of $128.63 has been processed successfully.' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(RECEIPT);
    await expect(panel).toContainText('PayPal');
    await expect(page.getByText('TEST receipt: no money was moved.')).toBeVisible();
    // The receipt's address is its secret: kept by no cache, not indexed, sent to no other page.
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
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
  await page.goto('/pay-fines/pay/traffic');
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
  test(`a lookup made at first paint shows its answer (${run})`, async ({ page }) => {
    await page.goto('/pay-fines', { waitUntil: 'commit' });
    const pay = new PaymentsPage(page);
    await pay.main.getByLabel('Citation Number').fill(UNKNOWN_CITATION);
    await pay.main.getByLabel('License Plate').fill('ABC1234');
    await pay.lookUpButton.click();
    await expect(notFound(page)).toBeVisible();
    await expect(page).toHaveURL(UNKNOWN_LOOKUP);
  });

  test(`a payment made at first paint is processed, whether the page is alive yet or not (${run})`, async ({
    page,
  }) => {
    await page.goto('/pay-fines/pay/traffic', { waitUntil: 'commit' });
    const pay = new PaymentsPage(page);
    await pay.payOnPage('Debit Card');
    // The server's confirmation page (sent before the page came alive) or the spec's toast (after).
    await expect(
      page.getByText('Your payment of $128.63 has been processed successfully.').first(),
    ).toBeVisible();
  });
}

test.describe('with a store of its own', () => {
  // One deployment with a new store for these journeys, in turn: each pays records of its own.
  test.describe.configure({ mode: 'serial' });
  // Its own port: the shell's skew-languages journey has +40, and all packages' journeys run at once in CI.
  const port = Number(new URL(SHELL_ORIGIN).port) + 50;
  const origin = `http://localhost:${port}`;
  test.use({ baseURL: origin });
  let deployment: Awaited<ReturnType<typeof startSecondDeployment>> | undefined;

  test.beforeAll(async () => {
    // In this process, as the journeys' own server: the test processor.
    process.env.PAYMENT_PROCESSOR ??= 'test';
    // A deployment of its own starts its own embedded database and every area's backend: on a busy two-core
    // machine that once took longer than a test's 45 s.
    test.setTimeout(120_000);
    deployment = await startSecondDeployment({ shellPort: port, extra: [] });
  });

  test.afterAll(async () => {
    await deployment?.close();
  });

  const plateLookup = '/traffic-fines?citation=&plate=abc+1234&last-name=SIMPSON';

  test('a Quick Pay payment is recorded with a receipt, and marks no citation paid', async ({ page }) => {
    const pay = new PaymentsPage(page);
    await pay.open('/pay-fines');
    await pay.quickPayLink('Traffic Citation').click();
    await pay.confirmWith('Debit Card');
    await expect(pay.toast('Payment Successful')).toContainText(RECEIPT);
    await expect(pay.dialog).toBeHidden();
    await pay.main.getByLabel('License Plate').fill('ABC1234');
    await pay.main.getByLabel('Last Name').fill('Simpson');
    await pay.lookUp();
    await expect(pay.results.getByText('Outstanding')).toHaveCount(2);
    await expect(pay.results.getByRole('heading', { name: 'Citations Found' })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: MOBILE });

    test('look up by plate and last name, pay one citation, and see it Paid', async ({ page }) => {
      const pay = new PaymentsPage(page);
      await page.goto('/traffic-fines');
      await pay.main.getByLabel('License Plate').fill('abc 1234');
      await pay.main.getByLabel('Last Name').fill('SIMPSON');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('plate=')),
        pay.lookUpButton.click(),
      ]);
      expect(answer.request().method()).toBe('GET');
      expect(answer.status()).toBe(200);
      await expect(page).toHaveURL(plateLookup);
      await expect(pay.results.getByRole('heading', { level: 3 })).toHaveText([
        'TRF-2024-001234',
        'TRF-2024-005678',
      ]);
      await expect(pay.results.getByText('Outstanding')).toHaveCount(2);
      await expect(pay.results.getByText('$225.00')).toBeVisible();
      await expect(pay.payAllLink).toHaveAttribute(
        'href',
        '/pay-fines/pay/all?citation=&plate=abc+1234&last-name=SIMPSON',
      );
      await expectNoHorizontalScroll(page);

      await pay.payCitationLink('TRF-2024-001234').click();
      await expect(page).toHaveURL(
        '/pay-fines/pay/TRF-2024-001234?citation=&plate=abc+1234&last-name=SIMPSON',
      );
      await expect(
        pay.paymentForm.getByText('Citation TRF-2024-001234: Parking Violation - Expired Meter'),
      ).toBeVisible();
      await expect(pay.paymentForm.getByText('$77.18')).toBeVisible();
      await expect(pay.paymentForm.getByText(TEST_BANNER)).toBeVisible();
      // The declined card: 409, nothing paid, the method kept, the card not written back.
      const [declined] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        pay.payOnPage('Credit Card', DECLINED_CARD),
      ]);
      expect(declined.status()).toBe(409);
      await expect(pay.errorSummary).toContainText(
        'The card was declined: nothing was charged and nothing was paid. Try another card, or pay in person, by phone or by mail.',
      );
      await expect(pay.paymentForm.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
      await expect(pay.paymentForm.getByLabel('Card Number')).toHaveValue('');
      const [paid] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/pay-fines/paid/')),
        pay.payOnPage('Credit Card'),
      ]);
      expect((await paid.request().redirectedFrom()?.response())?.status()).toBe(303);
      await expect(page).toHaveURL(/\/pay-fines\/paid\/TRF-2024-001234\?receipt=PAY-\d{4}-[0-9A-Z]{13}$/);
      const panel = page.getByRole('status').filter({ hasText: 'Payment' });
      await expect(panel).toContainText('Your payment of $77.18 has been processed successfully.');
      await expect(panel).toContainText(RECEIPT);
      await expect(panel).toContainText('Citation TRF-2024-001234: Parking Violation - Expired Meter');

      // Looked up again: Paid, not payable, and only the other one is due.
      await page.goto(plateLookup);
      const first = pay.results.getByRole('listitem').filter({ hasText: 'TRF-2024-001234' });
      await expect(first.getByText('Paid', { exact: true })).toBeVisible();
      await expect(first.getByText(/^Paid on /)).toBeVisible();
      await expect(pay.payCitationLink('TRF-2024-001234')).toHaveCount(0);
      await expect(pay.payCitationLink('TRF-2024-005678')).toBeVisible();
      await expect(pay.results.getByText('Total Amount Due:')).toContainText('$150.00');

      // Its payment's page says it is paid, with no form; without the lookup it is not found at all.
      await page.goto('/pay-fines/pay/TRF-2024-001234?citation=&plate=abc+1234&last-name=SIMPSON');
      await expect(pay.main.getByRole('region', { name: 'Already Paid' })).toContainText(
        'Citation TRF-2024-001234 was paid on',
      );
      await expect(pay.paymentForm).toHaveCount(0);
      await page.goto('/pay-fines/pay/TRF-2024-005678');
      await expect(pay.main.getByRole('heading', { level: 1 })).toHaveText('Payment Not Found');
      // A real number with another plate finds nothing, as an unknown number.
      await page.goto('/pay-fines?citation=TRF-2024-005678&plate=XYZ9876&last-name=');
      await expect(notFound(page)).toContainText('No citation has the number “TRF-2024-005678”.');
      await page.goto('/pay-fines');
      await pay.main.getByLabel('Citation Number').fill(UNKNOWN_CITATION);
      await pay.main.getByLabel('License Plate').fill('ABC1234');
      await pay.lookUpButton.click();
      await expect(notFound(page)).toContainText(`No citation has the number “${UNKNOWN_CITATION}”.`);
      await expect(pay.main.getByLabel('Citation Number')).toHaveValue(UNKNOWN_CITATION);
    });

    test("Business Fees: look up a license's fee, pay it on its own page, and get its receipt", async ({
      page,
    }) => {
      const pay = new PaymentsPage(page);
      await page.goto('/pay-fines?tab=business');
      await pay.main.getByLabel('Business License Number').fill('bln-2024-0001');
      await pay.main.getByLabel('Business Name').fill('corner bakery');
      await pay.main.getByLabel('Fee Type').selectOption('Inspection Fee');
      await pay.main.getByRole('button', { name: 'Look Up Business Fees' }).click();
      const found = pay.main.getByRole('region', { name: 'Business Fees Found' });
      await expect(found.getByText('Food safety inspection, December 2024')).toBeVisible();
      await expect(found.getByText('$85.00').first()).toBeVisible();
      await found.getByRole('link', { name: 'Pay Now for the Inspection fee BF-2024-0102' }).click();
      await pay.payOnPage('Electronic Check (ACH)');
      const panel = page.getByRole('status').filter({ hasText: 'Payment' });
      await expect(panel).toContainText('Your payment of $87.47 has been processed successfully.');
      await expect(panel).toContainText(RECEIPT);
      await expect(panel).toContainText('Electronic Check (ACH)');
    });
  });

  test('look up by citation number, pay it in the dialog, see it Paid, and again after a new lookup', async ({
    page,
    axe,
  }) => {
    const pay = new PaymentsPage(page);
    await pay.open('/pay-fines');
    await pay.main.getByLabel('Citation Number').fill('trf 2024 005678');
    await pay.main.getByLabel('License Plate').fill('abc1234');
    await pay.main.getByLabel('License Plate').press('Enter');
    await expect(page).toHaveURL('/pay-fines?citation=trf+2024+005678&plate=abc1234&last-name=');
    await expect(pay.results.getByRole('heading', { name: 'Citations Found' })).toBeFocused();
    await expect(pay.results.getByRole('heading', { level: 3 })).toHaveText(['TRF-2024-005678']);
    await waitForHydration(page);
    await axe();

    await pay.payCitation('TRF-2024-005678');
    await expect(page).toHaveURL(
      '/pay-fines/pay/TRF-2024-005678?citation=trf+2024+005678&plate=abc1234&last-name=',
    );
    await expect(pay.results).toBeAttached();
    await expect(pay.dialog.getByText('$154.35')).toBeVisible();
    await expect(pay.dialog.getByText(TEST_BANNER)).toBeVisible();
    // The declined card first: said in the dialog, nothing paid, the method kept.
    await pay.confirmWith('Credit Card', DECLINED_CARD);
    await expect(pay.dialog.getByRole('alert')).toContainText('The card was declined: nothing was charged');
    await expect(pay.dialog.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    await expect(pay.toast('Payment Successful')).toHaveCount(0);
    await pay.confirmWith('Credit Card');
    await expect(pay.dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const toast = pay.toast('Payment Successful');
    await expect(toast).toContainText('Your payment of $154.35 has been processed successfully.');
    await expect(toast).toContainText(RECEIPT);
    await expect(pay.dialog).toBeHidden();
    await expect(page).toHaveURL('/pay-fines?citation=trf+2024+005678&plate=abc1234&last-name=');
    // Paid at once, its Pay Now gone, and focus on the results.
    await expect(pay.results.getByText('Paid', { exact: true })).toBeVisible();
    await expect(pay.payCitationLink('TRF-2024-005678')).toHaveCount(0);
    await expect(pay.results.getByRole('heading', { name: 'Citations Found' })).toBeFocused();

    // A new lookup reads the store: still Paid, with its day.
    await pay.lookUpButton.click();
    await expect(pay.results.getByText(/^Paid on /)).toBeVisible();
    await expect(pay.results.getByText('Nothing is due: every citation found is paid.')).toBeVisible();
  });

  test('paying what was paid meanwhile is refused, with the method kept', async ({ page, request }) => {
    const pay = new PaymentsPage(page);
    const address =
      '/pay-fines/pay/PT-2024-987654321-1?tab=property&property=987-654-321&year=2024&owner=Flanders';
    // Without the owner's name, or with another's, nothing is paid: the same answer as an unknown bill.
    for (const other of ['/pay-fines/pay/PT-2024-987654321-1', address.replace('Flanders', 'Simpson')]) {
      const refused = await request.post(other, {
        form: { method: 'credit', card: TEST_CARD },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(404);
    }
    await pay.open(address);
    await expect(pay.paymentForm.getByText('$2,037.42')).toBeVisible();
    // Paid elsewhere in the meantime (another tab, another person).
    const elsewhere = await request.post(address, {
      form: { method: 'credit', card: TEST_CARD },
      maxRedirects: 0,
    });
    expect(elsewhere.status()).toBe(303);
    await pay.payOnPage('PayPal');
    await expect(pay.errorSummary).toContainText(
      /The 2024 first half property tax of property 987-654-321 was already paid on .*: nothing was charged\./,
    );
    await expect(pay.paymentForm.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(pay.toast('Payment Successful')).toHaveCount(0);
    // Without script the same: 409, nothing charged.
    const again = await request.post(address, {
      form: { method: 'credit', card: TEST_CARD },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(409);
  });

  test('Property Taxes: look up a bill, pay all of it, and the results clear', async ({ page }) => {
    const pay = new PaymentsPage(page);
    await pay.open('/pay-bills?tab=property');
    await pay.main.getByLabel('Property ID Number').fill('123 456 789');
    await pay.main.getByLabel('Property Owner Name').fill('homer simpson');
    await pay.main.getByRole('button', { name: 'Look Up Property Tax Bill' }).click();
    const found = pay.main.getByRole('region', { name: 'Property Tax Bills Found' });
    await expect(found.getByRole('heading', { level: 3 })).toHaveText([
      '2024 Property Tax, First Half',
      '2024 Property Tax, Second Half',
    ]);
    await expect(found.getByText('Total Amount Due:')).toContainText('$4,900.00');
    await waitForHydration(page);
    await found.getByRole('link', { name: 'Pay All Bills' }).click();
    await expect(pay.dialog.getByText('All Property Tax Bills (2)')).toBeVisible();
    await expect(pay.dialog.getByText('$5,042.10')).toBeVisible();
    await pay.confirmWith('Electronic Check (ACH)');
    await expect(pay.toast('Payment Successful')).toContainText(
      'Your payment of $5,042.10 has been processed successfully.',
    );
    await expect(found).toHaveCount(0);
    await expect(page).toHaveURL('/pay-bills?tab=property');
    await expect(page.getByRole('tab', { name: 'Property Taxes' })).toBeFocused();

    await pay.main.getByLabel('Property ID Number').fill('123-456-789');
    await pay.main.getByLabel('Property Owner Name').fill('Simpson');
    await pay.main.getByRole('button', { name: 'Look Up Property Tax Bill' }).click();
    await expect(found.getByText('Paid', { exact: true })).toHaveCount(2);
    await expect(found.getByText('Nothing is due: every bill found is paid.')).toBeVisible();
  });
});

test.describe('without a payment processor (the production default)', () => {
  // A deployment of its own whose area's backend finds no PAYMENT_PROCESSOR.
  test.describe.configure({ mode: 'serial' });
  const port = Number(new URL(SHELL_ORIGIN).port) + 41;
  const origin = `http://localhost:${port}`;
  test.use({ baseURL: origin });
  let deployment: Awaited<ReturnType<typeof startSecondDeployment>> | undefined;
  let before: string | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    before = process.env.PAYMENT_PROCESSOR;
    delete process.env.PAYMENT_PROCESSOR;
    deployment = await startSecondDeployment({ shellPort: port, extra: [] });
  });

  test.afterAll(async () => {
    await deployment?.close();
    if (before !== undefined) process.env.PAYMENT_PROCESSOR = before;
  });

  const notice = (page: Page) =>
    page.locator('main').getByRole('region', { name: 'Online payment is not available right now' });

  for (const viewport of [DESKTOP, MOBILE]) {
    test(`what is owed shows, with no payment action and the ways to pay (${viewport.width}px)`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize(viewport);
      const pay = new PaymentsPage(page);
      await pay.open('/traffic-fines?citation=&plate=ABC1234&last-name=Simpson');
      await expect(pay.results.getByRole('heading', { level: 3 })).toHaveText([
        'TRF-2024-001234',
        'TRF-2024-005678',
      ]);
      await expect(notice(page)).toContainText(
        'You can still look up what you owe here, but no payment can be made on this site at the moment. Nothing will be charged.',
      );
      await expect(notice(page)).toContainText('In person: Springfield City Hall, 100 Main Street');
      await expect(notice(page).getByRole('link', { name: '(555) 123-4567' })).toBeVisible();
      await expect(notice(page)).toContainText('By mail: send a check payable to the City of Springfield');
      await expect(pay.main.getByRole('link', { name: /Pay Now|Pay All/ })).toHaveCount(0);
      await expect(pay.main.getByText(TEST_BANNER)).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await axe();
    });
  }

  test('a payment sent anyway is refused (503), never a receipt; its page shows the notice', async ({
    page,
    request,
  }) => {
    const address = '/pay-fines/pay/TRF-2024-001234?citation=&plate=ABC1234&last-name=Simpson';
    const refused = await request.post(address, {
      form: { method: 'credit', card: TEST_CARD },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(503);
    expect(await refused.text()).toContain('Online payment is not available right now: nothing was charged.');
    await page.goto(address);
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('main form[method="post"]')).toHaveCount(0);
    // Still outstanding.
    await page.goto('/traffic-fines?citation=&plate=ABC1234&last-name=Simpson');
    await expect(page.locator('main').getByText('Outstanding')).toHaveCount(2);
  });
});
