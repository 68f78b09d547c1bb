import {
  DESKTOP,
  expect,
  openPage,
  SiteFrame,
  test,
  waitForHydration,
  isFormPost,
} from '@springfield/shared/e2e';
import { NewsroomPage } from './pages/news-newsroom';

// Issue 24: the newsroom's newsletter box is a form posted to the route action of /news, with or without
// JavaScript; a sign-up sent without script lands on /news/subscribed (post/redirect/get).

const SUCCESS_TITLE = 'Subscription Successful!';
const SUCCESS_MESSAGE =
  "Thank you for subscribing. Please confirm it with the link we have e-mailed you; then you'll receive the latest city news, notices and event updates in your inbox.";
const EMAIL_REQUIRED = 'Please enter your email address.';
const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

const isPostToNews = (response: import('@playwright/test').Response) =>
  isFormPost(response.request()) && new URL(response.url()).pathname === '/news';

const errorSummary = (page: import('@playwright/test').Page) => page.locator('[data-sf-error-summary]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  for (const [typed, message] of [
    ['', EMAIL_REQUIRED],
    ['<b>ana</b>@example', EMAIL_INVALID],
  ] as const) {
    test(`an invalid sign-up ("${typed}"): 422, the error summary focused, what was typed kept`, async ({
      page,
    }) => {
      await page.goto('/news');
      const news = new NewsroomPage(page);
      await news.newsletterEmail.fill(typed);
      const [response] = await Promise.all([page.waitForResponse(isPostToNews), news.subscribe()]);
      expect(response.status()).toBe(422);
      await expect(errorSummary(page)).toBeFocused();
      await expect(errorSummary(page).getByRole('link')).toHaveText([message]);
      await expect(page).toHaveTitle('Error: Newsroom | City of Springfield');
      await expect(news.newsletterEmail).toHaveValue(typed);
      await expect(news.newsletterEmail).toHaveAttribute('aria-invalid', 'true');
      await expect(news.newsletterEmail).toHaveAccessibleDescription(message);
      await errorSummary(page).getByRole('link', { name: message }).click();
      await expect(news.newsletterEmail).toBeFocused();
    });
  }

  test('a valid sign-up: 303 to the confirmation page, with the toast’s words', async ({ page }) => {
    await page.goto('/newsroom');
    const news = new NewsroomPage(page);
    await news.newsletterEmail.fill('ana@example.com');
    const [posted, landed] = await Promise.all([
      page.waitForResponse(isPostToNews),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/news/subscribed'),
      news.subscribe(),
    ]);
    expect(posted.status()).toBe(303);
    expect(landed.status()).toBe(200);
    await expect(page).toHaveURL(/\/news\/subscribed$/);
    await new SiteFrame(page).expectHeading(SUCCESS_TITLE);
    await expect(page.getByRole('status')).toHaveText(SUCCESS_MESSAGE);
    await expect(page).toHaveTitle(`${SUCCESS_TITLE} | City of Springfield`);
    await page.getByRole('main').getByRole('link', { name: 'Back to Newsroom' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test('with script: the inline error first, then the success toast and the box cleared', async ({
  page,
  axe,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isFormPost(request)) posts.push(request.url());
  });
  await openPage(page, '/news');
  const news = new NewsroomPage(page);
  await news.newsletterEmail.fill('ana.example.com');
  await news.subscribe();
  await expect(news.newsletterEmail).toBeFocused();
  await expect(news.newsletterEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(news.newsletter.getByText(EMAIL_INVALID)).toBeVisible();
  expect(posts).toEqual([]);
  await axe('.ne-newsletter');
  await news.newsletterEmail.fill('ana@example.com');
  await expect(news.newsletterEmail).not.toHaveAttribute('aria-invalid');
  await news.subscribe();
  const toast = new SiteFrame(page).toast(SUCCESS_TITLE);
  await expect(toast).toContainText(SUCCESS_MESSAGE);
  await expect(news.newsletterEmail).toHaveValue('');
  await expect(page).toHaveURL(/\/news$/);
  expect(posts).toHaveLength(1);
});

// axe runs in the page, so these pages are checked with script on: the same HTML, hydrated.
test('the error page of an invalid sign-up and the confirmation page have no axe violation', async ({
  page,
  axe,
}) => {
  await openPage(page, '/news');
  const news = new NewsroomPage(page);
  await news.newsletterEmail.fill('ana@');
  // Sent by the browser itself, past the page's script, as a browser without it sends it.
  const [response] = await Promise.all([
    page.waitForResponse(isPostToNews),
    news.newsletter.locator('form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  expect(response.status()).toBe(422);
  await waitForHydration(page);
  await expect(errorSummary(page)).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Newsroom/);
  await expect(news.newsletterEmail).toHaveValue('ana@');
  await axe();
  await openPage(page, '/news/subscribed');
  await expect(page.getByRole('status')).toHaveText(SUCCESS_MESSAGE);
  await axe();
});

// The server's page is on screen before its scripts have run: a sign-up sent at once is answered either way,
// the success toast (the scripts had run) or the confirmation page (the browser sent the form).
for (const run of [1, 2, 3]) {
  test(`a sign-up sent as soon as the newsroom is on screen is confirmed (run ${run})`, async ({ page }) => {
    await page.goto('/news', { waitUntil: 'commit' });
    const news = new NewsroomPage(page);
    await news.newsletterEmail.fill(`ana+${run}@example.com`);
    await news.subscribe();
    const toast = new SiteFrame(page).toast(SUCCESS_TITLE);
    const confirmation = page.getByRole('heading', { level: 1, name: SUCCESS_TITLE });
    await expect(toast.or(confirmation)).toBeVisible();
    if (await toast.isVisible()) {
      await expect(toast).toContainText(SUCCESS_MESSAGE);
      await expect(news.newsletterEmail).toHaveValue('');
      await expect(page).toHaveURL(/\/news$/);
    } else {
      await expect(page.getByRole('status')).toHaveText(SUCCESS_MESSAGE);
      await expect(page).toHaveURL(/\/news\/subscribed$/);
    }
  });
}
