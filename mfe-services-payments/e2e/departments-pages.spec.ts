import { expect, test } from '@springfield/shared/e2e';
import { DepartmentsPages } from './pages/departments-pages';

const departments = [
  ['public-safety', 'Public Safety'],
  ['parks-recreation', 'Parks & Recreation'],
  ['planning-development', 'Planning & Development'],
  ['health', 'Health Department'],
  ['finance', 'Finance'],
] as const;

// Every department page and the list: their axe and width, at 1280 and 390 px, are the route sweep's
// (shell/e2e/accessibility.spec.ts).
test.describe('departments', () => {
  test('Departments & Services lists quick services, six departments and help', async ({ page }) => {
    const area = new DepartmentsPages(page);
    await area.open();
    await expect(area.heading).toHaveText('Departments & Services');
    await expect(page).toHaveTitle('Departments & Services | City of Springfield');
    await area.expectBreadcrumb(['Home', 'Departments']);
    await expect(area.section('Quick Services').getByRole('link')).toHaveText([
      'Report a Pothole',
      'Building Permit Application',
      'Waste Collection Schedule',
      'Business License Application',
    ]);
    await expect(area.section('City Departments').getByRole('heading', { level: 3 })).toHaveCount(6);
    const works = area.departmentCard('Public Works');
    await expect(works.getByText('High Priority')).toBeVisible();
    await expect(works.locator('a[href^="tel:"]')).toBeVisible();
    await expect(area.departmentCard('Finance').getByText('Medium Priority')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Service Directory' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(area.section('Need Help Finding a Service?').getByText('Emergency?')).toBeVisible();
  });

  test('Public Works shows hours, emergency line, services, projects and staff', async ({ page }) => {
    const area = new DepartmentsPages(page);
    await area.open('/departments/public-works');
    await expect(area.heading).toHaveText('Public Works');
    await area.expectBreadcrumb(['Home', 'Departments', 'Public Works']);
    await expect(page.getByText('Mon-Fri 7 AM-3:30 PM')).toBeVisible();
    await expect(page.getByText(/24\/7/).first()).toBeVisible();
    await expect(area.section('Our Services').getByText('Seasonal').first()).toBeVisible();
    await expect(area.section('Current Projects').getByRole('img')).toHaveCount(0); // decorative
    await expect(area.section('Current Projects').locator('img')).toHaveCount(3);
    await expect(
      area
        .section('Staff Directory')
        .getByRole('link', { name: /@springfield.gov/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('link', { name: /Back to Departments/ }).click();
    await expect(area.heading).toHaveText('Departments & Services');
  });
});

test('the Public Works card, its page and the help line give the same numbers', async ({ page }) => {
  // One record per department: what the card says is what the page says.
  const area = new DepartmentsPages(page);
  await area.open();
  const cardPhone = await area.departmentCard('Public Works').locator('a[href^="tel:"]').textContent();
  const helpLine = area
    .section('Need Help Finding a Service?')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Public Works 24/7' }) });
  const emergencyPhone = await helpLine.locator('a[href^="tel:"]').textContent();
  for (const phone of [cardPhone, emergencyPhone]) expect(phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
  await area.open('/departments/public-works');
  const contact = area.section('Contact & Hours');
  await expect(
    contact.locator('dt', { hasText: /^Phone$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(cardPhone!);
  await expect(
    contact.locator('dt', { hasText: /^Emergency$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toContainText(emergencyPhone!);
});

test('each department card opens its page', async ({ page }) => {
  const area = new DepartmentsPages(page);
  await area.open();
  await area
    .departmentCard('Health Department')
    .getByRole('link', { name: 'Health Department', exact: true })
    .click();
  await expect(page).toHaveURL(/\/departments\/health$/);
  await expect(area.heading).toHaveText('Health Department');
});

test('every other department’s page: title, directions, services and staff', async ({ page }) => {
  for (const [slug, name] of departments) {
    const area = new DepartmentsPages(page);
    await area.open(`/departments/${slug}`);
    await expect(area.heading).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | City of Springfield`);
    await area.expectBreadcrumb(['Home', 'Departments', name]);
    const directions = page.getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    await expect(directions).toHaveAttribute('target', '_blank');
    const services = area.section('Our Services').getByRole('listitem');
    await expect(services.first().getByText('Active')).toBeVisible();
    const staff = area.section('Staff Directory');
    await expect(staff.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(staff.locator('a[href^="tel:"]').first()).toBeVisible();
  }
});

test('an unknown or hostile department shows Department Not Found', async ({ page, axe }) => {
  for (const [index, slug] of ['unknown', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '999'].entries()) {
    const area = new DepartmentsPages(page);
    await area.open(`/departments/${slug}`);
    await expect(area.heading, slug).toHaveText('Department Not Found');
    await expect(page.getByText('The requested department could not be found.')).toBeVisible();
    // The same view each time: axe once.
    if (index === 0) await axe();
    await page.getByRole('link', { name: /Back to Departments/ }).click();
    await expect(area.heading).toHaveText('Departments & Services');
  }
});

test('keyboard: a department page is reachable by Tab and Enter', async ({ page }) => {
  const area = new DepartmentsPages(page);
  await area.open();
  const link = area.departmentCard('Finance').getByRole('link', { name: 'Finance', exact: true });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(area.heading).toHaveText('Finance');
});
