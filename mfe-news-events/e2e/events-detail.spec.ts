import { test, expect, openPage, MOBILE, DESKTOP, SiteFrame } from '@springfield/shared/e2e';
import { expectDownloadStaysOnPage, expectPdf } from '@springfield/shared/e2e';
import { EventsListPage } from './pages/events-list';
import { registeredCount } from './pages/registered-count';

/**
 * Events whose places these journeys take. Registrations are kept, so they are large events that the runs do
 * not fill; the one whose count another visit checks takes no other journey's registrations.
 */
const TOWN_HALL = { id: 12, title: 'Town Hall on Public Safety' };
const BUDGET_SESSION = { id: 4, title: 'City Council Budget Work Session', capacity: 150 };

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`Event detail at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('shows event 2, and registers through the inline form', async ({ page, axe }) => {
      await openPage(page, '/events/2');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Home Energy Efficiency Workshop');
      await expect(page).toHaveTitle('Home Energy Efficiency Workshop | City of Springfield');
      // The count is the store's (23 published, and every registration since).
      const info = page.getByRole('region', { name: 'Event Information' });
      const registered = await registeredCount(info, 50);
      expect(registered).toBeGreaterThanOrEqual(23);
      await expect(info).toContainText(
        50 - registered === 1 ? '1 spot remaining' : `${50 - registered} spots remaining`,
      );
      await expect(page.getByRole('region', { name: 'Agenda' }).getByRole('listitem')).toHaveCount(5);
      // An event page's axe and width are the route sweep's (/events/1); here, what the inline form adds.

      // Registrations are kept: this journey registers on a large event, so that its runs never fill one.
      await openPage(page, `/events/${TOWN_HALL.id}`);
      const registerNow = main.getByRole('link', { name: 'Register Now' });
      // A link to the event's register page, which script turns into the inline form (the address stays).
      await expect(registerNow).toHaveAttribute('href', `/events/${TOWN_HALL.id}/register`);
      await registerNow.click();
      const form = page.getByRole('region', { name: 'Event Registration' });
      await expect(page).toHaveURL(new RegExp(`/events/${TOWN_HALL.id}$`));
      await form.getByLabel('Full Name').fill('Ana Lee');
      await form.getByLabel('Email', { exact: false }).first().fill('ana@example.com');
      await form.getByLabel('Organization').fill('<img src=x onerror=alert(1)>');
      await axe();
      let dialogs = 0;
      page.on('dialog', () => (dialogs += 1));
      await form.getByRole('button', { name: 'Submit Registration' }).click();
      await expect(form.getByRole('button', { name: 'Registering...' })).toBeDisabled();
      // The spec's alert, now a success toast with its words.
      const toast = new SiteFrame(page).toast(`Registration submitted for ${TOWN_HALL.title}!`);
      await expect(toast).toContainText('You will receive a confirmation email shortly.');
      await expect(form).toBeHidden();
      await expect(registerNow).toBeVisible();
      expect(dialogs).toBe(0);
    });
  });
}

// Issue 25: a registration is stored, and the count it raised is the store's: another visit sees it.
test('a registration is kept: a new visit shows the count it raised', async ({ page, browser, baseURL }) => {
  const { id, title, capacity } = BUDGET_SESSION;
  await openPage(page, `/events/${id}`);
  const info = page.getByRole('region', { name: 'Event Information' });
  const before = await registeredCount(info, capacity);
  await page.getByRole('main').getByRole('link', { name: 'Register Now' }).click();
  const form = page.getByRole('region', { name: 'Event Registration' });
  await form.getByLabel('Full Name').fill('Ana Lee');
  await form.getByLabel('Email', { exact: false }).first().fill('ana@example.com');
  await form.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(new SiteFrame(page).toast(`Registration submitted for ${title}!`)).toBeVisible();
  // One more at once, on the page where the resident registered.
  await expect(info).toContainText(`${before + 1} / ${capacity}`);

  // Another visitor (no cookie, no state of this one): the event page and the list show it too.
  const other = await browser.newContext({ baseURL, viewport: DESKTOP });
  try {
    const visitor = await other.newPage();
    await openPage(visitor, `/events/${id}`);
    await expect(visitor.getByRole('region', { name: 'Event Information' })).toContainText(
      `${before + 1} / ${capacity}`,
    );
    await visitor
      .getByRole('main')
      .getByRole('link', { name: /Back to Events/ })
      .click();
    await expect(
      new EventsListPage(visitor).card(title).getByText(`${before + 1} / ${capacity} registered`),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('Add to Calendar gives the event’s calendar file, Share Event copies its address, documents are PDFs', async ({
  page,
  context,
  axe,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/events/1');
  await expect(page.getByText('Live Stream')).toBeVisible();
  // The published file, which a browser without script downloads; with script a click makes the same file.
  const add = page.getByRole('link', { name: 'Add to Calendar' });
  await expect(add).toHaveAttribute('href', '/calendar/events/1.ics');
  const calendar = await page.request.get('/calendar/events/1.ics');
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain('SUMMARY:City Council Regular Meeting');
  const download = page.waitForEvent('download');
  await add.click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  // Issue 45: saved, and the visitor is still on the event's page.
  await expect(page).toHaveURL('/events/1');
  await expect(page.getByText('Calendar Event Added')).toBeVisible();
  // Headless Chromium has no share sheet: the address goes to the clipboard, and the page says so.
  await page.getByRole('button', { name: 'Share Event' }).click();
  await expect(page.getByText('Link Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await axe();
  // A council meeting's agenda and documents are the City Clerk's record, on the Government page.
  await expect(page.getByRole('link', { name: 'View the agenda and meeting documents' })).toHaveAttribute(
    'href',
    '/government/agendas/city-council-regular-meeting-2025-01-14',
  );
  // Each document is a link to the PDF the news remote's build made from the event's record, on its origin.
  await openPage(page, '/events/4');
  const documents = page.getByRole('heading', { level: 2, name: 'Event Documents' }).locator('..');
  const agenda = documents.getByRole('link', { name: 'Download Work Session Agenda' });
  await expectPdf(
    page,
    agenda,
    /\/documents\/events\/4-work-session-agenda\.pdf$/,
    // `has` is queried inside each row: a locator of the link alone, not of the section.
    documents
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Download Work Session Agenda' }) }),
  );
  // Issue 45: the PDF on the remote's origin (where a browser ignores `download`) is saved, and the visitor
  // stays on the event's page.
  const saved = await expectDownloadStaysOnPage(page, agenda, '4-work-session-agenda.pdf');
  expect(saved.startsWith('%PDF-')).toBe(true);
});

test('an unknown or hostile event id shows Event Not Found', async ({ page, axe }) => {
  for (const [index, id] of ['999', 'abc', '%3Cscript%3E'].entries()) {
    await openPage(page, `/events/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), id).toHaveText('Event Not Found');
    await expect(main.getByText('The requested event could not be found.')).toBeVisible();
    await expect(main.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events');
    // The same view each time: axe once.
    if (index === 0) await axe();
  }
});

// That every event card opens a real page is the crawler's (shell/e2e/crawler.spec.ts): it follows every link of
// the list and fails on a not-found view.
