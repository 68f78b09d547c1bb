import { expect, type Locator, type Page } from '@playwright/test';
import { openPage, SiteFrame } from '@springfield/shared/e2e';

/** The spec's words for a complete request: the success toast's, and the confirmation page's. */
export const REQUEST_RECEIVED = 'Form submitted successfully! You will receive a confirmation email shortly.';
export const REQUEST_SUBMITTED_TITLE = 'Request Submitted';

/** A service request page: its form, its inline errors, its error summary and the toast it raises. */
export class ServiceRequestPage {
  constructor(private readonly page: Page) {}

  async open(slug: string): Promise<void> {
    await openPage(this.page, `/services/${slug}`);
  }

  get form(): Locator {
    return this.page.locator('main form');
  }

  get submitButton(): Locator {
    return this.form.getByRole('button', { name: 'Submit Request' });
  }

  /** The error summary of a page the server answered 422 (GOV.UK pattern). */
  get errorSummary(): Locator {
    return this.page.locator('[data-sf-error-summary]');
  }

  /** A control by its visible label (the required marker is hidden from the accessible name). */
  field(label: string): Locator {
    return this.form.getByLabel(new RegExp(`^${label}( \\*)?( \\(required\\))?$`));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      const control = this.field(label);
      const tag = await control.evaluate((node) => node.tagName);
      if (tag === 'SELECT') await control.selectOption(value);
      else await control.fill(value);
    }
  }

  /** The success toast (the spec's alert before). */
  get successToast(): Locator {
    return new SiteFrame(this.page).toast(REQUEST_SUBMITTED_TITLE);
  }

  /**
   * Submits and returns the text of the success toast, or null when the form answered with inline errors
   * instead. Waits for that answer, not for a length of time.
   */
  async submit(): Promise<string | null> {
    const shown = await this.successToast.count();
    await this.submitButton.click();
    const invalid = this.form.locator('[aria-invalid="true"]');
    await expect
      .poll(async () => (await this.successToast.count()) > shown || (await invalid.count()) > 0, {
        message: 'the form answers with a toast or an inline error',
      })
      .toBe(true);
    if ((await this.successToast.count()) === shown) return null;
    return this.successToast.last().textContent();
  }

  /** A field's inline error (`<id>-error`), not the error summary's link to it. */
  error(label: string): Locator {
    return this.form.locator('[id$="-error"]').getByText(`${label} is required.`, { exact: true });
  }

  async expectMissing(label: string): Promise<void> {
    await expect(this.error(label)).toBeVisible();
    await expect(this.field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(this.field(label)).toHaveAccessibleDescription(`${label} is required.`);
  }
}

/** A request's status page, /services/requests/{id}. */
export class RequestStatusPage {
  constructor(private readonly page: Page) {}

  /** The value of one of the request's facts ("Status", "Type" …). */
  fact(name: string): Locator {
    return this.page
      .getByRole('region', { name: 'Status' })
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
      .locator('dd');
  }
}
