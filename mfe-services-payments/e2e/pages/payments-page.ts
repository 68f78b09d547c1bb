import { expect, type Locator, type Page } from '@playwright/test';
import { openPage, SiteFrame } from '@springfield/shared/e2e';

/** The test processor's card that is accepted, and the one it declines (PAYMENT_PROCESSOR=test). */
export const TEST_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** The Pay Fines & Taxes page, its Complete Payment dialog, and a payment's own page. */
export class PaymentsPage {
  constructor(private readonly page: Page) {}

  async open(path = '/pay-fines'): Promise<void> {
    await openPage(this.page, path);
  }

  get main(): Locator {
    return this.page.locator('main');
  }

  get results(): Locator {
    return this.main.getByRole('region', { name: 'Citations Found' });
  }

  get lookUpButton(): Locator {
    return this.main.getByRole('button', { name: 'Look Up Citations' });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Complete Payment' });
  }

  get payNowInDialog(): Locator {
    return this.dialog.getByRole('button', { name: /Pay Now|Processing/ });
  }

  /** The payment form of a payment's own page (/pay-fines/pay/{item}). */
  get paymentForm(): Locator {
    return this.main.locator('form[method="post"]');
  }

  /** A citation's Pay Now: a link to the payment's address. */
  payCitationLink(id: string): Locator {
    return this.results.getByRole('link', { name: `Pay Now for citation ${id}` });
  }

  get payAllLink(): Locator {
    return this.results.getByRole('link', { name: 'Pay All Citations' });
  }

  quickPayLink(type: string): Locator {
    return this.main.getByRole('region', { name: 'Quick Pay Options' }).getByRole('link', {
      name: `Pay Now for ${type}`,
    });
  }

  /** The error summary of a page the server answered 422 (GOV.UK pattern). */
  get errorSummary(): Locator {
    return this.page.locator('[data-sf-error-summary]');
  }

  async lookUp(): Promise<void> {
    await this.lookUpButton.click();
    await expect(this.results).toBeVisible();
  }

  async payCitation(id: string): Promise<void> {
    await this.payCitationLink(id).click();
    await expect(this.dialog).toBeVisible();
  }

  async payAll(): Promise<void> {
    await this.payAllLink.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Chooses the method, types the test processor's card (the journeys' server uses it), and pays. */
  async confirmWith(method: string, card = TEST_CARD): Promise<void> {
    await this.dialog.getByRole('radio', { name: method }).check();
    await this.dialog.getByLabel('Card Number').fill(card);
    await this.payNowInDialog.click();
  }

  /** A payment's own page: the method and the card, then Pay Now. */
  async payOnPage(method: string, card = TEST_CARD): Promise<void> {
    await this.paymentForm.getByRole('radio', { name: method }).check();
    await this.paymentForm.getByLabel('Card Number').fill(card);
    await this.paymentForm.getByRole('button', { name: 'Pay Now' }).click();
  }

  toast(title: string): Locator {
    return new SiteFrame(this.page).toast(title);
  }
}
