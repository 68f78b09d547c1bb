import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from '@springfield/shared/e2e';

/** A service request page: its form, its inline errors and the browser alert it raises. */
export class ServiceRequestPage {
  constructor(private readonly page: Page) {}

  async open(slug: string): Promise<void> {
    await openPage(this.page, `/services/${slug}`);
  }

  get form(): Locator {
    return this.page.locator('main form');
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

  /**
   * Submits and returns the text of the browser alert, or null when the form answered with inline errors
   * instead. The form answers one way or the other: an alert (raised in the submit handler, before any
   * re-render) or a field marked invalid. Waits for that answer, not for a length of time.
   */
  async submit(): Promise<string | null> {
    const messages: string[] = [];
    const onDialog = async (dialog: import('@playwright/test').Dialog) => {
      messages.push(dialog.message());
      await dialog.accept();
    };
    this.page.on('dialog', onDialog);
    try {
      await this.form.getByRole('button', { name: 'Submit Request' }).click();
      const invalid = this.form.locator('[aria-invalid="true"]');
      await expect
        .poll(async () => messages.length > 0 || (await invalid.count()) > 0, {
          message: 'the form answers with an alert or an inline error',
        })
        .toBe(true);
    } finally {
      this.page.off('dialog', onDialog);
    }
    return messages[0] ?? null;
  }

  error(label: string): Locator {
    return this.form.getByText(`${label} is required.`, { exact: true });
  }

  async expectMissing(label: string): Promise<void> {
    await expect(this.error(label)).toBeVisible();
    await expect(this.field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(this.field(label)).toHaveAccessibleDescription(`${label} is required.`);
  }
}
