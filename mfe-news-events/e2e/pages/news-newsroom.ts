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

  async expectShowing(count: number): Promise<void> {
    await expect(this.countLine).toHaveText(`Showing ${count} ${count === 1 ? 'article' : 'articles'}`);
  }
}
