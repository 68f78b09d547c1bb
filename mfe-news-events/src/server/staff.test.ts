/** @jest-environment node */
// News & Events' staff data (issue 44): the events with their counts and the newsletter's subscribers, one
// event's registrations, and their CSV (fields quoted, formulas made inert).
import type { StaffContext } from '@springfield/shared';
import { startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import { cityEvents } from '../features/events/data/events';
import { createBackend } from './backend';
import { csvField } from './staff';
import { staffEventsStore } from '../staff/data';

const organiser: StaffContext = {
  member: { subject: 'comms', name: 'Sam Lee', roles: { news_events: 'admin' }, csrf: 'x' },
  area: 'news_events',
  role: 'admin',
};

describe('the staff data of News & Events', () => {
  let started: StartedBackend;
  const audit = jest.fn(async () => {});
  const event = cityEvents[0];
  beforeAll(async () => {
    started = await startBackend({ area: 'news_events', createBackend, audit });
    await started.platform.db.query(
      `INSERT INTO event_registrations (event_id, name, email, phone, organization, notes)
       VALUES ($1, 'Ana Lopez', 'ana@example.com', NULL, 'Elm, Oak & Co', '=HYPERLINK("x")')`,
      [event.id],
    );
    await started.platform.db.query(
      `INSERT INTO newsletter_subscriptions (email, locale, confirmed_at) VALUES
         ('a@example.com', 'es', now()), ('pending@example.com', 'en', NULL)`,
    );
  });
  afterAll(() => started.close());

  const staff = () => started.backend.staff!;

  it('lists the events with their counts, and the newsletter’s subscribers: confirmed, and pending apart', async () => {
    const data = (await staff().dataFor!({ pathname: '/staff/events', search: '' }, organiser)) as {
      events: { id: number; capacity: number }[];
      subscribers: number;
      pending: number;
    };
    expect(data.events.map((row) => row.id)).toEqual(cityEvents.map((e) => e.id));
    expect(data.events[0].capacity).toBe(event.capacity);
    expect([data.subscribers, data.pending]).toEqual([1, 1]);
  });

  it('exports the confirmed subscribers only as CSV', async () => {
    const file = await staff().file!(
      { pathname: '/staff/events/newsletter-subscribers.csv', search: '' },
      organiser,
    );
    expect(file?.filename).toBe('newsletter-subscribers.csv');
    const [header, row, end] = (file?.body ?? '').split('\r\n');
    expect(header).toBe('email,language,subscribed_at,confirmed_at');
    expect(row).toMatch(/^a@example\.com,es,\d{4}-.+,\d{4}-/);
    expect(end).toBe('');
  });

  it('gives an event’s registrations, and not-found for an unknown event', async () => {
    const data = (await staff().dataFor!(
      { pathname: `/staff/events/${event.id}`, search: '' },
      organiser,
    )) as {
      registrations: { name: string; email: string }[];
    };
    expect(data.registrations).toEqual([
      expect.objectContaining({ name: 'Ana Lopez', email: 'ana@example.com' }),
    ]);
    expect(await staff().dataFor!({ pathname: '/staff/events/99999', search: '' }, organiser)).toEqual({
      kind: 'registrations',
      notFound: true,
    });
  });

  it('exports the registrations as CSV, quoting fields and making formulas inert', async () => {
    const file = await staff().file!(
      { pathname: `/staff/events/${event.id}/registrations.csv`, search: '' },
      organiser,
    );
    expect(file?.filename).toBe(`registrations-event-${event.id}.csv`);
    expect(file?.type).toBe('text/csv; charset=utf-8');
    const [header, row] = (file?.body ?? '').split('\r\n');
    expect(header).toBe('name,email,phone,organization,notes,received_at');
    expect(row).toMatch(/^Ana Lopez,ana@example\.com,,"Elm, Oak & Co","'=HYPERLINK\(""x""\)",\d{4}-/);
    expect(
      await staff().file!({ pathname: '/staff/events/99999/registrations.csv', search: '' }, organiser),
    ).toBeUndefined();
    expect(csvField('-1')).toBe("'-1");
  });

  it('cancels a registration: the place freed on the public page, the resident told, the change audited', async () => {
    const publicCount = async () =>
      (
        (await started.backend.dataFor!({ pathname: '/events', search: '' })) as {
          registered: Record<number, number>;
        }
      ).registered[event.id];
    const before = await publicCount();
    const page = (await staff().dataFor!(
      { pathname: `/staff/events/${event.id}`, search: '' },
      organiser,
    )) as {
      registrations: { id: string }[];
    };
    const [registration] = page.registrations;
    expect(await staffEventsStore.get().cancel(event.id, registration.id, organiser)).toBe('done');
    expect(await publicCount()).toBe(Math.max(before - 1, 0));
    expect(await staffEventsStore.get().cancel(event.id, registration.id, organiser)).toBe('not-found');
    await started.runOutbox();
    expect(started.mails.map((mail) => [mail.to, mail.subject])).toContainEqual([
      'ana@example.com',
      `Registration cancelled: ${event.title}`,
    ]);
    expect(audit).toHaveBeenCalledWith(expect.anything(), organiser, {
      action: 'registration-cancelled',
      record: registration.id,
      detail: { event: event.id },
    });
  });
});
