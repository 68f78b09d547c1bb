import { readFile } from 'node:fs/promises';
import { test, expect, openPage, MOBILE, expectNoHorizontalScroll, SiteFrame } from '@springfield/shared/e2e';
import { EventsListPage } from './pages/events-list';
import { NewsroomPage } from './pages/news-newsroom';

/** What a category button says it holds (its visually hidden "(N)"). */
async function countOf(news: NewsroomPage, name: string): Promise<number> {
  return Number(
    ((await news.filter(name).locator('.sf-visually-hidden').textContent()) ?? '').replace(/\D/g, ''),
  );
}

function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

test('downloads a valid .ics file for one event', async ({ page, axe }) => {
  await openPage(page, '/events');
  const events = new EventsListPage(page);
  await events
    .card('City Council Budget Work Session')
    .getByRole('link', { name: /Add to Calendar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Add City Council Budget Work Session to your calendar/ });
  await expect(dialog).toBeVisible();
  await axe('.ant-modal');

  const google = dialog.getByRole('link', { name: /Add to Google Calendar/ });
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await google.getAttribute('href'))!);
  expect(href.hostname).toBe('calendar.google.com');
  expect(href.searchParams.get('action')).toBe('TEMPLATE');
  expect(href.searchParams.get('text')).toBe('City Council Budget Work Session');
  expect(href.searchParams.get('dates')).toBe('20250129T000000Z/20250129T020000Z');
  expect(href.searchParams.get('location')).toBe(
    'City Hall Council Chambers, 100 Main Street, Springfield, IL 62701',
  );
  expect(href.searchParams.get('details')).toContain('five-year financial forecast');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Download .ics File/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('city-council-budget-work-session.ics');
  // Issue 45: saved, and the visitor is still on the list.
  await expect(page).toHaveURL('/events');
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).not.toMatch(/[^\r]\n/);
  expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  const lines = unfold(ics);
  expect(lines).toContain('VERSION:2.0');
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines).toContain('UID:event-4@springfield.gov');
  expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
  expect(lines).toContain('DTSTART:20250129T000000Z');
  expect(lines).toContain('DTEND:20250129T020000Z');
  expect(lines).toContain('SUMMARY:City Council Budget Work Session');
  expect(lines.some((l) => l.startsWith('DESCRIPTION:The Council reviews department budget requests'))).toBe(
    true,
  );
  expect(lines).toContain(
    'LOCATION:City Hall Council Chambers\\, 100 Main Street\\, Springfield\\, IL 62701',
  );
  expect(lines).toContain('STATUS:CONFIRMED');
  expect(lines).toContain('END:VCALENDAR');

  await expect(new SiteFrame(page).toast('Calendar Event Added')).toContainText(
    'City Council Budget Work Session has been downloaded to your calendar.',
  );
});

test.describe('calendar tools on a phone', () => {
  test.use({ viewport: MOBILE });

  test('Subscribe to Calendar shows the calendar subscriptions; Download iCal File holds every event', async ({
    page,
  }) => {
    await openPage(page, '/events');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Subscribe to Calendar' }).click();
    const subscriptions = page.getByRole('region', { name: 'Calendar Subscriptions' });
    await expect(subscriptions.getByRole('link', { name: 'Subscribe to All Events' })).toHaveAttribute(
      'href',
      /^webcal:\/\/.+\/calendar\/events\.ics$/,
    );
    await expectNoHorizontalScroll(page);

    // Every event the list shows (all of them: no category is chosen).
    const listed = await page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').count();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download iCal File' }).click();
    const lines = unfold(await readFile((await (await downloading).path())!, 'utf8'));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(listed);
    // Issue 45: saved, and the visitor is still on the list.
    await expect(page).toHaveURL('/events');

    const google = page.getByRole('link', { name: /Google Calendar/ });
    await expect(google).toHaveAttribute('target', '_blank');
    expect(await google.getAttribute('href')).toContain('action=TEMPLATE');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test('a category is a form’s button, and Add to Calendar and Download iCal File are the files', async ({
    page,
  }) => {
    await page.goto('/events');
    await page.getByRole('button', { name: /^Workshops/ }).click();
    await expect(page).toHaveURL('/events?category=workshops');
    await expect(page.getByRole('button', { name: /^Workshops/ })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all())
      await expect(card.getByText('Workshop', { exact: true })).toBeVisible();

    const link = cards.first().getByRole('link', { name: /^Add to Calendar/ });
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await file.text()).toContain('BEGIN:VEVENT');

    await page.getByRole('link', { name: 'Subscribe to Calendar' }).click();
    await expect(page.getByRole('region', { name: 'Calendar Subscriptions' })).toBeVisible();
    const all = await page.request.get(
      (await page.getByRole('link', { name: 'Download iCal File' }).getAttribute('href'))!,
    );
    expect(await all.text()).toContain('BEGIN:VCALENDAR');
  });

  test('the newsroom filters by its categories and search box, as a form', async ({ page }) => {
    await page.goto('/news');
    const news = new NewsroomPage(page);
    await news.filter('City Blog').click();
    // The browser sends the whole form: the empty box too.
    await expect(page).toHaveURL('/news?q=&category=city-blog');
    await expect(news.filter('City Blog')).toHaveAttribute('aria-pressed', 'true');
    await news.expectShowing(await countOf(news, 'City Blog'));

    // Enter sends the box with the chosen category (the form's default button), not "All News".
    await news.search.fill('park');
    await news.search.press('Enter');
    await expect(page).toHaveURL('/news?q=park&category=city-blog');
    await expect(news.search).toHaveValue('park');
    await expect(news.filter('City Blog')).toHaveAttribute('aria-pressed', 'true');
    await news.expectShowing(1);
    const shown = news.latestCards;
    await expect(shown).toHaveCount(1);
    await expect(shown.getByText('City Blog', { exact: true })).toBeVisible();
    await expect(shown.getByRole('heading')).toContainText(/park/i);
    // Clearing the box needs script: without it the visitor empties the box and presses Enter.
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    await news.filter('All News').click();
    await expect(page).toHaveURL('/news?q=park&category=all');
    await expect(news.filter('All News')).toHaveAttribute('aria-pressed', 'true');
  });
});
