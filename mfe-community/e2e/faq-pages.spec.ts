import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  openPage,
  test,
  SiteFrame,
} from '@springfield/shared/e2e';

/** Collects the browser alerts a click raises. */
function recordAlerts(page: import('@playwright/test').Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`FAQ pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('parking permits: every section, no axe violation', async ({ page, axe }) => {
      await openPage(page, '/faq/parking-permit');
      const frame = new SiteFrame(page);
      await frame.expectHeading('Parking Permits');
      await expect(page).toHaveTitle('Parking Permits | City of Springfield');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        'FAQ',
        'Parking Permits',
      ]);
      await expect(page.getByRole('note')).toContainText("displayed on your vehicle's dashboard");
      const types = page.getByRole('region', { name: 'Permit Types' });
      await expect(types.getByRole('heading', { level: 3 })).toHaveText([
        'Residential Parking Permit',
        'Visitor Parking Permit',
        'Business Parking Permit',
        'Construction Parking Permit',
      ]);
      await expect(
        page.getByRole('region', { name: 'Application Process' }).getByRole('listitem'),
      ).toHaveCount(5);
      await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText(
        'Cash (in person only)',
      );
      await expectNoHorizontalScroll(page);
      await axe();
    });

    test('voter registration: every section, no axe violation', async ({ page, axe }) => {
      await openPage(page, '/faq/voter-registration');
      const frame = new SiteFrame(page);
      await frame.expectHeading('Voter Registration');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        'FAQ',
        'Voter Registration',
      ]);
      await expect(page.getByRole('note')).toContainText('Same-day registration is not available.');
      await expect(
        page.getByRole('region', { name: 'Ways to Register' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(3);
      for (const date of ['October 23, 2024', 'October 28, 2024', 'November 2, 2024', 'November 5, 2024']) {
        await expect(frame.main.getByText(date)).toBeVisible();
      }
      const polling = page.getByRole('region', { name: 'Polling Locations' });
      await expect(polling.getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(polling.getByText('Fully ADA accessible')).toHaveCount(4);
      await expectNoHorizontalScroll(page);
      await axe();
    });
  });
}

test('parking permit buttons raise the spec alerts; Visit City Hall goes to departments', async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  await openPage(page, '/faq/parking-permit');
  await page.getByRole('button', { name: 'Apply Online' }).click();
  await page.getByRole('button', { name: 'Download Forms' }).click();
  await page.getByRole('button', { name: /Apply for This Permit.*Construction Parking Permit/ }).click();
  await expect
    .poll(() => alerts)
    .toEqual([
      'Online application system coming soon!',
      'Downloading form...',
      'Applying for Construction Parking Permit...',
    ]);
  await expect(page.getByRole('link', { name: 'Visit City Hall' })).toHaveAttribute('href', '/departments');
  await expect(
    page.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: 'Contact Us' }),
  ).toHaveAttribute('href', '/feedback');
});

test('voter registration: Register Online opens the state site in a new tab; alerts for the rest', async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  await openPage(page, '/faq/voter-registration');
  const register = page.getByRole('link', { name: /Register Online/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(register).toHaveAttribute('href', /^https:\/\/ova\.elections\.il\.gov\/?$/);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await page.getByRole('button', { name: 'Download Forms' }).click();
  await expect.poll(() => alerts).toEqual(['Checking registration status...', 'Downloading forms...']);
  const resources = page.getByRole('region', { name: 'Voter Resources' });
  await expect(resources.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/feedback');
  await expect(resources.getByRole('link', { name: 'Your Government' })).toHaveAttribute(
    'href',
    '/government',
  );
});

for (const path of ['/faq', '/faq/unknown-question', '/faq/%3Cscript%3E']) {
  test(`${path} shows the site 404`, async ({ page, axe }) => {
    await openPage(page, path);
    await new SiteFrame(page).expectHeading(/Oops! Page not found/);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await axe();
  });
}
