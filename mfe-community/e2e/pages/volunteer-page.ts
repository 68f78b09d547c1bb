import { expect, type Locator, type Page } from '@playwright/test';

/** /volunteer as a visitor uses it: opportunity cards and the inline application form. */
export class VolunteerPage {
  constructor(private readonly page: Page) {}

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: /Volunteer Application/ });
  }

  /** The form with its heading and close icon. */
  get panel(): Locator {
    return this.page.getByRole('region', { name: /Volunteer Application/ });
  }

  async signUp(title: string): Promise<void> {
    await this.card(title)
      .getByRole('button', { name: /Sign Up to Volunteer/ })
      .click();
    await expect(this.form).toBeVisible();
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label);
  }

  get backgroundCheck(): Locator {
    return this.form.getByRole('checkbox', { name: /background check/ });
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Submit Application' }).click();
  }
}
