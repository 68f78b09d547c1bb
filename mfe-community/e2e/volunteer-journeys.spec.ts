import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  openPage,
  test,
  SiteFrame,
} from '@springfield/shared/e2e';
import { VolunteerPage } from './pages/volunteer-page';

const PARK = 'Park Cleanup Crew';
const READING = 'Library Reading Buddies';

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`volunteer at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('shows stats, reasons, opportunities and the steps, with no axe violation', async ({
      page,
      axe,
    }) => {
      await openPage(page, '/volunteer');
      const frame = new SiteFrame(page);
      await frame.expectHeading('Volunteer Opportunities');
      await expect(page).toHaveTitle('Volunteer Opportunities | City of Springfield');
      for (const stat of ['150+', '50+', '2,400+'])
        await expect(frame.main.getByText(stat, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Why Volunteer?' }).getByRole('listitem')).toHaveCount(6);
      await expect(page.getByRole('article')).toHaveCount(5);
      await expect(page.getByRole('region', { name: 'Get Started Today' }).getByRole('listitem')).toHaveCount(
        5,
      );
      await expectNoHorizontalScroll(page);
      await axe();
    });

    test('the inline form opens under a card, moves, and passes axe', async ({ page, axe }) => {
      await openPage(page, '/volunteer');
      const volunteer = new VolunteerPage(page);
      await volunteer.signUp(PARK);
      await expect(volunteer.card(PARK).getByRole('form')).toBeVisible();
      await expect(page.getByRole('heading', { name: `Volunteer Application: ${PARK}` })).toBeFocused();
      await volunteer.field(/Full Name/).fill('Ana Lopez');
      await volunteer.signUp(READING);
      await expect(page.getByRole('form')).toHaveCount(1);
      await expect(volunteer.card(READING).getByRole('form')).toBeVisible();
      await expect(volunteer.field(/Full Name/)).toHaveValue('Ana Lopez');
      await expectNoHorizontalScroll(page);
      await axe();
      await volunteer.panel.getByRole('button', { name: 'Close application form' }).click();
      await expect(page.getByRole('form')).toHaveCount(0);
      await expect(
        volunteer.card(READING).getByRole('button', { name: /Sign Up to Volunteer/ }),
      ).toBeFocused();
    });
  });
}

test('Cancel closes the form', async ({ page }) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  await volunteer.signUp(PARK);
  await volunteer.form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('blank name and email: Required Fields Missing, inline errors, focus, nothing lost', async ({
  page,
  axe,
}) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  const frame = new SiteFrame(page);
  await volunteer.signUp(PARK);
  await volunteer.field(/Full Name/).fill('   ');
  const long = `${'a'.repeat(10000)} <img src=x onerror=alert(1)> 🌳`;
  await volunteer.field('Relevant Experience').fill(long);
  await volunteer.backgroundCheck.check();
  await volunteer.submit();
  const toast = frame.toast('Required Fields Missing');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please fill in your name and email address.');
  await expect(volunteer.field(/Full Name/)).toBeFocused();
  await expect(volunteer.field(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(volunteer.form.getByText('Please enter your full name.')).toBeVisible();
  await expect(volunteer.form.getByText('Please enter your email address.')).toBeVisible();
  await expect(volunteer.field('Relevant Experience')).toHaveValue(long);
  await expect(volunteer.backgroundCheck).toBeChecked();
  await axe('main');
});

test('no background check agreement: Background Check Required', async ({ page }) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  await volunteer.signUp(PARK);
  await volunteer.field(/Full Name/).fill('Ana Lopez');
  await volunteer.field(/Email Address/).fill('ana@example.com');
  await volunteer.submit();
  const toast = new SiteFrame(page).toast('Background Check Required');
  await expect(toast).toContainText('Please agree to the background check to continue.');
  await expect(volunteer.backgroundCheck).toBeFocused();
  await expect(volunteer.backgroundCheck).toHaveAttribute('aria-invalid', 'true');
  await expect(volunteer.field(/Full Name/)).toHaveValue('Ana Lopez');
  await expect(volunteer.field(/Email Address/)).toHaveValue('ana@example.com');
});

test('a complete application by keyboard: success toast, form cleared and closed', async ({ page }) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  await volunteer
    .card(READING)
    .getByRole('button', { name: /Sign Up to Volunteer/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(volunteer.form).toBeVisible();
  await page.keyboard.press('Tab'); // close icon
  await page.keyboard.press('Tab');
  await expect(volunteer.field(/Full Name/)).toBeFocused();
  await page.keyboard.type('Ana Lopez 😊');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@example.com');
  await volunteer.field('Availability').selectOption('flexible');
  await volunteer.backgroundCheck.focus();
  await page.keyboard.press('Space');
  await volunteer.form.getByRole('button', { name: 'Submit Application' }).focus();
  await page.keyboard.press('Enter');
  const toast = new SiteFrame(page).toast('Volunteer Application Submitted!');
  await expect(toast).toContainText(
    `Thank you for applying for ${READING}. We'll contact you within 48 hours.`,
  );
  await expect(page.getByRole('form')).toHaveCount(0);
  await volunteer.signUp(PARK);
  await expect(volunteer.field(/Full Name/)).toHaveValue('');
  await expect(volunteer.backgroundCheck).not.toBeChecked();
});
