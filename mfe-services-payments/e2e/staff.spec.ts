// The city answers (issue 44): a Public Works agent signs in with the embedded identity provider, finds the
// oldest open pothole reports, acknowledges one with a note and closes it with a reason; the resident's status
// page, Open311 GET and the resident's mailbox show it. Communications staff cannot open it (403); a form
// without the session's token is refused; staff pages are never cached; sign-out ends the session at the
// provider too; a resident who reported in Spanish is told in Spanish (Communications' own staff pages:
// mfe-news-events/e2e/staff.spec.ts). Staff pages carry no script: each step is a page the server sent.
import fs from 'node:fs';
import path from 'node:path';
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  linkIn,
  mailTo,
  signInAsStaff as signIn,
  test,
} from '@springfield/shared/e2e';
import type { Page } from '@playwright/test';
import * as apps from '@springfield/server/apps';

const AGENT = 'works.agent@springfield.gov';
const COMMS = 'comms@springfield.gov';
const MAIL_DIR = path.join(apps.root, '.site', 'outbox', 'mail');

/** A resident's pothole report through the site's own form, answered with its number. */
async function reportPothole(page: Page, words: string, contact = 'resident@example.com'): Promise<string> {
  const response = await page.request.post('/services/pothole-report', {
    form: {
      location: `${words} Main St`,
      description: `Pothole ${words}`,
      severity: 'High',
      contact,
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const id = new URL(response.headers().location, 'http://x').searchParams.get('request');
  expect(id).toMatch(/^\d+$/);
  return id as string;
}

/** The e-mails written for `id` whose subject says `what`. */
const mailsAbout = (id: string, what: string) =>
  (fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR) : []).filter((name) => {
    const text = fs.readFileSync(path.join(MAIL_DIR, name), 'utf8');
    return text.includes(`Service request ${id} updated: ${what}`);
  }).length;

test('a Public Works agent acknowledges and closes the oldest open pothole report; the resident sees it', async ({
  page,
  axe,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const words = `staff-journey-${Date.now()}`;
  // A new address each run: the site has never mailed it, so its mails wait for its confirmation (issue 43).
  const email = `${words}@example.com`;
  const id = await reportPothole(page, words, email);

  await signIn(page, AGENT, () => axe());
  await expect(page.getByRole('heading', { name: 'Staff home', level: 1 })).toBeVisible();
  await axe();
  await page
    .getByRole('navigation', { name: 'Staff areas' })
    .getByRole('link', { name: 'Service requests' })
    .click();

  // The queue: open pothole reports, oldest first.
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Report a Pothole' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/service=pothole-report/);
  const received = await page
    .locator('tbody time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
  expect(received.length).toBeGreaterThan(0);
  expect([...received].sort()).toEqual(received);
  await axe();
  // The resident's report among them, found by its words.
  await page.getByLabel('Number or words').fill(words);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 request matches.')).toBeVisible();
  await page.getByRole('link', { name: id, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Request ${id}: Report a Pothole`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Acknowledged, with a public note.
  await page.getByRole('radio', { name: 'Acknowledged' }).check();
  await page.getByLabel('Public note (the resident sees it)').fill('A crew is scheduled for Monday.');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status')).toContainText('The request was updated.');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Status: Acknowledged');

  // Closing needs a reason: without one, the page says so and keeps what was typed.
  await page.getByRole('radio', { name: 'Closed' }).check();
  await page.getByLabel('Public note (the resident sees it)').fill('Patched on Monday.');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose the reason for closing the request.');
  await expect(page.getByLabel('Public note (the resident sees it)')).toHaveValue('Patched on Monday.');
  await axe();
  await page.getByLabel('Reason for closing (required to close)').selectOption({ label: 'Fixed' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status')).toContainText('The request was updated.');
  await page.setViewportSize(MOBILE);
  await axe();

  // The resident's status page, Open311 GET and mailbox.
  await page.goto(`/services/requests/${id}`);
  await expect(page.getByText('Closed: the problem has been fixed. Patched on Monday.')).toBeVisible();
  // Issue 44: the stage, the closing reason and the public updates (never who made them).
  const facts = page.getByRole('region', { name: 'Status' }).locator('dl');
  await expect(facts.getByText('The problem has been fixed', { exact: true })).toBeVisible();
  const updates = page.getByRole('region', { name: 'Updates' }).getByRole('listitem');
  await expect(updates).toHaveCount(2);
  await expect(updates.nth(0)).toContainText('Status changed to Acknowledged');
  await expect(updates.nth(1)).toContainText('Status changed to Closed (The problem has been fixed)');
  await expect(updates.nth(1)).toContainText('Patched on Monday.');
  await expect(page.getByRole('region', { name: 'Updates' })).not.toContainText(/agent|Rivera/i);
  const open311 = await page.request.get(`/open311/v2/requests/${id}.json`);
  const [record] = await open311.json();
  expect(record).toMatchObject({
    status: 'closed',
    status_notes: 'Closed: the problem has been fixed. Patched on Monday.',
    agency_responsible: 'Public Works',
  });
  // The resident's mails wait for the address: the confirmation is what arrives; once confirmed, both updates.
  expect(mailsAbout(id, 'Acknowledged')).toBe(0);
  const ask = await mailTo(email, /Subject: Confirm your e-mail address/);
  await page.goto(linkIn(ask, '/mail/confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await expect.poll(() => mailsAbout(id, 'Acknowledged')).toBe(1);
  await expect.poll(() => mailsAbout(id, 'Closed')).toBe(1);
});

test('a resident who reported in Spanish is told of the update in Spanish, the agent’s note as typed', async ({
  page,
}) => {
  await page.goto('/es');
  const words = `staff-es-${Date.now()}`;
  const email = `${words}@example.com`;
  // The report through the Spanish form: its language is stored with it.
  const response = await page.request.post('/es/services/pothole-report', {
    form: { location: `${words} Calle Elm`, description: `Bache ${words}`, severity: 'High', contact: email },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const id = new URL(response.headers().location, 'http://x').searchParams.get('request') ?? '';
  expect(id).toMatch(/^\d+$/);

  // The agent works in English.
  await signIn(page, AGENT);
  await page.goto(`/staff/requests/${id}`);
  // The request's page tells the agent which language the resident's mails are in.
  await expect(page.getByRole('definition').filter({ hasText: /^Español$/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Acknowledged' }).check();
  await page.getByLabel('Public note (the resident sees it)').fill('A crew is scheduled for Monday.');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status')).toContainText('The request was updated.');

  // The resident confirms the address (the site asks first), then the update arrives in Spanish.
  const ask = await mailTo(email, /\/mail\/confirm\?token=/);
  await page.goto(linkIn(ask, '/mail/confirm'));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const update = await mailTo(
    email,
    new RegExp(`Subject: Solicitud de servicio ${id} actualizada: Recibida`),
  );
  expect(update).toContain('La Ciudad de Springfield actualizó su solicitud de servicio.');
  expect(update).toContain(`Número de solicitud: ${id}`);
  expect(update).toContain('Estado: Recibida por el departamento');
  expect(update).toContain('Actualización: Recibida por el departamento. A crew is scheduled for Monday.');
  expect(update).toContain(`/services/requests/${id}`);
  expect(update).not.toContain('Service request');
});

test('staff pages are for this member only: never cached; a form without the session’s token is refused', async ({
  page,
}) => {
  await page.goto('/');
  const id = await reportPothole(page, `csrf-${Date.now()}`);
  await signIn(page, AGENT);
  const response = await page.goto(`/staff/requests/${id}`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  const forged = await page.request.post(`/staff/requests/${id}`, {
    form: { intent: 'note', note: 'Forged' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('This form has expired');
});

test('Communications staff cannot open a service request (403)', async ({ page, axe }) => {
  await page.goto('/');
  const id = await reportPothole(page, `comms-${Date.now()}`);
  await signIn(page, COMMS);
  const areas = page.getByRole('navigation', { name: 'Staff areas' });
  await expect(areas.getByRole('link', { name: 'Event registrations' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Service requests' })).toHaveCount(0);
  const response = await page.goto(`/staff/requests/${id}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You cannot use this page' })).toBeVisible();
  await axe();
});

test('sign-out ends the session here and at the provider', async ({ page, axe }) => {
  await signIn(page, AGENT);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of the staff sign-in' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Signed out: a staff page asks for sign-in again, at the provider's page (its session ended too).
  await page.goto('/staff/requests');
  await expect(page.getByLabel('Work e-mail address')).toBeVisible();
});

test('a finance viewer reads requests and payments, and cannot change them', async ({ page, axe }) => {
  await page.goto('/');
  const id = await reportPothole(page, `viewer-${Date.now()}`);
  await signIn(page, 'finance.viewer@springfield.gov');
  await page.goto(`/staff/requests/${id}`);
  await expect(
    page.getByText('Your role in this area lets you read requests, not change them.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update status' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the requests' }).click();
  await page
    .getByRole('navigation', { name: 'Service requests and payments' })
    .getByRole('link', { name: 'Payments and receipts' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payments and receipts', level: 1 })).toBeVisible();
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await axe();
  }
});

test('every staff page of the area, and the staff home, at 1280 and 390 px: axe finds nothing, no sideways scrolling', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  const id = await reportPothole(page, `widths-${Date.now()}`);
  await signIn(page, AGENT);
  for (const [address, heading] of [
    ['/staff', 'Staff home'],
    ['/staff/requests', 'Service requests'],
    ['/staff/requests?service=pothole-report&stage=open', 'Service requests'],
    [`/staff/requests/${id}`, `Request ${id}: Report a Pothole`],
    ['/staff/payments', 'Payments and receipts'],
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
