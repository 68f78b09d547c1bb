// Communications' staff pages (issue 44): an organiser sees each event's registrations, downloads an event's
// list as CSV, and cancels a registration, whose place the public event page gives back. Signed in with the
// embedded identity provider's test account; staff pages carry no script.
import { MOBILE, expect, signInAsStaff, test } from '@springfield/shared/e2e';

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
  expect((await csv.text()).split('\r\n')[0]).toBe('name,email,phone,organization,notes,received_at');
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
  const before = await count();
  await page.getByRole('button', { name: `Cancel the registration of ${name}` }).click();
  await expect(page.getByRole('status')).toContainText('The registration was cancelled');
  await axe();
  await expect(page.getByRole('button', { name: `Cancel the registration of ${name}` })).toHaveCount(0);
  expect(await count()).toBe(before - 1);
});
