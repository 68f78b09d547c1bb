import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from '@springfield/shared/e2e';

/** The Departments area as a visitor finds it: the list, Public Works and the department pages. */
export class DepartmentsPages {
  constructor(private readonly page: Page) {}

  async open(path = '/departments'): Promise<void> {
    await openPage(this.page, path);
  }

  get heading(): Locator {
    return this.page.locator('main').getByRole('heading', { level: 1 });
  }

  section(name: string): Locator {
    return this.page.locator('main').getByRole('region', { name, exact: true });
  }

  departmentCard(name: string): Locator {
    return this.section('City Departments')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  async expectBreadcrumb(items: string[]): Promise<void> {
    await expect(this.breadcrumb().getByRole('listitem')).toHaveText(items);
  }
}
