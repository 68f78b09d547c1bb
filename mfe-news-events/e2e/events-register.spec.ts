import {
  test,
  expect,
  openPage,
  MOBILE,
  DESKTOP,
  expectNoHorizontalScroll,
  SiteFrame,
} from '@springfield/shared/e2e';
import { expectPdf } from '@springfield/shared/e2e';
import { EventsListPage } from './pages/events-list';
import { capacityStatus, registeredCount } from './pages/registered-count';

/** Large events, one per viewport, whose counts these journeys follow (no other journey registers there). */
const CLEANUP_FAIR = { id: 15, title: 'Spring Cleanup and Recycling Fair', capacity: 300 };
const FARMERS_MARKET = { id: 5, title: 'Winter Farmers Market Celebration', capacity: 300 };

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`Events & Meetings at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('filters by category, each button counting what it shows', async ({ page }) => {
      await openPage(page, '/events');
      const events = new EventsListPage(page);
      // The counts are the data's: each button's number is what the list shows once it is chosen, and the
      // categories add up to All Events.
      const countOf = async (name: string) =>
        Number(
          ((await events.filter(name).locator('.sf-visually-hidden').textContent()) ?? '').replace(/\D/g, ''),
        );
      const all = await countOf('All Events');
      await expect(page.getByRole('article')).toHaveCount(all);
      // The page as it first shows is the route sweep's (axe, width); here, what filtering changes.
      let sum = 0;
      for (const name of ['City Council', 'Community', 'Public Meetings', 'Workshops']) {
        const count = await countOf(name);
        await events.filter(name).click();
        await expect(events.filter(name)).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('article')).toHaveCount(count);
        sum += count;
      }
      expect(sum).toBe(all);
    });

    test('registers for an event: busy, toast, count and status follow', async ({ page, axe }) => {
      // Each viewport its own large event: the count is the store's, which keeps every registration.
      const { id, title, capacity } = viewport === DESKTOP ? CLEANUP_FAIR : FARMERS_MARKET;
      await openPage(page, '/events');
      const events = new EventsListPage(page);
      const card = events.card(title);
      const before = await registeredCount(card, capacity);
      await expect(card).toContainText(`${before} / ${capacity} registered`);
      await expect(card).toContainText(capacityStatus(before, capacity));
      await card.getByRole('link', { name: /Register to Attend/ }).click();
      const dialog = page.getByRole('dialog', { name: `Register for ${title}` });
      // The dialog has the address of the event's register page.
      await expect(page).toHaveURL(new RegExp(`/events/${id}/register$`));
      const submit = dialog.getByRole('button', { name: 'Complete Registration' });
      await expect(submit).toBeDisabled();
      await axe('.ant-modal');
      await dialog.getByLabel('Full Name').fill('Ana Lee 🎉');
      await expect(submit).toBeDisabled();
      await dialog.getByLabel('Email Address').fill('ana@example.com');
      await expect(submit).toBeEnabled();
      await expectNoHorizontalScroll(page);
      await submit.click();
      await expect(dialog.getByRole('button', { name: 'Registering...' })).toBeDisabled();
      const toast = new SiteFrame(page).toast('Registration Successful!');
      await expect(toast).toContainText(
        `You've been registered for ${title}. A confirmation email will be sent shortly.`,
      );
      await expect(card).toContainText(`${before + 1} / ${capacity} registered`);
      await expect(card).toContainText(capacityStatus(before + 1, capacity));
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/events$/);

      // The event's page, reached in the browser, reads the store's count: the registration is in it.
      await card.getByRole('link', { name: title, exact: true }).click();
      const info = page.getByRole('region', { name: 'Event Information' });
      await expect(info).toContainText(`${before + 1} / ${capacity}`);
      await expect(info).toContainText(`${capacity - before - 1} spots remaining`);
    });
  });
}

test('reaching capacity hides Register to Attend and shows Nearly Full', async ({ page }) => {
  await openPage(page, '/events');
  const events = new EventsListPage(page);
  await expect(events.card("Valentine's Senior Social").getByRole('link', { name: /Register/ })).toHaveCount(
    0,
  );
  await expect(events.card("Valentine's Senior Social")).toContainText('Nearly Full');
});

test('the register dialog works by keyboard alone', async ({ page }) => {
  await openPage(page, '/events');
  const events = new EventsListPage(page);
  await events
    .card('Home Energy Efficiency Workshop')
    .getByRole('link', { name: /Register to Attend/ })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Register for Home Energy Efficiency Workshop' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel('Full Name');
  for (let i = 0; i < 6 && !(await name.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(name).toBeFocused();
  await page.keyboard.type('Sam');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sam@example.com');
  await expect(dialog.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/events$/);
  await expect(
    events.card('Home Energy Efficiency Workshop').getByRole('link', { name: /Register to Attend/ }),
  ).toBeFocused();
});

test('each card’s documents are links to their PDFs, at the sizes the card states', async ({ page }) => {
  await openPage(page, '/events');
  const card = new EventsListPage(page).card('Home Energy Efficiency Workshop');
  for (const [name, file] of [
    ['Rebate Application Guide', '2-rebate-application-guide'],
    ['Home Energy Checklist', '2-home-energy-checklist'],
  ]) {
    const link = card.getByRole('link', { name: `Download ${name}` });
    await expectPdf(
      page,
      link,
      new RegExp(`/documents/events/${file}\\.pdf$`),
      // `has` is queried inside each row: a locator of the link alone, not of the card.
      card.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Download ${name}` }) }),
    );
  }
});
