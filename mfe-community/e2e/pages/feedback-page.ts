import type { Locator, Page } from '@playwright/test';

/** /feedback as a visitor uses it. */
export class FeedbackPage {
  constructor(private readonly page: Page) {}

  get form(): Locator {
    return this.page.locator('form#feedback-form');
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label);
  }

  get anonymous(): Locator {
    return this.form.getByRole('checkbox', { name: 'Submit anonymously' });
  }

  get followUp(): Locator {
    return this.form.getByRole('checkbox', { name: 'I would like a follow-up response' });
  }

  /** The GOV.UK error summary a page sent after an invalid submission shows above the fields. */
  get errorSummary(): Locator {
    return this.form.locator('[data-sf-error-summary]');
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Submit Feedback' }).click();
  }
}
