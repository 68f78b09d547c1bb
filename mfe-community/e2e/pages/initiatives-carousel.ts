import type { Locator, Page } from '@playwright/test';
import { initiatives } from './content';

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
    return this.carousel.getByRole('group', { name: new RegExp(` of ${initiatives.length}:`) });
  }

  get status(): Locator {
    return this.carousel.getByText(new RegExp(`^Slide \\d+ of ${initiatives.length}:`));
  }

  button(name: string | RegExp): Locator {
    return this.carousel.getByRole('button', { name });
  }
}
