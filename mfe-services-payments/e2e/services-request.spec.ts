import { DESKTOP, expect, expectNoHorizontalScroll, MOBILE, openPage, test } from '@springfield/shared/e2e';
import { ServiceRequestPage } from './pages/services-request';

const SUCCESS = 'Form submitted successfully! You will receive a confirmation email shortly.';

const forms: {
  slug: string;
  title: string;
  complete: Record<string, string>;
  required: string[];
}[] = [
  {
    slug: 'pothole-report',
    title: 'Report a Pothole',
    complete: {
      Location: 'Main St & 5th Ave',
      Description: 'Two feet wide, near the crosswalk',
      Severity: 'High',
    },
    required: ['Location', 'Description', 'Severity'],
  },
  {
    slug: 'building-permit',
    title: 'Building Permit Application',
    complete: {
      'Project Type': 'Addition',
      'Property Address': '12 Elm Street',
      'Project Description': 'Two-car garage',
      'Contractor Name': 'Acme Builders',
      'Estimated Cost': '$40,000',
    },
    required: [
      'Project Type',
      'Property Address',
      'Project Description',
      'Contractor Name',
      'Estimated Cost',
    ],
  },
  {
    slug: 'waste-schedule',
    title: 'Waste Collection Schedule',
    complete: { 'Street Address': '42 Oak Avenue' },
    required: ['Street Address'],
  },
  {
    slug: 'business-license',
    title: 'Business License Application',
    complete: {
      'Business Name': 'Corner Bakery',
      'Business Type': 'Restaurant',
      'Business Address': '7 Market Square',
      'Owner Name': 'Ana Lopez',
      'Number of Employees': '6',
    },
    required: ['Business Name', 'Business Type', 'Business Address', 'Owner Name', 'Number of Employees'],
  },
];

for (const form of forms) {
  test.describe(form.title, () => {
    test('complete: the spec alert, then an empty form', async ({ page, axe }) => {
      const service = new ServiceRequestPage(page);
      await service.open(form.slug);
      await expect(page.locator('main h1')).toHaveText(form.title);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        'Departments',
        form.title,
      ]);
      await axe();
      await service.fill(form.complete);
      expect(await service.submit()).toBe(SUCCESS);
      for (const label of Object.keys(form.complete)) {
        await expect(service.field(label)).toHaveValue('');
      }
    });

    test('incomplete: each missing field reported inline, values kept, no alert', async ({ page, axe }) => {
      const service = new ServiceRequestPage(page);
      await service.open(form.slug);
      const [firstLabel] = Object.keys(form.complete);
      const kept = { ...form.complete };
      delete kept[firstLabel];
      await service.fill(kept);
      expect(await service.submit()).toBeNull();
      await service.expectMissing(firstLabel);
      await expect(service.field(firstLabel)).toBeFocused();
      for (const [label, value] of Object.entries(kept)) {
        await expect(service.field(label)).toHaveValue(value);
        await expect(service.error(label)).toHaveCount(0);
      }
      await axe();
    });
  });
}

test('an empty pothole report lists all three required fields', async ({ page }) => {
  const service = new ServiceRequestPage(page);
  await service.open('pothole-report');
  await expect(service.field('Severity')).toHaveValue('');
  await expect(service.field('Severity').locator('option').first()).toHaveText('Select Severity');
  expect(await service.submit()).toBeNull();
  for (const label of ['Location', 'Description', 'Severity']) await service.expectMissing(label);
  await expect(service.error('Contact Information')).toHaveCount(0);
});

test('bad input is kept as text and never runs', async ({ page }) => {
  const service = new ServiceRequestPage(page);
  await service.open('pothole-report');
  const long = 'x'.repeat(10_000);
  const html = '<img src=x onerror=alert(1)>';
  await service.fill({ Location: long, Description: html, 'Contact Information': '🚧🕳️ call me' });
  expect(await service.submit()).toBeNull(); // Severity missing: no alert, nothing executed
  await expect(service.field('Location')).toHaveValue(long);
  await expect(service.field('Description')).toHaveValue(html);
  await expect(service.field('Contact Information')).toHaveValue('🚧🕳️ call me');
  await expectNoHorizontalScroll(page);
});

test('keyboard only: fill and submit the waste schedule form', async ({ page }) => {
  const service = new ServiceRequestPage(page);
  await service.open('waste-schedule');
  await service.field('Street Address').focus();
  await page.keyboard.press('Enter');
  await expect(service.error('Street Address')).toBeVisible();
  await expect(service.field('Street Address')).toBeFocused();
  await page.keyboard.type('42 Oak Avenue');
  let message = '';
  page.once('dialog', async (dialog) => {
    message = dialog.message();
    await dialog.accept();
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => message).toBe(SUCCESS);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`service page and directory at ${viewport.width}px`, async ({ page, axe }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/services/building-permit');
    const help = page.getByRole('region', { name: 'Need Help?' });
    await expect(help.getByRole('link', { name: 'Call Support' })).toHaveAttribute('href', /^tel:/);
    await expect(help.getByRole('link', { name: 'View FAQ' })).toHaveAttribute('href', '/');
    await expectNoHorizontalScroll(page);
    await openPage(page, '/services');
    await expect(page.locator('main h1')).toHaveText('Service Directory');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Departments',
      'Service Directory',
    ]);
    await expect(page.locator('main').getByRole('link', { name: 'Report a Pothole' })).toHaveAttribute(
      'href',
      '/services/pothole-report',
    );
    await expectNoHorizontalScroll(page);
    await axe();
  });
}

test('unknown service shows Service Not Found', async ({ page, axe }) => {
  await openPage(page, '/services/%3Cimg%20src%3Dx%3E');
  await expect(page.locator('main h1')).toHaveText('Service Not Found');
  await expect(page.getByText('The requested service could not be found.')).toBeVisible();
  await axe();
  await page.getByRole('link', { name: /Back to Departments/ }).click();
  await expect(page.locator('main h1')).toHaveText('Departments & Services');
});
