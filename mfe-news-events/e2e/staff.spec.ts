// Communications' staff pages (issue 44): an organiser sees each event's registrations, downloads an event's
// list as CSV, and cancels a registration, whose place the public event page gives back. Signed in with the
// embedded identity provider's test account; staff pages carry no script.
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  signInAsStaff,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';

const COMMS = 'comms@springfield.gov';

test('Communications staff see the registrations and export an event’s list as CSV', async ({
  page,
  axe,
}) => {
  await signInAsStaff(page, COMMS);
  await page
    .getByRole('navigation', { name: 'Staff areas' })
    .getByRole('link', { name: 'Event registrations' })
    .click();
  await expect(page.getByRole('heading', { name: 'Event registrations', level: 1 })).toBeVisible();
  await expect(page.getByText(/subscribed to the newsletter/)).toBeVisible();
  const subscribers = await page.request.get(
    (await page.getByRole('link', { name: 'Download the subscribers (CSV)' }).getAttribute('href')) ?? '',
  );
  expect(subscribers.headers()['cache-control']).toBe('private, no-store');
  expect((await subscribers.text()).split('\r\n')[0]).toBe('email,language,subscribed_at,confirmed_at');
  await axe();
  // The staff pages in the member's language: the area's own words too, not only the frame's.
  await page.goto('/es/staff/events');
  await expect(page.getByRole('heading', { name: 'Inscripciones a eventos', level: 1 })).toBeVisible();
  await page.goto('/staff/events');
  await page.getByRole('link', { name: 'City Council Regular Meeting' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Registrations: City Council Regular Meeting' }),
  ).toBeVisible();
  await page.setViewportSize(MOBILE);
  await axe();
  const href = await page
    .getByRole('link', { name: 'Download the registrations (CSV)' })
    .getAttribute('href');
  const csv = await page.request.get(href ?? '');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['cache-control']).toBe('private, no-store');
  expect((await csv.text()).split('\r\n')[0]).toBe(
    'name,email,phone,organization,notes,received_at,language',
  );
});

test('an organiser cancels a registration: the event’s public count goes down', async ({ page, axe }) => {
  await page.goto('/');
  // A resident registers for the town hall (a large event, which the journeys never fill).
  const name = `Resident ${Date.now()}`;
  const registered = await page.request.post('/events/12/register', {
    form: { name, email: 'resident@example.com' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(303);
  const count = async () =>
    (await (await page.request.get('/api/events/registrations.json')).json()).registered[12];

  await signInAsStaff(page, COMMS);
  await page.goto('/staff/events/12');
  // Registered on the English page: the mails to them (the cancellation too) are in English.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('English');
  const before = await count();
  await page.getByRole('button', { name: `Cancel the registration of ${name}` }).click();
  await expect(page.getByRole('status')).toContainText('The registration was cancelled');
  await axe();
  await expect(page.getByRole('button', { name: `Cancel the registration of ${name}` })).toHaveCount(0);
  expect(await count()).toBe(before - 1);
});

test('an organiser raises a full event’s capacity: the public page shows the new places and a resident registers', async ({
  page,
  axe,
}) => {
  // The Environmental Commission Meeting (published 14 of 50), which no other journey registers for.
  const EVENT = { id: 14, capacity: 50 };
  const info = page.getByRole('region', { name: 'Event Information' });
  const capacity = page.getByLabel('Capacity (places)');
  const save = page.getByRole('button', { name: 'Save the capacity' });
  const setCapacity = async (value: number | string) => {
    await capacity.fill(String(value));
    await save.click();
  };
  await signInAsStaff(page, COMMS);
  await page.goto(`/staff/events/${EVENT.id}`);
  const summary = await page.getByText(/^\d+ registered of \d+ places\.$/).innerText();
  const registered = Number(summary.split(' ')[0]);

  // Made full: its capacity lowered to the registered count. The public page has no place and no form.
  await setCapacity(registered);
  await expect(page.getByRole('status')).toHaveText(
    `The capacity is now ${registered} places. The public event page shows the places left.`,
  );
  await page.goto(`/events/${EVENT.id}`);
  await expect(info).toContainText(`${registered} / ${registered}`);
  await expect(info).toContainText('0 spots remaining');
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);

  // Below the registered count: refused in place, what was typed kept.
  await page.goto(`/staff/events/${EVENT.id}`);
  await setCapacity(registered - 1);
  await expect(
    page.getByText(
      `The capacity cannot be below the ${registered} people already registered. To lower it further, cancel registrations first.`,
    ),
  ).toBeVisible();
  await expect(capacity).toHaveValue(String(registered - 1));
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await axe();
  await page.setViewportSize(MOBILE);
  await axe();
  await setCapacity('twelve');
  await expect(page.getByText('Enter the capacity as a whole number, such as 60.')).toBeVisible();
  await expect(capacity).toHaveValue('twelve');

  // Raised by two: the public page shows the two places, and a resident takes one.
  await setCapacity(registered + 2);
  await expect(page.getByRole('status')).toContainText(`The capacity is now ${registered + 2} places.`);
  await page.goto(`/events/${EVENT.id}`);
  await expect(info).toContainText(`${registered} / ${registered + 2}`);
  await expect(info).toContainText('2 spots remaining');
  // The page alive first: this journey follows the form with script (without it, the link is the register
  // page and its answer the confirmation page, which the no-JS journeys follow).
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Register Now' }).click();
  await page.getByLabel(/Full Name/).fill('Rosa Diaz');
  await page.getByLabel(/^Email/).fill(`rosa.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  // The form opens in the page's register card; the city's answer raises the count shown at once.
  await expect(page.getByText('Registration submitted for Environmental Commission Meeting!')).toBeVisible();
  await expect(info).toContainText(`${registered + 1} / ${registered + 2}`);
  // And the store holds it: the page the server renders anew shows it too.
  await page.goto(`/events/${EVENT.id}`);
  await expect(info).toContainText(`${registered + 1} / ${registered + 2}`);
  await expect(info).toContainText('1 spot remaining');

  // Given back its published capacity, for the next run.
  await page.goto(`/staff/events/${EVENT.id}`);
  await setCapacity(EVENT.capacity);
  await expect(page.getByRole('status')).toContainText(`The capacity is now ${EVENT.capacity} places.`);
});

test('every staff page of the area at 1280 and 390 px: axe finds nothing, no sideways scrolling', async ({
  page,
  axe,
}) => {
  await signInAsStaff(page, COMMS);
  for (const [address, heading] of [
    ['/staff/events', 'Event registrations'],
    ['/staff/events/12', 'Registrations: Town Hall on Public Safety'],
    ['/es/staff/events/12', 'Inscripciones: Town Hall on Public Safety'],
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    for (const size of [DESKTOP, MOBILE]) {
      await page.setViewportSize(size);
      await expectNoHorizontalScroll(page);
      await axe();
    }
  }
});
