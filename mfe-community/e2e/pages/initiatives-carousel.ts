import type { Locator, Page } from '@playwright/test';

/** Home's City Initiatives carousel (a widget of the community remote). */
export class InitiativesCarousel {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: 'City Initiatives' });
  }

  get carousel(): Locator {
    return this.page.getByRole('group', { name: 'City Initiatives slideshow' });
  }

  /** The one slide a visitor sees and a screen reader reaches. */
  get visibleSlide(): Locator {
    return this.carousel.getByRole('group', { name: /of 3:/ });
  }

  get status(): Locator {
    return this.carousel.getByText(/^Slide \d of 3:/);
  }

  button(name: string | RegExp): Locator {
    return this.carousel.getByRole('button', { name });
  }
}
