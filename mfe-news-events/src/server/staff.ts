// The staff side of News & Events' store (issue 44): the events with their registered counts and the
// newsletter's subscriber count, one event's registrations (personal data: the site's server audits every
// view), and their CSV export. Read only for now.
import type { Platform, StaffFile } from '@springfield/shared';
import { cityEvents } from '../features/events/data/events';
import { registeredCounts } from '../features/events/registration/store';
import type { EventsData, RegistrationRow, RegistrationsData, StaffEventRow } from '../staff/data';

const EVENT_PAGE = /^\/staff\/events\/(\d{1,9})\/?$/;
const EVENT_CSV = /^\/staff\/events\/(\d{1,9})\/registrations\.csv$/;

async function eventRows(platform: Platform): Promise<StaffEventRow[]> {
  const counts = await registeredCounts(platform);
  return cityEvents.map((event) => ({
    id: event.id,
    title: event.title,
    date: event.date,
    startTime: event.startTime,
    capacity: event.capacity,
    registered: counts[event.id] ?? event.registered,
  }));
}

async function registrationsOf(platform: Platform, id: number): Promise<RegistrationRow[]> {
  const { rows } = await platform.db.query<RegistrationRow & { received_at: Date | string }>(
    `SELECT name, email, phone, organization, notes, received_at FROM event_registrations
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
    const { rows } = await platform.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM newsletter_subscriptions',
    );
    return { kind: 'events', events: await eventRows(platform), subscribers: Number(rows[0]?.n ?? 0) };
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
  const match = EVENT_CSV.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (!cityEvents.some((event) => event.id === id)) return undefined;
  const header = ['name', 'email', 'phone', 'organization', 'notes', 'received_at'];
  const lines = (await registrationsOf(platform, id)).map((row) =>
    [row.name, row.email, row.phone, row.organization, row.notes, row.received_at].map(csvField).join(','),
  );
  return {
    filename: `registrations-event-${id}.csv`,
    type: 'text/csv; charset=utf-8',
    body: `${[header.join(','), ...lines].join('\r\n')}\r\n`,
  };
}
