import { expect, expectNoHorizontalScroll, openPage, test, isFormPost } from '@springfield/shared/e2e';
import {
  REQUEST_RECEIVED,
  REQUEST_SUBMITTED_TITLE,
  RequestStatusPage,
  ServiceRequestPage,
} from './pages/services-request';

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
    test("complete: the spec's words in a success toast, then an empty form", async ({ page, axe }) => {
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
      expect(await service.submit()).toContain(REQUEST_RECEIVED);
      for (const label of Object.keys(form.complete)) {
        await expect(service.field(label)).toHaveValue('');
      }
    });

    test('incomplete: each missing field reported inline, values kept, nothing sent', async ({
      page,
      axe,
    }) => {
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
  expect(await service.submit()).toBeNull(); // Severity missing: nothing sent, nothing executed
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
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(service.successToast).toContainText(REQUEST_RECEIVED);
  await expect(service.field('Street Address')).toHaveValue('');
});

// Both pages' axe and width, at 1280 and 390 px, are the route sweep's (shell/e2e/accessibility.spec.ts).
test('a service page’s help links, and the service directory', async ({ page }) => {
  await openPage(page, '/services/building-permit');
  const help = page.getByRole('region', { name: 'Need Help?' });
  await expect(help.getByRole('link', { name: 'Call Support' })).toHaveAttribute('href', /^tel:/);
  await expect(help.getByRole('link', { name: 'View FAQ' })).toHaveAttribute('href', '/');
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
});

test('unknown service shows Service Not Found', async ({ page, axe }) => {
  await openPage(page, '/services/%3Cimg%20src%3Dx%3E');
  await expect(page.locator('main h1')).toHaveText('Service Not Found');
  await expect(page.getByText('The requested service could not be found.')).toBeVisible();
  await axe();
  await page.getByRole('link', { name: /Back to Departments/ }).click();
  await expect(page.locator('main h1')).toHaveText('Departments & Services');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an incomplete report: 422, the error summary focused, what was typed kept', async ({ page }) => {
    await page.goto('/services/pothole-report');
    const service = new ServiceRequestPage(page);
    await service.fill({ Description: '<b>Two feet wide</b> 🕳️', Severity: 'High' });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isFormPost(response.request())),
      service.submitButton.click(),
    ]);
    expect(answer.status()).toBe(422);
    await expect(page).toHaveURL('/services/pothole-report');
    await expect(page).toHaveTitle('Error: Report a Pothole | City of Springfield');
    await expect(service.errorSummary).toBeFocused();
    await expect(service.errorSummary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(service.errorSummary.getByRole('link', { name: 'Location is required.' })).toHaveAttribute(
      'href',
      '#request-location',
    );
    await service.expectMissing('Location');
    await expect(service.field('Description')).toHaveValue('<b>Two feet wide</b> 🕳️');
    await expect(service.field('Severity')).toHaveValue('High');
    await expect(service.field('Description')).not.toHaveAttribute('aria-invalid');
  });

  test('a complete request lands on its confirmation with the spec words', async ({ page }) => {
    await page.goto('/services/building-permit');
    const service = new ServiceRequestPage(page);
    await service.fill(forms[1].complete);
    const [answer] = await Promise.all([
      page.waitForResponse((response) =>
        /\/services\/building-permit\/submitted\?request=\d+$/.test(response.url()),
      ),
      service.submitButton.click(),
    ]);
    expect(answer.status()).toBe(200);
    expect((await answer.request().redirectedFrom()?.response())?.status()).toBe(303);
    const id = new URL(answer.url()).searchParams.get('request')!;
    await expect(page).toHaveTitle(`${REQUEST_SUBMITTED_TITLE} | City of Springfield`);
    await expect(page.locator('main h1')).toHaveText(REQUEST_SUBMITTED_TITLE);
    const confirmation = page.getByRole('status').filter({ hasText: REQUEST_RECEIVED });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(`Request number: ${id}`);
    await page.getByRole('link', { name: 'Back to Building Permit Application' }).click();
    await expect(page).toHaveURL('/services/building-permit');
    await expect(service.field('Contractor Name')).toHaveValue('');

    // Its status, through the look-up form (a GET form the server sends on to the status page).
    await page.goto(`/services/building-permit/submitted?request=${id}`);
    await page.getByRole('link', { name: "Check a request's status" }).click();
    await expect(page).toHaveURL('/services/requests');
    await page.getByLabel(/^Request Number/).fill(id);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(page).toHaveURL(`/services/requests/${id}`);
    await expect(page.locator('main h1')).toHaveText(`Service Request ${id}`);
    const status = new RequestStatusPage(page);
    await expect(status.fact('Type')).toHaveText('Building Permit Application');
    await expect(status.fact('Status')).toHaveText('Open');
  });
});

