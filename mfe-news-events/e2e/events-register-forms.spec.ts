import {
  DESKTOP,
  expect,
  openPage,
  SiteFrame,
  test,
  waitForHydration,
  isFormPost,
} from '@springfield/shared/e2e';
import { EventRegisterPage } from './pages/event-register';
import { EventsListPage } from './pages/events-list';

// Issue 24: an event's registration works from the first paint and without JavaScript. Its form has a page,
// /events/:id/register, whose route action the list's dialog and the event page's inline form also send to;
// a registration sent without script lands on /events/:id/registered (post/redirect/get).

const WORKSHOP = 'Home Energy Efficiency Workshop';
/** Registrations are kept: the journeys that register do so on a large event, which their runs never fill. */
const TOWN_HALL = { id: 12, title: 'Town Hall on Public Safety' };
const SUCCESS_TITLE = 'Registration Successful!';
const successMessage = (title: string) =>
  `You've been registered for ${title}. A confirmation email will be sent shortly.`;
const NAME_REQUIRED = 'Please enter your full name.';
const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

const isPostTo = (path: string) => (response: import('@playwright/test').Response) =>
  isFormPost(response.request()) && new URL(response.url()).pathname === path;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the list's Register to Attend and the event page's Register Now lead to the register page", async ({
    page,
  }) => {
    await page.goto('/events');
    const events = new EventsListPage(page);
    await events
      .card(WORKSHOP)
      .getByRole('link', { name: /Register to Attend/ })
      .click();
    await expect(page).toHaveURL(/\/events\/2\/register$/);
    await new SiteFrame(page).expectHeading(`Register for ${WORKSHOP}`);
    await expect(page.getByRole('main')).toContainText(
      'Saturday, January 18, 2025, 10:00 AM - 12:00 PM at Springfield Public Library, Community Room',
    );
    await expect(new EventRegisterPage(page).name).toBeVisible();

    await page.goto('/events/3');
    await page.getByRole('main').getByRole('link', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/events\/3\/register$/);
    await new SiteFrame(page).expectHeading('Register for Park Master Plan Community Open House');
  });

  test('an invalid registration: 422, the error summary focused, what was typed kept', async ({ page }) => {
    await page.goto('/events/2/register');
    const form = new EventRegisterPage(page);
    const markup = '<img src=x onerror=alert(1)> 🎉';
    await form.name.fill('   ');
    await form.email.fill('ana@example');
    await form.field('Phone').fill('555 0100');
    await form.field('Organization').fill(markup);
    await form.field('Questions or Comments').fill('x'.repeat(2000));
    const [response] = await Promise.all([
      page.waitForResponse(isPostTo('/events/2/register')),
      form.submit(),
    ]);
    expect(response.status()).toBe(422);
    await expect(form.errorSummary).toBeFocused();
    await expect(form.errorSummary.getByRole('link')).toHaveText([NAME_REQUIRED, EMAIL_INVALID]);
    await expect(page).toHaveTitle(`Error: Register for ${WORKSHOP} | City of Springfield`);
    await expect(form.name).toHaveValue('   ');
    await expect(form.email).toHaveValue('ana@example');
    await expect(form.field('Phone')).toHaveValue('555 0100');
    await expect(form.field('Organization')).toHaveValue(markup);
    await expect(form.field('Questions or Comments')).toHaveValue('x'.repeat(2000));
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field('Phone')).not.toHaveAttribute('aria-invalid');
    await form.errorSummary.getByRole('link', { name: EMAIL_INVALID }).click();
    await expect(form.email).toBeFocused();
  });

  test('a valid registration: 303 to the confirmation page, with the toast’s words', async ({ page }) => {
    const { id, title } = TOWN_HALL;
    await page.goto(`/events/${id}/register`);
    const form = new EventRegisterPage(page);
    await form.name.fill('Ana Lee');
    await form.email.fill('ana@example.com');
    const [posted, landed] = await Promise.all([
      page.waitForResponse(isPostTo(`/events/${id}/register`)),
      page.waitForResponse((r) => new URL(r.url()).pathname === `/events/${id}/registered`),
      form.submit(),
    ]);
    expect(posted.status()).toBe(303);
    expect(landed.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/events/${id}/registered$`));
    await new SiteFrame(page).expectHeading(SUCCESS_TITLE);
    await expect(page.getByRole('status')).toHaveText(successMessage(title));
    await expect(page).toHaveTitle(`${SUCCESS_TITLE} | City of Springfield`);
    await page.getByRole('main').getByRole('link', { name: 'Back to Event' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  });

  test('a full event says so, with no form; an unknown one is not found', async ({ page }) => {
    await page.goto('/events/9/register');
    await expect(page.getByRole('heading', { level: 2, name: 'Registration full' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    const missing = await page.goto('/events/999/register');
    expect(missing?.status()).toBe(404);
    await new SiteFrame(page).expectHeading('Event Not Found');
  });

  test('the server refuses a registration for a full or an unknown event', async ({ page, baseURL }) => {
    const form = { name: 'Ana Lee', email: 'ana@example.com' };
    const headers = { Origin: baseURL ?? '' };
    // The store refuses it (409, like an invalid form: the page with the problem, what was typed kept).
    const full = await page.request.post('/events/9/register', { form, headers, maxRedirects: 0 });
    expect(full.status()).toBe(409);
    expect(await full.text()).toContain(
      'This event is full. Every place at Valentine&#x27;s Senior Social has been taken.',
    );
    const unknown = await page.request.post('/events/999/register', { form, headers, maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Event Not Found');
  });
});

// axe runs in the page, so these pages are checked with script on: the same HTML, hydrated.
test('the register page and its error page have no axe violation', async ({ page, axe }) => {
  await openPage(page, '/events/2/register');
  await axe();
  const form = new EventRegisterPage(page);
  await form.name.fill('Ana Lee');
  // Sent by the browser itself, past the page's script, as a browser without it sends it.
  const [response] = await Promise.all([
    page.waitForResponse(isPostTo('/events/2/register')),
    form.form.locator('form').evaluate((element: HTMLFormElement) => element.submit()),
  ]);
  expect(response.status()).toBe(422);
  await waitForHydration(page);
  await expect(form.errorSummary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Register for/);
  await expect(form.name).toHaveValue('Ana Lee');
  await axe();
});

test('the confirmation page and the full event’s page have no axe violation', async ({ page, axe }) => {
  await openPage(page, '/events/2/registered');
  await expect(page.getByRole('status')).toHaveText(successMessage(WORKSHOP));
  await axe();
  await openPage(page, '/events/9/register');
  await expect(page.getByRole('heading', { level: 2, name: 'Registration full' })).toBeVisible();
  await axe();
});

test('with script, the register page checks the form, then registers and confirms', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isFormPost(request)) posts.push(request.url());
  });
  await openPage(page, '/events/11/register');
  const form = new EventRegisterPage(page);
  await form.email.fill('ana@');
  await form.submit();
  await expect(form.name).toBeFocused();
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.form.getByText(NAME_REQUIRED)).toBeVisible();
  await expect(form.form.getByText(EMAIL_INVALID)).toBeVisible();
  expect(posts).toEqual([]);
  await form.name.fill('Ana Lee');
  await form.email.fill('ana@example.com');
  await form.submit();
  await expect(form.form.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  await new SiteFrame(page).expectHeading(SUCCESS_TITLE);
  await expect(page).toHaveURL(/\/events\/11\/registered$/);
  await expect(page.getByRole('status')).toHaveText(
    successMessage('Small Business Grant Application Workshop'),
  );
  expect(posts).toHaveLength(1);
});

// The server's page is on screen before its scripts have run: a registration sent at once is answered either
// way, the spec's toast (the scripts had run) or the confirmation page (the browser sent the form).
for (const run of [1, 2, 3]) {
  test(`a registration sent as soon as the register page is on screen is confirmed (run ${run})`, async ({
    page,
  }) => {
    await page.goto(`/events/${TOWN_HALL.id}/register`, { waitUntil: 'commit' });
    const form = new EventRegisterPage(page);
    await form.name.fill(`Ana Lee ${run}`);
    await form.email.fill('ana@example.com');
    await form.submit();
    await new SiteFrame(page).expectHeading(SUCCESS_TITLE);
    await expect(page).toHaveURL(new RegExp(`/events/${TOWN_HALL.id}/registered$`));
    await expect(page.getByRole('status')).toHaveText(successMessage(TOWN_HALL.title));
  });

  test(`Register Now tapped as soon as the event page is on screen registers (run ${run})`, async ({
    page,
  }) => {
    const { id, title } = TOWN_HALL;
    await page.goto(`/events/${id}`, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('link', { name: 'Register Now' }).click();
    // The inline form (the scripts had run) or the register page (the browser followed the link).
    const form = new EventRegisterPage(page);
    await form.name.fill(`Ana Lee ${run}`);
    await form.email.fill('ana@example.com');
    await form.submit();
    const toast = new SiteFrame(page).toast(`Registration submitted for ${title}!`);
    const confirmation = page.getByRole('heading', { level: 1, name: SUCCESS_TITLE });
    await expect(toast.or(confirmation)).toBeVisible();
    if (await toast.isVisible()) {
      await expect(toast).toContainText('You will receive a confirmation email shortly.');
      await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
    } else {
      await expect(page.getByRole('status')).toHaveText(successMessage(title));
      await expect(page).toHaveURL(new RegExp(`/events/${id}/registered$`));
    }
  });

  test(`Register to Attend tapped as soon as the list is on screen registers (run ${run})`, async ({
    page,
  }) => {
    await page.goto('/events', { waitUntil: 'commit' });
    const events = new EventsListPage(page);
    await events
      .card(TOWN_HALL.title)
      .getByRole('link', { name: /Register to Attend/ })
      .click();
    // The dialog (the scripts had run) or the register page (the browser followed the link): the same fields.
    await page.getByLabel(/Full Name/).fill(`Ana Lee ${run}`);
    await page.getByLabel(/^Email/).fill('ana@example.com');
    await page.getByRole('button', { name: /^(Complete|Submit) Registration$/ }).click();
    // The success toast or the confirmation page: the same words.
    await expect(page.getByText(successMessage(TOWN_HALL.title), { exact: true })).toBeVisible();
  });
}
