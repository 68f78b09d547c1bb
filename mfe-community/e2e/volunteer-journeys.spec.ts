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
import { volunteerOpportunities } from './pages/content';
import { VolunteerPage } from './pages/volunteer-page';

// The first opportunity and one further down the page, from the area's content.
const [first, , later] = volunteerOpportunities;
if (!first || !later) throw new Error('the journeys need three opportunities');
const FIRST = first.title;
const LATER = later.title;
const LATER_APPLY = `/volunteer/${later.id}/apply`;
const LATER_APPLIED = `/volunteer/${later.id}/applied`;

/** The words of the spec's success toast, and of the confirmation page. */
const thanks = (title: string) => `Thank you for applying for ${title}. We'll contact you within 48 hours.`;

// The page's axe and width, at 1280 and 390 px, are the route sweep's (shell/e2e/accessibility.spec.ts).
test('shows stats, reasons, opportunities and the steps', async ({ page }) => {
  await openPage(page, '/volunteer');
  const frame = new SiteFrame(page);
  await frame.expectHeading('Volunteer Opportunities');
  await expect(page).toHaveTitle('Volunteer Opportunities | City of Springfield');
  for (const stat of ['150+', '50+', '2,400+'])
    await expect(frame.main.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why Volunteer?' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('article')).toHaveCount(volunteerOpportunities.length);
  await expect(page.getByRole('region', { name: 'Get Started Today' }).getByRole('listitem')).toHaveCount(5);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`volunteer at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the inline form opens under a card, moves, and passes axe', async ({ page, axe }) => {
      await openPage(page, '/volunteer');
      const volunteer = new VolunteerPage(page);
      await volunteer.signUp(FIRST);
      await expect(volunteer.card(FIRST).getByRole('form')).toBeVisible();
      await expect(page.getByRole('heading', { name: `Volunteer Application: ${FIRST}` })).toBeFocused();
      await volunteer.field(/Full Name/).fill('Ana Lopez');
      await volunteer.signUp(LATER);
      await expect(page.getByRole('form')).toHaveCount(1);
      await expect(volunteer.card(LATER).getByRole('form')).toBeVisible();
      await expect(volunteer.field(/Full Name/)).toHaveValue('Ana Lopez');
      await expectNoHorizontalScroll(page);
      await axe();
      await volunteer.panel.getByRole('link', { name: 'Close application form' }).click();
      await expect(page.getByRole('form')).toHaveCount(0);
      await expect(volunteer.signUpLink(LATER)).toBeFocused();
    });
  });
}

test('Cancel closes the form', async ({ page }) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  await volunteer.signUp(FIRST);
  await volunteer.form.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(volunteer.signUpLink(FIRST)).toBeFocused();
});

test('blank name and email: Required Fields Missing, inline errors, focus, nothing lost', async ({
  page,
  axe,
}) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  const frame = new SiteFrame(page);
  await volunteer.signUp(FIRST);
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
  await volunteer.signUp(FIRST);
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
  await volunteer.signUpLink(LATER).focus();
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
    `Thank you for applying for ${LATER}. We'll contact you within 48 hours.`,
  );
  await expect(page.getByRole('form')).toHaveCount(0);
  await volunteer.signUp(FIRST);
  await expect(volunteer.field(/Full Name/)).toHaveValue('');
  await expect(volunteer.backgroundCheck).not.toBeChecked();
});

test('the address follows the form: Sign Up, another card, close; Back closes it too', async ({ page }) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  await volunteer.signUp(FIRST);
  await expect(page).toHaveURL(new RegExp(`/volunteer/${first.id}/apply$`));
  await volunteer.signUp(LATER);
  await expect(page).toHaveURL(new RegExp(`${LATER_APPLY}$`));
  // Moving between cards took no history entry: Back leaves the form, to /volunteer.
  await page.goBack();
  await expect(page).toHaveURL(/\/volunteer$/);
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.goForward();
  await expect(volunteer.card(LATER).getByRole('form')).toBeVisible();
});

test('the form stays where the visitor is: opening and closing it does not scroll to the top', async ({
  page,
}) => {
  await openPage(page, '/volunteer');
  const volunteer = new VolunteerPage(page);
  await volunteer.signUpLink(LATER).scrollIntoViewIfNeeded();
  await volunteer.signUp(LATER);
  await expect(volunteer.heading(LATER)).toBeFocused();
  await expect(volunteer.heading(LATER)).toBeInViewport();
  await volunteer.panel.getByRole('link', { name: 'Close application form' }).click();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(volunteer.signUpLink(LATER)).toBeFocused();
  await expect(volunteer.signUpLink(LATER)).toBeInViewport();
});

