import { EARLY_RUNS, everyRunAtFirstPaint, expect, test } from '@springfield/shared/e2e';
import { EventRegisterPage } from './pages/event-register';
import { NewsroomPage } from './pages/news-newsroom';

// Issue 45: nothing typed at first paint is lost (the site's fields are listed in shell/e2e/early-typing.spec.ts).
// The area's fields, each typed into in the server's HTML with the shell's script held back, EARLY_RUNS (20)
// times: once the page has come alive the value is still there, and what the page then does with it (searches,
// checks, sends) is done with what was typed. The category buttons of /news and /events are submit buttons, not
// fields (a tap at first paint asks the server for the filtered list); the list's registration dialog opens only
// once the page is alive.

const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

// Text typed into the Newsroom's search box at first paint was erased when the script ran (6 of 8 early
// typings lost); the newsletter's box beside it keeps its e-mail address too.
test('the Newsroom’s search and the newsletter keep what was typed at first paint, and use it', async ({
  page,
}) => {
  test.setTimeout(EARLY_RUNS * 8_000);
  const news = new NewsroomPage(page);
  const box = page.getByRole('searchbox', { name: 'Search news articles' });
  await everyRunAtFirstPaint(
    page,
    '/news',
    async (run) => {
      await box.fill('budget');
      // An address the newsletter refuses, so that the journey subscribes no one: the check names the typed
      // address's problem, not an empty box's.
      await news.newsletterEmail.fill(`resident-${run}@example`);
    },
    async (run) => {
      await expect(box).toHaveValue('budget');
      await expect(page).toHaveURL(/\/news\?q=budget$/);
      await expect(page.getByText(/^Showing \d+ articles?/)).not.toHaveText('Showing 13 articles');
      await expect(news.newsletterEmail).toHaveValue(`resident-${run}@example`);
      await news.subscribe();
      // The typed address's problem, not an empty box's ("Please enter your email address.").
      await expect(news.newsletterEmail).toHaveAccessibleDescription(EMAIL_INVALID);
      await expect(news.newsletterEmail).toHaveValue(`resident-${run}@example`);
    },
  );
});

test('an event’s registration form keeps every field typed at first paint', async ({ page }) => {
  test.setTimeout(EARLY_RUNS * 8_000);
  const form = new EventRegisterPage(page);
  const typed = (run: number) => ({
    name: `Ana Flores ${run}`,
    // Refused, so that the journey registers no one: the form then names the e-mail's problem only, which it
    // does only if the name reached the form's state.
    email: `ana-${run}@example`,
    phone: `555 01${String(run).padStart(2, '0')}`,
    organization: `Springfield Library Friends ${run}`,
    notes: `Wheelchair access, please (${run}).`,
  });
  const fields = () => ({
    name: form.name,
    email: form.email,
    phone: form.field('Phone'),
    organization: form.field('Organization'),
    notes: form.field('Questions or Comments'),
  });
  await everyRunAtFirstPaint(
    page,
    '/events/12/register',
    async (run) => {
      for (const [key, field] of Object.entries(fields()))
        await field.fill(typed(run)[key as keyof ReturnType<typeof typed>]);
    },
    async (run) => {
      for (const [key, field] of Object.entries(fields()))
        await expect(field).toHaveValue(typed(run)[key as keyof ReturnType<typeof typed>]);
      await form.submit();
      // Only the e-mail's problem: the name reached the form's state.
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.email).toHaveAccessibleDescription(EMAIL_INVALID);
      await expect(form.name).not.toHaveAttribute('aria-invalid');
      // The form rendered again with its state: every box still holds what was typed.
      for (const [key, field] of Object.entries(fields()))
        await expect(field).toHaveValue(typed(run)[key as keyof ReturnType<typeof typed>]);
    },
  );
});
