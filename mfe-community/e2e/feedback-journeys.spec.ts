import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  openPage,
  test,
  SiteFrame,
  waitForHydration,
  isFormPost,
} from '@springfield/shared/e2e';
import { FeedbackPage } from './pages/feedback-page';

// The page's axe and width, at 1280 and 390 px, are the route sweep's (shell/e2e/accessibility.spec.ts).
test('shows the form and sidebar', async ({ page }) => {
  await openPage(page, '/feedback');
  const frame = new SiteFrame(page);
  await frame.expectHeading('Submit Feedback');
  await expect(page).toHaveTitle('Submit Feedback | City of Springfield');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Submit Feedback');
  for (const title of ['Feedback Guidelines', 'Other Ways to Contact Us', 'Emergency?']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`feedback at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('Home links to the form anchor, which takes focus', async ({ page }) => {
      await openPage(page, '/');
      // The link sits in a collapsed FAQ answer on Home: open it first.
      const answer = page.locator('details', { has: page.locator('a[href="/feedback#feedback-form"]') });
      await answer.locator('summary').click();
      await answer.getByRole('link', { name: 'Open the feedback form' }).click();
      await expect(page).toHaveURL(/\/feedback#feedback-form$/);
      await expect(page.locator('#feedback-form')).toBeFocused();
      await expect(page.locator('#feedback-form')).toBeInViewport();
    });
  });
}

test('anonymous hides the contact fields and follow-up; follow-up shows its note', async ({ page, axe }) => {
  await openPage(page, '/feedback');
  const feedback = new FeedbackPage(page);
  await expect(feedback.followUp).toBeChecked();
  await expect(
    feedback.form.getByText('We will respond to your email within 3-5 business days.'),
  ).toBeVisible();
  await feedback.followUp.uncheck();
  await expect(feedback.form.getByText(/3-5 business days/)).toHaveCount(0);
  await feedback.anonymous.check();
  await expect(feedback.field(/Full Name/)).toHaveCount(0);
  await expect(feedback.field(/Email Address/)).toHaveCount(0);
  await expect(feedback.field(/Phone Number/)).toHaveCount(0);
  await expect(feedback.followUp).toHaveCount(0);
  await axe();
});

test('blank message: Message Required first, focus on the message, nothing lost', async ({ page, axe }) => {
  await openPage(page, '/feedback');
  const feedback = new FeedbackPage(page);
  const markup = '<img src=x onerror=alert(1)> 🎉';
  await feedback.field('Subject').fill(markup);
  await feedback.field(/Full Name/).fill('x'.repeat(10000));
  await feedback.field('Category').selectOption('infrastructure');
  await feedback.field(/Your Message/).fill('   ');
  await feedback.submit();
  const toast = new SiteFrame(page).toast('Message Required');
  await expect(toast).toContainText('Please provide your feedback message.');
  await expect(feedback.field(/Your Message/)).toBeFocused();
  await expect(feedback.field(/Your Message/)).toHaveAttribute('aria-invalid', 'true');
  await expect(feedback.form.getByText('Please provide your feedback message.')).toBeVisible();
  await expect(feedback.field('Subject')).toHaveValue(markup);
  await expect(feedback.field('Category')).toHaveValue('infrastructure');
  await expect(feedback.field(/Full Name/)).toHaveValue('x'.repeat(10000));
  await expectNoHorizontalScroll(page);
  await axe('main');
});

test('no e-mail when not anonymous: Email Required', async ({ page }) => {
  await openPage(page, '/feedback');
  const feedback = new FeedbackPage(page);
  await feedback.field(/Your Message/).fill('The streetlight on Oak Street is out.');
  await feedback.submit();
  const toast = new SiteFrame(page).toast('Email Required');
  await expect(toast).toContainText('Please provide your email address for follow-up.');
  await expect(feedback.field(/Email Address/)).toBeFocused();
  await expect(feedback.field(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
  await expect(feedback.field(/Your Message/)).toHaveValue('The streetlight on Oak Street is out.');
});

test('signed feedback succeeds and resets to the defaults', async ({ page }) => {
  await openPage(page, '/feedback');
  const feedback = new FeedbackPage(page);
  await feedback.field(/Email Address/).fill('ana@example.com');
  await feedback.field(/Your Message/).fill('Thanks for the new crosswalk.');
  await feedback.followUp.uncheck();
  await feedback.submit();
  const toast = new SiteFrame(page).toast('Feedback Submitted Successfully!');
  await expect(toast).toContainText(
    'Thank you for your feedback. We will review it and respond within 3-5 business days if follow-up was requested.',
  );
  await expect(feedback.field(/Email Address/)).toHaveValue('');
  await expect(feedback.field(/Your Message/)).toHaveValue('');
  await expect(feedback.followUp).toBeChecked();
  await expect(feedback.anonymous).not.toBeChecked();
});

test('what a visitor fills in before the scripts have run is kept and sent', async ({ page }) => {
  // The server's HTML form can be typed into at once; hold every script until the visitor is done.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/feedback', { waitUntil: 'commit' });
  const feedback = new FeedbackPage(page);
  await feedback.field(/Email Address/).fill('ana@example.com');
  await feedback.field(/Your Message/).fill('The bench in Evergreen Park is broken.');
  await feedback.followUp.uncheck();
  await expect(page.locator('button#sf-menu-button')).toHaveCount(0); // still the server's page
  release();
  await waitForHydration(page);
  await expect(feedback.field(/Your Message/)).toHaveValue('The bench in Evergreen Park is broken.');
  await expect(feedback.followUp).not.toBeChecked();
  await feedback.submit();
  await expect(new SiteFrame(page).toast('Feedback Submitted Successfully!')).toBeVisible();
});

test('anonymous feedback succeeds without an e-mail and resets to not anonymous', async ({ page }) => {
  await openPage(page, '/feedback');
  const feedback = new FeedbackPage(page);
  await feedback.anonymous.check();
  await feedback.field(/Your Message/).fill('More benches in Lincoln Park, please.');
  await feedback.submit();
  await expect(new SiteFrame(page).toast('Feedback Submitted Successfully!')).toBeVisible();
  await expect(feedback.anonymous).not.toBeChecked();
  await expect(feedback.field(/Email Address/)).toBeVisible();
  await expect(feedback.followUp).toBeChecked();
});

const SUCCESS_TITLE = 'Feedback Submitted Successfully!';
const SUCCESS_MESSAGE =
  'Thank you for your feedback. We will review it and respond within 3-5 business days if follow-up was requested.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an invalid submission: 422, the error summary focused, what was typed kept', async ({ page }) => {
    await page.goto('/feedback');
    const feedback = new FeedbackPage(page);
    const markup = '<img src=x onerror=alert(1)> 🎉';
    await feedback.field(/Full Name/).fill('Ana Lopez');
    await feedback.field('Category').selectOption('safety');
    await feedback.field('Subject').fill(markup);
    await feedback.field(/Your Message/).fill('   ');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/feedback') && isFormPost(r.request())),
      feedback.submit(),
    ]);
    expect(response.status()).toBe(422);
    await expect(feedback.errorSummary).toBeFocused();
    await expect(feedback.errorSummary.getByRole('link')).toHaveText([
      'Please provide your feedback message.',
      'Please provide your email address for follow-up.',
    ]);
    await expect(page).toHaveTitle(/^Error: Submit Feedback/);
    await expect(feedback.field(/Full Name/)).toHaveValue('Ana Lopez');
    await expect(feedback.field('Category')).toHaveValue('safety');
    await expect(feedback.field('Subject')).toHaveValue(markup);
    await expect(feedback.followUp).toBeChecked();
    await expect(feedback.field(/Your Message/)).toHaveAttribute('aria-invalid', 'true');
    await expect(feedback.field(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    await feedback.errorSummary.getByRole('link', { name: 'Please provide your feedback message.' }).click();
    await expect(feedback.field(/Your Message/)).toBeFocused();
  });

  test('a valid submission: 303 to the confirmation page, with the toast’s words', async ({ page }) => {
    await page.goto('/feedback');
    const feedback = new FeedbackPage(page);
    await feedback.field(/Email Address/).fill('ana@example.com');
    await feedback.field(/Your Message/).fill('Thanks for the new crosswalk.');
    const [posted, landed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/feedback') && isFormPost(r.request())),
      page.waitForResponse((r) => r.url().endsWith('/feedback/thank-you')),
      feedback.submit(),
    ]);
    expect(posted.status()).toBe(303);
    expect(landed.status()).toBe(200);
    await expect(page).toHaveURL(/\/feedback\/thank-you$/);
    await new SiteFrame(page).expectHeading(SUCCESS_TITLE);
    await expect(page.getByRole('status')).toHaveText(SUCCESS_MESSAGE);
    await expect(page).toHaveTitle(`${SUCCESS_TITLE} | City of Springfield`);
    await page.getByRole('link', { name: 'Back to Submit Feedback' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
  });
});

// axe runs in the page, so these pages are checked with script on: the same HTML, hydrated.
test('the error page of an invalid submission has no axe violation', async ({ page, axe }) => {
  await openPage(page, '/feedback');
  const feedback = new FeedbackPage(page);
  await feedback.field('Subject').fill('Streetlights');
  // Sent by the browser itself, past the page's script, as a browser without it sends it.
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/feedback') && isFormPost(r.request())),
    feedback.form.evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  expect(response.status()).toBe(422);
  await waitForHydration(page);
  await expect(feedback.errorSummary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Submit Feedback/);
  await expect(feedback.field('Subject')).toHaveValue('Streetlights');
  await axe();
});

test('the confirmation page has no axe violation', async ({ page, axe }) => {
  await openPage(page, '/feedback/thank-you');
  await expect(page.getByRole('status')).toHaveText(SUCCESS_MESSAGE);
  await axe();
});

// The server's page is on screen before its scripts have run: feedback sent at once is answered either way,
// the spec's toast (the scripts had run) or the confirmation page (the browser sent the form).
for (const run of [1, 2, 3]) {
  test(`feedback sent as soon as the form is on screen is answered (run ${run})`, async ({ page }) => {
    await page.goto('/feedback', { waitUntil: 'commit' });
    const feedback = new FeedbackPage(page);
    await feedback.field(/Email Address/).fill('ana@example.com');
    await feedback.field(/Your Message/).fill(`The bench in Evergreen Park is broken (${run}).`);
    await feedback.submit();
    const toast = new SiteFrame(page).toast(SUCCESS_TITLE);
    const confirmation = page.getByRole('heading', { level: 1, name: SUCCESS_TITLE });
    await expect(toast.or(confirmation)).toBeVisible();
    const byScript = await toast.isVisible();
    // Which of the two answered, in the report: both are right.
    test
      .info()
      .annotations.push({ type: 'answered by', description: byScript ? 'toast' : 'confirmation page' });
    if (byScript) {
      await expect(toast).toContainText(SUCCESS_MESSAGE);
      await expect(feedback.field(/Your Message/)).toHaveValue('');
      await expect(page).toHaveURL(/\/feedback$/);
    } else {
      await expect(page.getByRole('status')).toHaveText(SUCCESS_MESSAGE);
      await expect(page).toHaveURL(/\/feedback\/thank-you$/);
    }
  });
}
