import { test, expect, openPage, DESKTOP, MOBILE, expectNoHorizontalScroll } from '@springfield/shared/e2e';
import type { Page } from '@playwright/test';
import { registeredCount } from './pages/registered-count';
import { linkIn, mailTo } from '@springfield/shared/e2e';

/** The page checked at both widths in one visit: axe, and no sideways scrolling on a phone. */
async function atBothWidths(page: Page, axe: (include?: string) => Promise<void>) {
  await axe();
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await axe();
  await page.setViewportSize(DESKTOP);
}

/** A large event no other journey registers for: this one adds a registration and cancels it. */
const SKATE_NIGHT = { id: 7, title: 'Family Skate Night', capacity: 500 };

test('registers, confirms the address from the e-mail, then cancels with the mail’s link, once', async ({
  page,
  axe,
}) => {
  // A new address each run: the site has never mailed it, so it must confirm it first (issue 43).
  const email = `skater.${Date.now()}@example.com`;
  const info = page.getByRole('region', { name: 'Event Information' });
  await openPage(page, `/events/${SKATE_NIGHT.id}`);
  const before = await registeredCount(info, SKATE_NIGHT.capacity);

  await openPage(page, `/events/${SKATE_NIGHT.id}/register`);
  await page.getByLabel(/Full Name/).fill('Sam Skater');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByText('A confirmation email will be sent shortly.').first()).toBeVisible();

  // The first mail is the site's own: fixed words and a link, nothing the form said.
  const ask = await mailTo(email, /Subject: Confirm your e-mail address/);
  expect(ask).not.toContain('Sam Skater');
  expect(ask).not.toContain(SKATE_NIGHT.title);
  // Opening the link confirms nothing (a mail scanner opens links): its button does.
  await page.goto(linkIn(ask, '/mail/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await atBothWidths(page, axe);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();

  // Then the registration's own mail comes, with its cancel link.
  const registered = await mailTo(email, /Subject: Registration confirmed: Family Skate Night/);
  expect(registered).toContain('Dear Sam Skater,');
  const cancel = linkIn(registered, '/events/registration/cancel');
  await openPage(page, cancel);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your registration' })).toBeVisible();
  await expect(page.getByText(/give up your place at Family Skate Night/)).toBeVisible();
  await atBothWidths(page, axe);
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your registration is cancelled' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${SKATE_NIGHT.id}/cancelled$`));

  // The place is back in the public count, and the link works once.
  await openPage(page, `/events/${SKATE_NIGHT.id}`);
  await expect(info).toContainText(`${before} / ${SKATE_NIGHT.capacity}`);
  await openPage(page, cancel);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This registration is already cancelled' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);
});
