import type { Locator, Page } from '@playwright/test';

/** An event's register page (/events/:id/register) and the inline form of its event page. */
export class EventRegisterPage {
  constructor(private readonly page: Page) {}

  /** The registration form's card (the same name on the register page and on the event page). */
  get form(): Locator {
    return this.page.getByRole('region', { name: 'Event Registration' });
  }

  get name(): Locator {
    return this.form.getByLabel(/Full Name/);
  }

  get email(): Locator {
    return this.form.getByLabel(/^Email/);
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label);
  }

  get errorSummary(): Locator {
    return this.page.locator('[data-sf-error-summary]');
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Submit Registration' }).click();
  }
}
