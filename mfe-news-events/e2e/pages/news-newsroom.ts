import { expect, type Locator, type Page } from '@playwright/test';

/** The newsroom (/news, /newsroom), as a visitor finds its parts. */
export class NewsroomPage {
  constructor(private readonly page: Page) {}

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search news articles' });
  }

  get countLine(): Locator {
    return this.page.getByText(/^Showing \d+ articles?$/);
  }

  filter(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: new RegExp(`^${name} \\(`) });
  }

  get latestCards(): Locator {
    return this.page.getByRole('region', { name: 'Latest News' }).getByRole('article');
  }

  /** The newsletter box (Stay Informed). */
  get newsletter(): Locator {
    return this.page.getByRole('region', { name: 'Stay Informed' });
  }

  get newsletterEmail(): Locator {
    return this.newsletter.getByRole('textbox', { name: 'Email address' });
  }

  async subscribe(): Promise<void> {
    await this.newsletter.getByRole('button', { name: 'Subscribe' }).click();
  }

  async expectShowing(count: number): Promise<void> {
    await expect(this.countLine).toHaveText(`Showing ${count} ${count === 1 ? 'article' : 'articles'}`);
  }
}
