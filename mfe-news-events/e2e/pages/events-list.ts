import { expect, type Locator, type Page } from '@playwright/test';

/** Events & Meetings (/events) and its dialogs. */
export class EventsListPage {
  constructor(private readonly page: Page) {}

  card(title: string): Locator {
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: title, exact: true }) });
  }

  filter(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Filter events by category' })
      .getByRole('button', { name: new RegExp(`^${name} \\(`) });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Opens the register dialog of an event and fills the two required fields. */
  async startRegistration(title: string, name: string, email: string): Promise<Locator> {
    await this.card(title)
      .getByRole('link', { name: /Register to Attend/ })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Register for ${title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Email Address').fill(email);
    return dialog;
  }
}
