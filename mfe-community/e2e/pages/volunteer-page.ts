import { expect, type Locator, type Page } from '@playwright/test';

/** /volunteer as a visitor uses it: opportunity cards and the inline application form. */
export class VolunteerPage {
  constructor(private readonly page: Page) {}

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** A card's Sign Up: a link to the card's address (/volunteer/{id}/apply), which opens the form under it. */
  signUpLink(title: string): Locator {
    return this.card(title).getByRole('link', { name: /Sign Up to Volunteer/ });
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: /Volunteer Application/ });
  }

  /** The form with its heading and close icon. */
  get panel(): Locator {
    return this.page.getByRole('region', { name: /Volunteer Application/ });
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { name: `Volunteer Application: ${title}` });
  }

  async signUp(title: string): Promise<void> {
    await this.signUpLink(title).click();
    await expect(this.form).toBeVisible();
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label);
  }

  get backgroundCheck(): Locator {
    return this.form.getByRole('checkbox', { name: /background check/ });
  }

  get submitButton(): Locator {
    return this.form.getByRole('button', { name: 'Submit Application' });
  }

  /** The GOV.UK error summary a page sent after an invalid application shows above the fields. */
  get errorSummary(): Locator {
    return this.form.locator('[data-sf-error-summary]');
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** Fills what an application needs: name, e-mail, availability and the background check agreement. */
  async fillComplete(name = 'Ana Lopez'): Promise<void> {
    await this.field(/Full Name/).fill(name);
    await this.field(/Email Address/).fill('ana@example.com');
    await this.field('Availability').selectOption('weekends');
    await this.backgroundCheck.check();
  }
}
