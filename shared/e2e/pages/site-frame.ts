import { expect, type Locator, type Page } from '@playwright/test';

/** The frame around every page, as a visitor finds its parts. */
export class SiteFrame {
  constructor(private readonly page: Page) {}

  get main(): Locator {
    return this.page.locator('main#main-content');
  }

  get toaster(): Locator {
    // Named in the page's language (shared's word "notifications").
    return this.page.getByRole('region', { name: /^(notifications|notificaciones|通知)/i });
  }

  toast(title: string | RegExp): Locator {
    return this.toaster.locator('[data-toast]').filter({ hasText: title });
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Menu' });
  }

  mainNav(): Locator {
    return this.page.getByRole('navigation', { name: /^Main/ }).filter({ visible: true });
  }

  /** Follows a main navigation link, through the menu on a small screen. */
  async navigate(label: string): Promise<void> {
    if (await this.menuButton.isVisible()) await this.menuButton.click();
    await this.mainNav().getByRole('link', { name: label, exact: true }).click();
  }

  async expectHeading(text: string | RegExp): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(text);
  }
}
