import { DESKTOP, MOBILE, expect, expectNoHorizontalScroll, openPage, test } from '@springfield/shared/e2e';

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
