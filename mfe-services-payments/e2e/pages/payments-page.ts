import { expect, type Locator, type Page } from '@playwright/test';
import { openPage, SiteFrame } from '@springfield/shared/e2e';

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

  async confirmWith(method: string): Promise<void> {
    await this.dialog.getByRole('radio', { name: method }).check();
    await this.payNowInDialog.click();
  }

  toast(title: string): Locator {
    return new SiteFrame(this.page).toast(title);
  }
}
