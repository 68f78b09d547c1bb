import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from '@springfield/shared/e2e';

/** The Pay Fines & Taxes page and its Complete Payment dialog. */
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

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Complete Payment' });
  }

  get payNowInDialog(): Locator {
    return this.dialog.getByRole('button', { name: /Pay Now|Processing/ });
  }

  async lookUp(): Promise<void> {
    await this.main.getByRole('button', { name: 'Look Up Citations' }).click();
    await expect(this.results).toBeVisible();
  }

  async payCitation(id: string): Promise<void> {
    await this.results.getByRole('button', { name: `Pay Now for citation ${id}` }).click();
    await expect(this.dialog).toBeVisible();
  }

  async payAll(): Promise<void> {
    await this.results.getByRole('button', { name: 'Pay All Citations' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async confirmWith(method: string): Promise<void> {
    await this.dialog.getByRole('radio', { name: method }).check();
    await this.payNowInDialog.click();
  }

  toast(title: string): Locator {
    return this.page
      .getByRole('region', { name: /notifications/i })
      .locator('[data-toast]')
      .filter({ hasText: title });
  }
}