test('the confirmation page of a request, and its unknown service', async ({ page, axe }) => {
  await openPage(page, '/services/pothole-report/submitted');
  await expect(page.locator('main h1')).toHaveText(REQUEST_SUBMITTED_TITLE);
  await expect(page.getByText(REQUEST_RECEIVED)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Departments',
    'Report a Pothole',
    'Submitted',
  ]);
  await axe();
  const response = await page.goto('/services/nope/submitted');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Service Not Found');
});

test('the error page of an incomplete request, as the server sends it (no script of the site)', async ({
  page,
  axe,
}) => {
  // The site's scripts do not load: the page stays the server's HTML, where axe can still run.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/services/waste-schedule');
  const service = new ServiceRequestPage(page);
  await service.field('Street Address').fill('   ');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => isFormPost(response.request())),
    service.submitButton.click(),
  ]);
  expect(answer.status()).toBe(422);
  await expect(service.errorSummary).toBeFocused();
  await service.expectMissing('Street Address');
  await axe();
});

for (const run of [1, 2, 3]) {
  test(`a request sent at first paint is received, whether the page is alive yet or not (${run})`, async ({
    page,
  }) => {
    await page.goto('/services/pothole-report', { waitUntil: 'commit' });
    const service = new ServiceRequestPage(page);
    await service.field('Location').fill('Main St & 5th Ave');
    await service.field('Description').fill('Two feet wide');
    await service.field('Severity').selectOption('Emergency');
    await service.submitButton.click();
    // The server's confirmation page (sent before the page came alive) or the spec's toast (after).
    await expect(page.getByText(REQUEST_RECEIVED).first()).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
}

test('a pothole report gets a number; its status page and the Open311 API show its status, never the e-mail', async ({
  page,
  request,
  axe,
}) => {
  const service = new ServiceRequestPage(page);
  await service.open('pothole-report');
  const description = `A deep pothole, reported by the journey at ${Date.now()}`;
  const email = 'journey.resident@example.com';
  await service.fill({
    Location: 'Main St & 5th Ave',
    Description: description,
    Severity: 'High',
    'Contact Information': email,
  });
  const toast = await service.submit();
  expect(toast).toContain(REQUEST_RECEIVED);
  const id = /Request number: (\d+)/.exec(toast ?? '')?.[1];
  expect(id).toMatch(/^\d+$/);
  // The number stays above the form after the toast, with the way to its status.
  await expect(service.form.getByText(`Request number: ${id}`, { exact: true })).toBeVisible();
  await service.form.getByRole('link', { name: `View the status of request ${id}` }).click();

  // The status page, reached in the browser (its status fetched from the site's Open311 API) …
  await expect(page).toHaveURL(`/services/requests/${id}`);
  const status = new RequestStatusPage(page);
  await expect(page.locator('main h1')).toHaveText(`Service Request ${id}`);
  await expect(status.fact('Request number')).toHaveText(id!);
  await expect(status.fact('Type')).toHaveText('Report a Pothole');
  await expect(status.fact('Status')).toHaveText('Open');
  await expect(status.fact('Location')).toHaveText('Main St & 5th Ave');
  await expect(status.fact('Status notes')).toHaveText('No notes yet.');
  await expect(page.locator('main')).not.toContainText(email);
  await axe();
  // … and as the server renders it (a reload, or a link in the confirmation e-mail).
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(status.fact('Status')).toHaveText('Open');
  await expect(status.fact('Submitted')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M$/);

  // The site's Open311 API answers the same status, and no personal data.
  const api = await request.get(`/open311/v2/requests/${id}.json`);
  expect(api.status()).toBe(200);
  expect(api.headers()['access-control-allow-origin']).toBe('*');
  const body = await api.text();
  const [record] = JSON.parse(body) as Record<string, unknown>[];
  expect(record).toMatchObject({
    service_request_id: id,
    status: 'open',
    service_code: 'pothole-report',
    service_name: 'Report a Pothole',
    description,
    address: 'Main St & 5th Ave',
  });
  expect(record).not.toHaveProperty('email');
  expect(body).not.toContain(email);
});

test('a request number the city does not hold shows Request Not Found (404)', async ({ page, axe }) => {
  const response = await page.goto('/services/requests/999999999');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('Request Not Found');
  await axe();
  await page.getByRole('link', { name: /Back to Service Requests/ }).click();
  await expect(page.locator('main h1')).toHaveText('Service Requests');
});
