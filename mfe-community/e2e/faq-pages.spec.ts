import { MOBILE, expect, expectNoHorizontalScroll, openPage, test, SiteFrame } from '@springfield/shared/e2e';
import {
  electionDates,
  longDate,
  parkingPermitTypes,
  pollingLocations,
  registrationMethods,
} from './pages/content';
import { expectDownloadStaysOnPage, expectPdf } from '@springfield/shared/e2e';

// Both pages' axe and width, at 1280 and 390 px, are the route sweep's (shell/e2e/accessibility.spec.ts).
test.describe('FAQ pages', () => {
  test('parking permits: every section', async ({ page }) => {
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
    await expect(types.getByRole('heading', { level: 3 })).toHaveText(
      parkingPermitTypes.map((permit) => permit.type),
    );
    await expect(page.getByRole('region', { name: 'Application Process' }).getByRole('listitem')).toHaveCount(
      5,
    );
    await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText(
      'Cash (in person only)',
    );
  });

  test('voter registration: every section', async ({ page }) => {
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
    ).toHaveText(registrationMethods.map((method) => method.method));
    for (const date of electionDates) {
      await expect(frame.main.getByText(longDate(date.date), { exact: true })).toBeVisible();
    }
    const polling = page.getByRole('region', { name: 'Polling Locations' });
    await expect(polling.getByRole('heading', { level: 3 })).toHaveText(
      pollingLocations.map((location) => location.name),
    );
    for (const location of pollingLocations) {
      await expect(polling.getByRole('listitem').filter({ hasText: location.name })).toContainText(
        location.accessibility,
      );
    }
  });
});

test('parking permits: Apply Online and Apply for This Permit lead to How to Apply; Download Forms downloads the form', async ({
  page,
}) => {
  await openPage(page, '/faq/parking-permit');
  let dialogs = 0;
  page.on('dialog', () => (dialogs += 1));
  await expect(page.getByRole('link', { name: 'Apply Online' })).toHaveAttribute(
    'href',
    '/faq/parking-permit/apply',
  );
  for (const permit of parkingPermitTypes) {
    await expect(
      page.getByRole('link', { name: new RegExp(`^Apply for This Permit\\s?: ${permit.type}$`) }),
    ).toHaveAttribute('href', `/faq/parking-permit/apply/${permit.slug}`);
  }
  const form = page.getByRole('link', { name: 'Download Forms' });
  await expectPdf(
    page,
    form,
    '/documents/parking-permit-application.pdf',
    page.getByText(/^Print the application form/),
  );
  // The file is on the page's origin: the browser downloads it, the visitor stays on the page (issue 45), and
  // the page says so in the spec's words.
  expect(await expectDownloadStaysOnPage(page, form, 'parking-permit-application.pdf')).toMatch(/^%PDF-/);
  await expect(new SiteFrame(page).toast('Downloading form...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit City Hall' })).toHaveAttribute('href', '/departments');
  await expect(
    page.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: 'Contact Us' }),
  ).toHaveAttribute('href', '/feedback');
  await page.getByRole('link', { name: 'Apply Online' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Apply for a Parking Permit');
  expect(dialogs).toBe(0);
});

test('voter registration: Register Online and Check Status open the state site in a new tab; Download Forms downloads the form', async ({
  page,
}) => {
  await openPage(page, '/faq/voter-registration');
  const register = page.getByRole('link', { name: /Register Online/ });
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(register).toHaveAttribute('href', /^https:\/\/ova\.elections\.il\.gov\/?$/);
  const status = page.getByRole('link', { name: /Check Status/ });
  await expect(status).toHaveAttribute('href', 'https://ova.elections.il.gov/RegistrationLookup.aspx');
  await expect(status).toHaveAttribute('target', '_blank');
  await expect(status).toHaveAttribute('rel', 'noopener noreferrer');
  await expectPdf(
    page,
    page.getByRole('link', { name: 'Download Forms' }),
    '/documents/voter-registration-application.pdf',
    page.getByText(/^Print a mail-in registration form/),
  );
  // Issue 45: saved, and the visitor stays on the page.
  expect(
    await expectDownloadStaysOnPage(
      page,
      page.getByRole('link', { name: 'Download Forms' }),
      'voter-registration-application.pdf',
    ),
  ).toMatch(/^%PDF-/);
  await expect(new SiteFrame(page).toast('Downloading forms...')).toBeVisible();
  const resources = page.getByRole('region', { name: 'Voter Resources' });
  await expect(resources.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/feedback');
  await expect(resources.getByRole('link', { name: 'Your Government' })).toHaveAttribute(
    'href',
    '/government',
  );
});

test.describe('How to Apply at 390px', () => {
  test.use({ viewport: MOBILE });

  test('every section fits the screen, the form downloads, no axe violation', async ({ page, axe }) => {
    await openPage(page, '/faq/parking-permit/apply');
    await new SiteFrame(page).expectHeading('How to Apply for a Parking Permit');
    await expect(
      page.getByRole('region', { name: 'Ways to Apply' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['In Person', 'By Phone', 'By Mail']);
    const bring = page.getByRole('region', { name: 'What to Bring' });
    await expectPdf(
      page,
      bring.getByRole('link', { name: /^Download the Application Form/ }),
      '/documents/parking-permit-application.pdf',
      bring.getByRole('link', { name: /^Download the Application Form/ }),
    );
    // Issue 45: saved, and the visitor stays on the page.
    expect(
      await expectDownloadStaysOnPage(
        page,
        bring.getByRole('link', { name: /^Download the Application Form/ }),
        'parking-permit-application.pdf',
      ),
    ).toMatch(/^%PDF-/);
    await expectNoHorizontalScroll(page);
    await axe();
  });
});

// The 404 view itself, axe and all, is the route sweep's (/no-such-page).
test('/faq, an unknown question and a hostile one show the site 404', async ({ page }) => {
  for (const path of ['/faq', '/faq/unknown-question', '/faq/%3Cscript%3E']) {
    await openPage(page, path);
    await new SiteFrame(page).expectHeading(/Oops! Page not found/);
    await expect(page.getByText('404', { exact: true }), path).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

// Issue 46: the voter and parking records in Chinese as a reader in Taiwan reads them, on a phone without
// JavaScript (both pages' axe in Chinese is the shell's route sweep): ADA named once as the law it is, the polls'
// hours as Intl writes them, 「限持證停車」 for a permit-only street.
test.describe('FAQ pages in Chinese, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test('voter registration: the election dates and polling places', async ({ page }) => {
    await page.goto('/zh-hant/faq/voter-registration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: '選民登記' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('登記參加大選投票的最後一天。');
    await expect(main).toContainText('投票所投票時間為上午7:00至晚上7:00。');
    const polling = page.getByRole('region', { name: '投票所' });
    await expect(polling.getByRole('listitem').filter({ hasText: '450 Lincoln Avenue' })).toContainText(
      '完全符合《美國身心障礙者法》（ADA）無障礙標準',
    );
    await expectNoHorizontalScroll(page);
  });

  test('parking permits: who each permit is for', async ({ page }) => {
    await page.goto('/zh-hant/faq/parking-permit');
    const types = page.getByRole('region', { name: '許可證類型' });
    await expect(types).toContainText('適用於在自家社區「限持證停車」街道停車的居民。');
    await expect(types).toContainText('適用於拜訪「限持證停車」街道居民的訪客。');
    await expect(types).toContainText('受訪住戶地址查證');
    await expectNoHorizontalScroll(page);
  });
});
