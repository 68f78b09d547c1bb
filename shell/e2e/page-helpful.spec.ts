import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  openPage,
  signInAsStaff,
  test,
} from '@springfield/shared/e2e';

// Issue 44: "Was this page helpful?" at the end of every page, with and without JavaScript.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('No, then what was wrong: the server takes both and brings the resident back to the page, thanked', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/es/news');
    const question = page.getByRole('region', { name: '¿Le resultó útil esta página?' });
    await question.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/es\/news\?helpful=no&ref=[\w-]+#page-helpful$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sala de prensa' })).toBeVisible();
    const box = page.getByRole('textbox', { name: '¿Qué problema tuvo con esta página? (opcional)' });
    await box.fill('No encuentro los comunicados de 2023');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/es\/news\?helpful=sent#page-helpful$/);
    await expect(page.getByText('Gracias por sus comentarios.')).toBeVisible();
  });
});

test('with JavaScript: Yes is thanked in place; No opens the box, which axe finds nothing wrong with', async ({
  page,
  axe,
}) => {
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await openPage(page, '/pay-fines');
    const question = page.getByRole('region', { name: 'Was this page helpful?' });
    await question.getByRole('button', { name: 'No' }).click();
    const box = page.getByRole('textbox', { name: 'What was wrong with this page? (optional)' });
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/pay-fines$/);
    await axe('#page-helpful');
    await expectNoHorizontalScroll(page);
    await box.fill('The late fee is not explained');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toBeFocused();
  }
  await openPage(page, '/programs');
  await page
    .getByRole('region', { name: 'Was this page helpful?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
});

test('the area’s staff read the answers of their own pages, and no other area’s', async ({ page, axe }) => {
  // A resident on the pothole report page: No, and what was wrong (with a phone number they should not have typed).
  await page.goto('/services/pothole-report', { waitUntil: 'commit' });
  const question = page.getByRole('region', { name: 'Was this page helpful?' });
  await question.getByRole('button', { name: 'No' }).click();
  const box = page.getByRole('textbox', { name: 'What was wrong with this page? (optional)' });
  const words = `Cannot find where to add a photo (${Date.now().toString(36)})`;
  await box.fill(`${words}, call me on 217 555 0100`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

  // Public Works' agent reads it under their area, the number blanked.
  await signInAsStaff(page, 'works.agent@springfield.gov');
  await page
    .getByRole('navigation', { name: 'Staff areas' })
    .getByRole('link', { name: 'Page feedback' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Was this page helpful? Answers' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Departments, Services & Payments: answers by page/ });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '/services/pothole-report' }) });
  await expect(row).toContainText(`${words}, call me on […]`);
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await axe();
    await expectNoHorizontalScroll(page);
  }
  // The agent has no role in News & Events: the answers of its pages are not shown to them.
  await expect(page.getByRole('heading', { level: 2, name: 'News & Events' })).toHaveCount(0);
});
