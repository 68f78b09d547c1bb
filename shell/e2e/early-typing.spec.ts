import { DESKTOP, EARLY_RUNS, everyRunAtFirstPaint, expect, MOBILE, test } from '@springfield/shared/e2e';
import type { Page, Request } from '@playwright/test';

// Issue 45: nothing typed at first paint is lost. Each field of the frame and of /search is typed into (or
// ticked) in the server's HTML with the shell's script held back; once the page has come alive the value is
// still there, the page's state holds it (what it then searches, filters or sends is what was typed), EARLY_RUNS
// (20) times each.
//
// The fields of the site, and the journey that types into each at first paint:
// - shell (this file): the header search at 1280 px and in the mobile menu at 390 px, on every page; /search's
//   box and its Area and Type filters (checkboxes); "Was this page helpful?": the box after No, on every page.
// - mfe-news-events (early-typing.spec.ts): the Newsroom's search, the newsletter
//   signup (/news), the event registration form (/events/:id/register: name, e-mail, phone, organization,
//   notes). The category buttons of /news and /events are submit buttons (a tap at first paint asks the
//   server for the filtered list), not fields; the event list's registration dialog opens only once alive.
// - mfe-services-payments (early-typing.spec.ts): the service request form (/services/:slug, one component for
//   every service: text boxes, text areas, selects; its journey on pothole-report, which has each kind), the
//   request status lookup (/services/requests), the payment lookups (/pay-fines, /pay-bills, /traffic-fines:
//   citation, plate, last name, one component; ?tab=property and ?tab=business: text boxes and a select, one
//   component, its journey on property), the payment form (/pay-fines/pay/:item: method radios, card number).
// - mfe-community (early-typing.spec.ts): the feedback form (/feedback: anonymous checkbox, contact fields,
//   category select, subject, message, follow-up checkbox), the volunteer application
//   (/volunteer/:id/apply: contact fields, availability select, experience, motivation, emergency contact,
//   transportation and background check boxes).
// - /design-system draws the shared fields as examples (not a resident's form); the FAQ, program, department
//   and event pages have no field besides the frame's.
// - mfe-government: no field. Its only controls are buttons (dialogs, the meeting archive's chips).
// The staff pages (/staff) are not public pages and are not listed here.

const HEADER_SEARCH = 'Site search';
const MENU_SEARCH = 'Site search (menu)';
/** The words of a run: a run cannot pass on what an earlier one left in a box. */
const words = (run: number) => `pothole ${run}`;
const searchedFor = (text: string) => new RegExp(`/search\\?q=${encodeURIComponent(text)}$`);

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the header search and "Was this page helpful?" keep what was typed at first paint, and send it', async ({
    page,
  }) => {
    test.setTimeout(EARLY_RUNS * 8_000);
    const sent = await answerPageFeedback(page);
    const question = page.getByRole('region', { name: 'Help us improve this page' });
    const header = page.getByRole('search', { name: HEADER_SEARCH }).getByRole('searchbox');
    const wrong = question.getByRole('textbox', { name: 'What was wrong with this page? (optional)' });
    await everyRunAtFirstPaint(
      page,
      // The step a visitor without script is sent back to after No: the box is in the server's HTML.
      (run) => `/pay-fines?helpful=no&ref=early-${run}`,
      async (run) => {
        await header.fill(words(run));
        await wrong.fill(`The fee table is missing (${run})`);
      },
      async (run) => {
        await expect(header).toHaveValue(words(run));
        await expect(wrong).toHaveValue(`The fee table is missing (${run})`);
        // Sent in the background with what was typed, then thanked in place.
        const posted = waitForPost(page);
        await question.getByRole('button', { name: 'Send' }).click();
        expect(new URLSearchParams((await posted).postData() ?? '').get('wrong')).toBe(
          `The fee table is missing (${run})`,
        );
        await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
        await header.press('Enter');
        await expect(page).toHaveURL(searchedFor(words(run)));
        await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      },
    );
    expect(sent()).toBe(EARLY_RUNS);
  });

  test('/search keeps the words typed at first paint and shows their results', async ({ page }) => {
    test.setTimeout(EARLY_RUNS * 6_000);
    const box = page.getByRole('search', { name: 'Search this site' }).getByRole('searchbox');
    const results = page.getByRole('list', { name: 'Search results' });
    await everyRunAtFirstPaint(
      page,
      '/search',
      async () => box.fill('pothole'),
      async () => {
        await expect(box).toHaveValue('pothole');
        await expect(results.getByRole('link').first()).toHaveText('Report a Pothole');
        await expect(page.getByRole('status').filter({ hasText: /results? for “pothole”/ })).toBeVisible();
        await expect(page).toHaveURL(/\/search\?q=pothole$/);
      },
    );
  });

  test('/search keeps a filter ticked at first paint and applies it', async ({ page }) => {
    test.setTimeout(EARLY_RUNS * 6_000);
    const results = page.getByRole('list', { name: 'Search results' });
    const events = page
      .getByRole('group', { name: 'Type' })
      .getByRole('checkbox', { name: /^Event \(\d+\)$/ });
    await everyRunAtFirstPaint(
      page,
      '/search?q=park',
      async () => events.check(),
      async () => {
        await expect(events).toBeChecked();
        await expect(page).toHaveURL(/\/search\?q=park&type=Event$/);
        const meta = results.locator('.sh-results__meta');
        await expect(meta.first()).toContainText('Event');
        for (const text of await meta.allTextContents()) expect(text).toContain('Event');
      },
    );
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE });

  test('the menu’s search keeps what was typed at first paint, in view, and searches it', async ({
    page,
  }) => {
    test.setTimeout(EARLY_RUNS * 6_000);
    const box = page.getByRole('search', { name: MENU_SEARCH }).getByRole('searchbox');
    await everyRunAtFirstPaint(
      page,
      '/news',
      async (run) => {
        // Without script the Menu is a link that opens the menu by its address.
        await page.getByRole('link', { name: 'Menu' }).click();
        await box.fill(words(run));
      },
      async (run) => {
        await expect(box).toBeVisible();
        await expect(box).toHaveValue(words(run));
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
        await box.press('Enter');
        await expect(page).toHaveURL(searchedFor(words(run)));
        await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      },
    );
  });
});

/** Answers "Was this page helpful?" without storing it; returns how many answers were sent. */
async function answerPageFeedback(page: Page): Promise<() => number> {
  let count = 0;
  await page.route('**/page-feedback', async (route) => {
    count += 1;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return () => count;
}

const waitForPost = (page: Page): Promise<Request> =>
  page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/page-feedback'));
