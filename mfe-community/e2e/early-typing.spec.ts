import { EARLY_RUNS, everyRunAtFirstPaint, expect, test } from '@springfield/shared/e2e';
import type { Locator } from '@playwright/test';
import { FeedbackPage } from './pages/feedback-page';
import { VolunteerPage } from './pages/volunteer-page';

// Issue 45: nothing typed at first paint is lost (the site's fields are listed in shell/e2e/early-typing.spec.ts).
// The area's forms, each field typed into, chosen or ticked in the server's HTML with the shell's script held
// back, EARLY_RUNS (20) times: once the page has come alive every value is still there and in the form's state
// (what the form shows and checks follows it, and a check renders the form again without losing any). No journey
// here stores feedback or an application: each leaves one required field for the form to refuse.

async function expectValues(values: [Locator, string][]): Promise<void> {
  for (const [field, value] of values) await expect(field).toHaveValue(value);
}

test('the feedback form keeps the contact, category, subject, message and follow-up given at first paint', async ({
  page,
}) => {
  test.setTimeout(EARLY_RUNS * 8_000);
  const feedback = new FeedbackPage(page);
  const typed = (run: number): [Locator, string][] => [
    [feedback.field('Full Name'), `Marge Simpson ${run}`],
    [feedback.field('Phone Number'), `555-01${String(run).padStart(2, '0')}`],
    [feedback.field('Category'), 'infrastructure'],
    [feedback.field('Subject'), `Streetlight out (${run})`],
    [feedback.field(/^Your Message/), `The light at Elm and 5th has been out for a week (${run}).`],
  ];
  const email = feedback.field(/^Email Address/);
  await everyRunAtFirstPaint(
    page,
    '/feedback',
    async (run) => {
      for (const [field, value] of typed(run)) {
        if (value === 'infrastructure') await field.selectOption(value);
        else await field.fill(value);
      }
      await feedback.followUp.check();
    },
    async (run) => {
      await expectValues(typed(run));
      await expect(feedback.followUp).toBeChecked();
      // The follow-up's note shows once the form's state has the box ticked.
      await expect(page.getByText('We will respond to your email within 3-5 business days.')).toBeVisible();
      // The e-mail, left empty, is the only thing the form asks for: the message reached its state.
      await feedback.submit();
      await expect(email).toHaveAccessibleDescription(/Please provide your email address for follow-up\./);
      await expect(feedback.form.locator('[aria-invalid="true"]')).toHaveCount(1);
      await expectValues(typed(run));
      await expect(feedback.followUp).toBeChecked();
    },
  );
});

test('the feedback form sent anonymously: the box ticked at first paint hides the contact fields once alive', async ({
  page,
}) => {
  test.setTimeout(EARLY_RUNS * 6_000);
  const feedback = new FeedbackPage(page);
  const subject = feedback.field('Subject');
  await everyRunAtFirstPaint(
    page,
    '/feedback',
    async (run) => {
      await feedback.anonymous.check();
      await subject.fill(`Park benches (${run})`);
    },
    async (run) => {
      await expect(feedback.anonymous).toBeChecked();
      await expect(feedback.field(/^Email Address/)).toHaveCount(0);
      await expect(feedback.followUp).toHaveCount(0);
      // The message, left empty, is the only thing the form asks for: no e-mail is asked of an anonymous visitor.
      await feedback.submit();
      await expect(feedback.field(/^Your Message/)).toHaveAttribute('aria-invalid', 'true');
      await expect(feedback.form.locator('[aria-invalid="true"]')).toHaveCount(1);
      await expect(subject).toHaveValue(`Park benches (${run})`);
    },
  );
});

test('the volunteer application keeps every field filled and box ticked at first paint', async ({ page }) => {
  test.setTimeout(EARLY_RUNS * 8_000);
  const volunteer = new VolunteerPage(page);
  const typed = (run: number): [Locator, string][] => [
    [volunteer.field(/Full Name/), `Ana Lopez ${run}`],
    [volunteer.field('Phone Number'), `555-02${String(run).padStart(2, '0')}`],
    [volunteer.field('Availability'), 'weekends'],
    [volunteer.field('Relevant Experience'), `Ten years of event stewarding (${run}).`],
    [volunteer.field('Why do you want to volunteer?'), `To welcome visitors to Springfield (${run}).`],
    [volunteer.field('Emergency Contact'), `Luis Lopez, 555-03${String(run).padStart(2, '0')}`],
  ];
  const transportation = volunteer.form.getByRole('checkbox', { name: 'I have reliable transportation' });
  const email = volunteer.field(/Email Address/);
  await everyRunAtFirstPaint(
    page,
    '/volunteer/event-ambassadors/apply',
    async (run) => {
      for (const [field, value] of typed(run)) {
        if (value === 'weekends') await field.selectOption(value);
        else await field.fill(value);
      }
      await transportation.check();
      await volunteer.backgroundCheck.check();
    },
    async (run) => {
      await expectValues(typed(run));
      await expect(transportation).toBeChecked();
      await expect(volunteer.backgroundCheck).toBeChecked();
      // The e-mail, left empty, is the only thing the form asks for: the name, the availability and the
      // background check's agreement reached its state.
      await volunteer.submit();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(volunteer.form.locator('[aria-invalid="true"]')).toHaveCount(1);
      await expectValues(typed(run));
      await expect(transportation).toBeChecked();
      await expect(volunteer.backgroundCheck).toBeChecked();
    },
  );
});
