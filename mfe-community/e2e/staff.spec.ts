// Programs & Community's staff pages (issue 44): Communications (comms@springfield.gov, an agent here) opens a
// resident's feedback, replies from the template and marks it handled, then accepts a volunteer application
// with a message; the resident's mails are held until the address is confirmed, then sent. Staff pages carry
// no script: each step is a page the server sent. A member without a role here is refused.
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  openPage,
  SiteFrame,
  signInAsStaff,
  test,
} from '@springfield/shared/e2e';
import { volunteerOpportunities } from './pages/content';
import { FeedbackPage } from './pages/feedback-page';
import { linkIn, mailTo } from '@springfield/shared/e2e';
import { VolunteerPage } from './pages/volunteer-page';

const COMMS = 'comms@springfield.gov';
const [, , opportunity] = volunteerOpportunities;

/** The page checked at both widths in one visit: axe, and no sideways scrolling on a phone. */
async function atBothWidths(page: Page, axe: () => Promise<void>) {
  await axe();
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await axe();
  await page.setViewportSize(DESKTOP);
}

/** A form's answer: the toast (the page's script sent it) or the confirmation page (the browser did). */
const answered = (page: Page, title: string) =>
  new SiteFrame(page).toast(title).or(page.getByRole('heading', { level: 1, name: title }));

test('an agent replies to a feedback, marks it handled, and accepts a volunteer application', async ({
  page,
  axe,
}) => {
  // A new address each run: the site has never mailed it, so its mails wait for its confirmation (issue 43).
  const run = Date.now();
  const email = `resident.${run}@example.com`;
  const subject = `Streetlight on Elm ${run}`;
  const name = `Resident ${run}`;

  await openPage(page, '/feedback');
  const feedback = new FeedbackPage(page);
  await feedback.field(/Full Name/).fill(name);
  await feedback.field(/Email Address/).fill(email);
  await feedback.field('Subject').fill(subject);
  await feedback.field(/Your Message/).fill('The streetlight at Elm and 3rd has been out for a week.');
  await feedback.followUp.check();
  await feedback.submit();
  await expect(answered(page, 'Feedback Submitted Successfully!')).toBeVisible();

  await openPage(page, `/volunteer/${opportunity.id}/apply`);
  const volunteer = new VolunteerPage(page);
  await volunteer.fillComplete(name);
  await volunteer.field(/Email Address/).fill(email);
  await volunteer.submit();
  await expect(answered(page, 'Volunteer Application Submitted!')).toBeVisible();

  await signInAsStaff(page, COMMS);
  await page
    .getByRole('navigation', { name: 'Staff areas' })
    .getByRole('link', { name: 'Programs & Community' })
    .click();
  await expect(page.getByRole('heading', { name: 'Feedback inbox', level: 1 })).toBeVisible();
  await page.getByLabel('Feedback to show').selectOption('open');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/staff\/feedback\?status=open$/);
  await atBothWidths(page, axe);

  // The newest feedback: this run's (other journeys may send feedback too, so it is found by its subject).
  await page
    .getByRole('row', { name: new RegExp(subject) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: /^Feedback FB-\d+$/, level: 1 })).toBeVisible();
  await expect(page.getByText('The streetlight at Elm and 3rd has been out for a week.')).toBeVisible();
  await atBothWidths(page, axe);
  const reply = page.getByLabel(`Your reply to ${email}`);
  await expect(reply).toHaveValue(new RegExp(`^Dear ${name},`));
  await reply.fill(
    `Dear ${name},\n\nA crew will replace the streetlight on Thursday.\n\nCity of Springfield`,
  );
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByRole('status')).toContainText('Your reply was sent');
  await expect(page.getByText('A crew will replace the streetlight on Thursday.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('status')).toContainText('The feedback was marked handled.');
  await expect(page.getByText(/Marked handled by /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  await atBothWidths(page, axe);

  await page.goto(`/staff/volunteers?opportunity=${opportunity.id}&status=new`);
  await expect(page.getByRole('heading', { name: 'Volunteer applications', level: 1 })).toBeVisible();
  await atBothWidths(page, axe);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { name: /^Application VOL-\d+$/, level: 1 })).toBeVisible();
  await atBothWidths(page, axe);
  await page
    .getByLabel('Message to the applicant')
    .fill('Welcome aboard! Orientation is on Saturday at 9:00 AM at City Hall.');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toContainText('The decision was recorded');
  await expect(page.getByText(/Accepted by /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await atBothWidths(page, axe);

  // The resident's mails wait for the address: the confirmation is what arrives; once confirmed, the rest.
  const ask = await mailTo(email, /Subject: Confirm your e-mail address/);
  await page.goto(linkIn(ask, '/mail/confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  const replied = await mailTo(email, /Subject: Re: your feedback to the City of Springfield \(FB-\d+\)/);
  expect(replied).toContain('A crew will replace the streetlight on Thursday.');
  const accepted = await mailTo(email, /Subject: Your volunteer application: /);
  expect(accepted).toContain('Orientation is on Saturday');
});

test('a member without a role in Programs & Community is refused its staff pages', async ({ page }) => {
  await signInAsStaff(page, 'works.agent@springfield.gov');
  const response = await page.goto('/staff/feedback');
  expect(response?.status()).toBe(403);
  expect((await page.request.get('/staff/volunteers')).status()).toBe(403);
});
