import { EARLY_RUNS, everyRunAtFirstPaint, expect, test } from '@springfield/shared/e2e';
import type { Locator } from '@playwright/test';
import { PaymentsPage } from './pages/payments-page';
import { ServiceRequestPage } from './pages/services-request';

// Issue 45: nothing typed at first paint is lost (the site's fields are listed in shell/e2e/early-typing.spec.ts).
// The area's fields, each typed into, chosen or ticked in the server's HTML with the shell's script held back,
// EARLY_RUNS (20) times: once the page has come alive the value is still there and in the form's state: the form
// renders again (a check, another field typed) without losing it, and what it then sends is what was typed. No
// journey here stores a request or a payment: each leaves one field for the form to refuse.

/** Fills a text box, or chooses a select's option. */
async function enter(control: Locator, value: string): Promise<void> {
  if ((await control.evaluate((node) => node.tagName)) === 'SELECT') await control.selectOption(value);
  else await control.fill(value);
}

async function expectValues(form: ServiceRequestPage, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await expect(form.field(label)).toHaveValue(value);
}

// Every service's form is one component: pothole-report's has each kind of field (a text box, a text area, a
// select) besides the one left empty.
const requests = [
  {
    slug: 'pothole-report',
    typed: (run: number) => ({
      Description: `A deep pothole in the right lane, about a foot wide (${run}).`,
      Severity: 'High',
      'Contact Information': `555-01${String(run).padStart(2, '0')}`,
    }),
    leftEmpty: 'Location',
  },
];

for (const request of requests) {
  test(`the service request form (${request.slug}) keeps every field filled at first paint`, async ({
    page,
  }) => {
    test.setTimeout(EARLY_RUNS * 8_000);
    const form = new ServiceRequestPage(page);
    await everyRunAtFirstPaint(
      page,
      `/services/${request.slug}`,
      async (run) => {
        for (const [label, value] of Object.entries(request.typed(run)))
          await enter(form.field(label), value);
      },
      async (run) => {
        await expectValues(form, request.typed(run));
        // The form's own check: only the field left empty is missing, and every other keeps its value.
        expect(await form.submit()).toBeNull();
        await form.expectMissing(request.leftEmpty);
        await expect(form.form.locator('[aria-invalid="true"]')).toHaveCount(1);
        await expectValues(form, request.typed(run));
      },
    );
  });
}

test('the request status lookup keeps the number typed at first paint and looks it up', async ({ page }) => {
  test.setTimeout(EARLY_RUNS * 6_000);
  const box = page.getByRole('textbox', { name: /^Request Number/ });
  await everyRunAtFirstPaint(
    page,
    '/services/requests',
    async (run) => box.fill(`9900${String(run).padStart(2, '0')}`),
    async (run) => {
      await expect(box).toHaveValue(`9900${String(run).padStart(2, '0')}`);
      await page.getByRole('button', { name: 'Check Status' }).click();
      await expect(page).toHaveURL(new RegExp(`9900${String(run).padStart(2, '0')}`));
    },
  );
});

test('the citation lookup keeps what was typed at first paint, and looks it up', async ({ page }) => {
  test.setTimeout(EARLY_RUNS * 6_000);
  const pay = new PaymentsPage(page);
  const citation = pay.main.getByLabel('Citation Number');
  const plate = pay.main.getByLabel('License Plate');
  await everyRunAtFirstPaint(
    page,
    '/pay-fines',
    async (run) => {
      await citation.fill(`TRF-2099-0000${String(run).padStart(2, '0')}`);
      await plate.fill('ABC1234');
    },
    async (run) => {
      // The form renders again as the last name is typed, from its state.
      await pay.main.getByLabel('Last Name').fill('Simpson');
      await expect(citation).toHaveValue(`TRF-2099-0000${String(run).padStart(2, '0')}`);
      await expect(plate).toHaveValue('ABC1234');
      await pay.lookUpButton.click();
      await expect(page).toHaveURL(
        `/pay-fines?citation=TRF-2099-0000${String(run).padStart(2, '0')}&plate=ABC1234&last-name=Simpson`,
      );
      await expect(page.getByRole('heading', { name: 'No Citations Found' })).toBeVisible();
    },
  );
});

test('the property tax lookup keeps the number typed and the year chosen at first paint', async ({
  page,
}) => {
  test.setTimeout(EARLY_RUNS * 6_000);
  const pay = new PaymentsPage(page);
  const property = pay.main.getByLabel('Property ID Number');
  const year = pay.main.getByLabel('Tax Year');
  let chosenYear = '';
  await everyRunAtFirstPaint(
    page,
    '/pay-fines?tab=property',
    async (run) => {
      await property.fill(`PR-${run}`);
      // The last of the years offered: not the one the page starts with.
      chosenYear = await year
        .locator('option')
        .last()
        .getAttribute('value')
        .then((value) => value ?? '');
      await year.selectOption(chosenYear);
    },
    async (run) => {
      // The form renders again as the owner is typed, from its state.
      await pay.main.getByLabel('Property Owner Name').fill('Simpson');
      await expect(property).toHaveValue(`PR-${run}`);
      await expect(year).toHaveValue(chosenYear);
    },
  );
});

test('the payment form keeps the method chosen and the card typed at first paint', async ({ page }) => {
  test.setTimeout(EARLY_RUNS * 6_000);
  const pay = new PaymentsPage(page);
  const debit = pay.paymentForm.getByRole('radio', { name: 'Debit Card' });
  const card = pay.paymentForm.getByLabel('Card Number');
  await everyRunAtFirstPaint(
    page,
    '/pay-fines/pay/traffic',
    async (run) => {
      await debit.check();
      // Too short a card number: the form refuses it, and no payment is made.
      await card.fill(`4242 ${run}`);
    },
    async (run) => {
      await expect(debit).toBeChecked();
      await expect(card).toHaveValue(`4242 ${run}`);
      // Pay Now waits for a method: the form's state has the one chosen.
      await pay.paymentForm.getByRole('button', { name: 'Pay Now' }).click();
      await expect(card).toHaveAttribute('aria-invalid', 'true');
      await expect(debit).toBeChecked();
      await expect(card).toHaveValue(`4242 ${run}`);
    },
  );
});