test('an unknown opportunity has no application page (404)', async ({ page, axe }) => {
  const response = await page.goto('/volunteer/no-such-thing/apply');
  expect(response?.status()).toBe(404);
  await new SiteFrame(page).expectHeading('Opportunity Not Found');
  await expect(page.getByRole('link', { name: /Back to Volunteer Opportunities/ })).toHaveAttribute(
    'href',
    '/volunteer',
  );
  await axe();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Sign Up is a link to the card’s page, with the form open and focused; Cancel goes back', async ({
    page,
  }) => {
    await page.goto('/volunteer');
    const volunteer = new VolunteerPage(page);
    await expect(volunteer.signUpLink(LATER)).toHaveAttribute('href', LATER_APPLY);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(LATER_APPLY)),
      volunteer.signUpLink(LATER).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(volunteer.card(LATER).getByRole('form')).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(1);
    // The form is far down the page: the browser takes focus, and the view, to its heading.
    await expect(volunteer.heading(LATER)).toBeFocused();
    await expect(volunteer.heading(LATER)).toBeInViewport();
    await volunteer.form.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
    await expect(page.getByRole('form')).toHaveCount(0);
  });

  test('an invalid application: 422, the error summary focused, what was typed kept', async ({ page }) => {
    await page.goto(LATER_APPLY);
    const volunteer = new VolunteerPage(page);
    const markup = '<img src=x onerror=alert(1)> 🌳';
    await volunteer.field(/Full Name/).fill('Ana Lopez');
    await volunteer.field('Relevant Experience').fill(markup);
    await volunteer.field('Availability').selectOption('flexible');
    await volunteer.form.getByRole('checkbox', { name: 'I have reliable transportation' }).check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(LATER_APPLY) && isFormPost(r.request())),
      volunteer.submit(),
    ]);
    expect(response.status()).toBe(422);
    await expect(volunteer.errorSummary).toBeFocused();
    await expect(volunteer.errorSummary.getByRole('link')).toHaveText([
      'Please enter your email address.',
      'Please agree to the background check to continue.',
    ]);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(volunteer.field(/Full Name/)).toHaveValue('Ana Lopez');
    await expect(volunteer.field('Relevant Experience')).toHaveValue(markup);
    await expect(volunteer.field('Availability')).toHaveValue('flexible');
    await expect(
      volunteer.form.getByRole('checkbox', { name: 'I have reliable transportation' }),
    ).toBeChecked();
    await expect(volunteer.field(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    await expect(volunteer.backgroundCheck).toHaveAttribute('aria-invalid', 'true');
    // Each link of the summary leads to its field.
    await volunteer.errorSummary.getByRole('link', { name: 'Please enter your email address.' }).click();
    await expect(volunteer.field(/Email Address/)).toBeFocused();
  });

  test('a complete application: 303 to the confirmation page, with the toast’s words', async ({ page }) => {
    await page.goto(LATER_APPLY);
    const volunteer = new VolunteerPage(page);
    await volunteer.fillComplete();
    const [posted, landed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(LATER_APPLY) && isFormPost(r.request())),
      page.waitForResponse((r) => r.url().endsWith(LATER_APPLIED)),
      volunteer.submit(),
    ]);
    expect(posted.status()).toBe(303);
    expect(landed.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${LATER_APPLIED}$`));
    await new SiteFrame(page).expectHeading('Volunteer Application Submitted!');
    await expect(page.getByRole('status')).toHaveText(thanks(LATER));
    await expect(page).toHaveTitle('Volunteer Application Submitted! | City of Springfield');
    await page.getByRole('link', { name: 'Back to Volunteer Opportunities' }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
  });
});

// axe runs in the page, so these pages are checked with script on: the same HTML, hydrated.
test('the error page of an invalid application has no axe violation', async ({ page, axe }) => {
  await openPage(page, LATER_APPLY);
  const volunteer = new VolunteerPage(page);
  await volunteer.field(/Full Name/).fill('Ana Lopez');
  // Sent by the browser itself, past the page's script, as a browser without it sends it.
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(LATER_APPLY) && isFormPost(r.request())),
    volunteer.form.evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  expect(response.status()).toBe(422);
  await waitForHydration(page);
  await expect(volunteer.errorSummary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Volunteer Opportunities/);
  await expect(volunteer.field(/Full Name/)).toHaveValue('Ana Lopez');
  await axe();
});

test('the confirmation page has no axe violation', async ({ page, axe }) => {
  await openPage(page, LATER_APPLIED);
  await expect(page.getByRole('status')).toHaveText(thanks(LATER));
  await axe();
});

// The server's page is on screen before its scripts have run: a visitor who applies at once gets the answer
// either way, the spec's toast (the scripts had run) or the confirmation page (the browser sent the form).
for (const run of [1, 2, 3]) {
  test(`applying as soon as the form is on screen is answered (run ${run})`, async ({ page }) => {
    await page.goto(LATER_APPLY, { waitUntil: 'commit' });
    const volunteer = new VolunteerPage(page);
    await volunteer.fillComplete(`Ana Lopez ${run}`);
    await volunteer.submit();
    const toast = new SiteFrame(page).toast('Volunteer Application Submitted!');
    const confirmation = page.getByRole('heading', { level: 1, name: 'Volunteer Application Submitted!' });
    await expect(toast.or(confirmation)).toBeVisible();
    const byScript = await toast.isVisible();
    // Which of the two answered, in the report: both are right.
    test
      .info()
      .annotations.push({ type: 'answered by', description: byScript ? 'toast' : 'confirmation page' });
    if (byScript) {
      await expect(toast).toContainText(thanks(LATER));
      await expect(page.getByRole('form')).toHaveCount(0);
      await expect(page).toHaveURL(/\/volunteer$/);
    } else {
      await expect(page.getByRole('status')).toHaveText(thanks(LATER));
      await expect(page).toHaveURL(new RegExp(`${LATER_APPLIED}$`));
    }
  });

  test(`a Sign Up tapped as soon as the page is on screen opens the form (run ${run})`, async ({ page }) => {
    await page.goto('/volunteer', { waitUntil: 'commit' });
    const volunteer = new VolunteerPage(page);
    await volunteer.signUpLink(LATER).click();
    await expect(volunteer.card(LATER).getByRole('form')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LATER_APPLY}$`));
  });
}
