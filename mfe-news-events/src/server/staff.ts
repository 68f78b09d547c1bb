// The staff side of News & Events' store (issue 44): the events with their registered counts and the
// newsletter's subscriber count, one event's registrations (personal data: the site's server audits every
// view), and their CSV export; an organiser's changes: cancel a registration, change an event's capacity.
import type { Platform, StaffContext, StaffFile } from '@springfield/shared';
import { cityEvents } from '../features/events/data/events';
import { cancellationMail, mailIntl } from '../features/events/registration/mail';
import { eventCapacities, registeredCounts } from '../features/events/registration/store';
import type { EventsData, RegistrationRow, RegistrationsData, StaffEventRow } from '../staff/data';

const EVENT_PAGE = /^\/staff\/events\/(\d{1,9})\/?$/;
const EVENT_CSV = /^\/staff\/events\/(\d{1,9})\/registrations\.csv$/;
const SUBSCRIBERS_CSV = '/staff/events/newsletter-subscribers.csv';

async function eventRows(platform: Platform): Promise<StaffEventRow[]> {
  const counts = await registeredCounts(platform);
  const capacities = await eventCapacities(platform);
  return cityEvents.map((event) => ({
    id: event.id,
    title: event.title,
    date: event.date,
    startTime: event.startTime,
    capacity: capacities[event.id] ?? event.capacity,
    registered: counts[event.id] ?? event.registered,
  }));
}

async function registrationsOf(platform: Platform, id: number): Promise<RegistrationRow[]> {
  const { rows } = await platform.db.query<RegistrationRow & { received_at: Date | string }>(
    `SELECT id::text AS id, name, email, phone, organization, notes, received_at, locale FROM event_registrations
     WHERE event_id = $1 ORDER BY received_at, id`,
    [id],
  );
  return rows.map((row) => ({ ...row, received_at: new Date(row.received_at).toISOString() }));
}

/** A staff page's data by its path; undefined for any other. */
export async function staffEventsData(
  platform: Platform,
  { pathname }: { pathname: string },
): Promise<EventsData | RegistrationsData | undefined> {
  if (pathname === '/staff/events' || pathname === '/staff/events/') {
    const { rows } = await platform.db.query<{ confirmed: number; pending: number }>(
      `SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed,
              count(*) FILTER (WHERE confirmed_at IS NULL)::int AS pending
         FROM newsletter_subscriptions`,
    );
    return {
      kind: 'events',
      events: await eventRows(platform),
      subscribers: Number(rows[0]?.confirmed ?? 0),
      pending: Number(rows[0]?.pending ?? 0),
    };
  }
  const match = EVENT_PAGE.exec(pathname);
  if (!match) return undefined;
  const event = (await eventRows(platform)).find((row) => row.id === Number(match[1]));
  if (!event) return { kind: 'registrations', notFound: true };
  return { kind: 'registrations', event, registrations: await registrationsOf(platform, event.id) };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ made inert. */
export function csvField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An event's registrations as CSV (the staff page's download). */
export async function staffEventsFile(
  platform: Platform,
  { pathname }: { pathname: string },
): Promise<StaffFile | undefined> {
  if (pathname === SUBSCRIBERS_CSV) {
    // The confirmed addresses only: a pending sign-up is nobody's proven wish to get the newsletter.
    const { rows } = await platform.db.query<{
      email: string;
      locale: string;
      subscribed_at: Date | string;
      confirmed_at: Date | string;
    }>(
      `SELECT email, locale, subscribed_at, confirmed_at FROM newsletter_subscriptions
        WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at, id`,
    );
    const lines = rows.map((row) =>
      [
        row.email,
        row.locale,
        new Date(row.subscribed_at).toISOString(),
        new Date(row.confirmed_at).toISOString(),
      ]
        .map(csvField)
        .join(','),
    );
    return {
      filename: 'newsletter-subscribers.csv',
      type: 'text/csv; charset=utf-8',
      body: `${['email,language,subscribed_at,confirmed_at', ...lines].join('\r\n')}\r\n`,
    };
  }
  const match = EVENT_CSV.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (!cityEvents.some((event) => event.id === id)) return undefined;
  const header = ['name', 'email', 'phone', 'organization', 'notes', 'received_at', 'language'];
  const lines = (await registrationsOf(platform, id)).map((row) =>
    [row.name, row.email, row.phone, row.organization, row.notes, row.received_at, row.locale]
      .map(csvField)
      .join(','),
  );
  return {
    filename: `registrations-event-${id}.csv`,
    type: 'text/csv; charset=utf-8',
    body: `${[header.join(','), ...lines].join('\r\n')}\r\n`,
  };
}

/**
 * Cancels a registration (an organiser's change): the row deleted, the event's place freed (its count one
 * lower, so the public page shows it), the audit row and the resident's mail (in the language they registered
 * in), in one transaction.
 */
export async function cancelRegistration(
  platform: Platform,
  eventId: number,
  registrationId: string,
  staff: StaffContext,
): Promise<'done' | 'not-found'> {
  const event = cityEvents.find((candidate) => candidate.id === eventId);
  if (!event || !/^\d{1,18}$/.test(registrationId)) return 'not-found';
  // The mail limit is counted before the transaction (the embedded database's one connection is the transaction's).
  const { rows: found } = await platform.db.query<{ email: string; locale: string }>(
    'SELECT email, locale FROM event_registrations WHERE id = $1::bigint AND event_id = $2',
    [registrationId, eventId],
  );
  if (!found[0]) return 'not-found';
  const mayMail = (await platform.mayMail?.(found[0].email)) ?? true;
  // The mail's words in the language the resident registered in (issue 46), loaded before the transaction.
  const intl = await mailIntl(found[0].locale);
  return platform.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string; name: string }>(
      'DELETE FROM event_registrations WHERE id = $1::bigint AND event_id = $2 RETURNING email, name',
      [registrationId, eventId],
    );
    if (!rows[0]) return 'not-found';
    await tx.query(
      'INSERT INTO event_counts (event_id, registered) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING',
      [event.id, event.registered],
    );
    await tx.query(
      'UPDATE event_counts SET registered = greatest(registered - 1, 0), updated_at = now() WHERE event_id = $1',
      [event.id],
    );
    await platform.audit?.(tx, staff, {
      action: 'registration-cancelled',
      record: registrationId,
      detail: { event: event.id },
    });
    if (mayMail) {
      await platform.mail(tx, cancellationMail(event, rows[0], platform.siteOrigin, intl));
    }
    platform.log('event-registration.cancelled', { event: event.id, registration: Number(registrationId) });
    return 'done';
  });
}
