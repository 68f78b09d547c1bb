// Staff sign-in for the journeys (issue 44): the embedded identity provider's test accounts, signed in from the
// staff home's button at the provider's own page. Staff pages carry no script: each step is a page the server sent.
import { expect, type Page } from '@playwright/test';

/** The documented password of every test account (deploy/staff-accounts.json). */
export const STAFF_TEST_PASSWORD = 'springfield-staff-test';

/** Signs in as `email`; `axe` (the fixture) checks the provider's sign-in page on the way. */
export async function signInAsStaff(page: Page, email: string, axe?: () => Promise<void>): Promise<void> {
  await page.goto('/staff');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Work e-mail address')).toBeVisible();
  if (axe) await axe();
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Password').fill(STAFF_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
}
