// The registration form's part of the area's store (issues 25 and 42): each registration takes one of the
// event's places, in the same transaction as the registration's record and its confirmation e-mail, with the
// event's count row locked, so that however many residents register at once no more are accepted than there
// are places. The backend creates it with the platform and sets the slot the route action reaches it through;
// this file imports nothing of src/server/.
import {
  localeOrDefault,
  serverOnly,
  type Platform,
  type Queryable,
  type StaffContext,
  type StoreProblem,
} from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { cityEvents } from '../data/events';
import { CAPACITY_MAX } from '../live-registrations';
import { getEvent } from '../utils/event-queries';
import { readToken, type SignedLinkData } from '../../../utils/signed-link';
import { mailIntl, registrationMail } from './mail';
import { CANCEL_PATH, CANCEL_PURPOSE, REGISTER_ROUTE_ID, registeredPath, WHOLE_REGISTRATION } from './schema';

/** How long a registration's cancel link works: as long as the registration is kept. */
const CANCEL_LINK_DAYS = 365;

/** Why the store refuses a registration: every place is taken (on the registration as a whole). */
export type RegistrationProblem = StoreProblem<typeof WHOLE_REGISTRATION> & { rule: 'full' };

/** What the store answers: the confirmation's address, or why nothing was stored. */
export type Registered = string | { problems: RegistrationProblem[] };

export interface RegistrationStore {
  /**
   * Stores a registration for the event (once per submission key) and queues its confirmation e-mail,
   * taking one of the event's places: its confirmation address, or the problem when no place is left.
   * `locale`: the language of the form: its mail's words and the pages its links open are in it, and it is
   * kept with the registration for the mails that may follow (issue 46).
   */
  register(
    eventId: number,
    values: EventRegistration,
    key: string | undefined,
    locale?: string,
  ): Promise<Registered>;
  /**
   * Cancels the registration of a cancel link's token, once: its place given back. Answers the event's id
   * when it cancelled it now, 'done' when it was cancelled already, or why the token cannot be used.
   */
  cancel(token: string | null): Promise<number | 'done' | 'expired' | 'invalid'>;
  /** What a cancel link's token says now (the page's live data): its event too when it is this site's. */
  cancelState(token: string | null): Promise<SignedLinkData>;
}

/** The store as the route action reaches it: set by the backend; `get()` in the browser is a bug and throws. */
export const registrationStore = serverOnly<RegistrationStore>('The event registrations store');

/** A registration's reference, as the resident's e-mail quotes it: "REG-000042" (its record's number). */
export const registrationReference = (id: number | string) => `REG-${String(id).padStart(6, '0')}`;

/** The number of places of an event as published; `undefined` for an event published without a capacity (no limit). */
function placesOf(event: CityEvent): number | undefined {
  return typeof event.capacity === 'number' && Number.isFinite(event.capacity) ? event.capacity : undefined;
}

/** The capacities organisers changed (issue 44), by event id; an event without one keeps its published capacity. */
async function changedCapacities(db: Queryable, eventId?: number): Promise<Map<number, number>> {
  const { rows } = await db.query<{ event_id: number; capacity: number }>(
    eventId === undefined
      ? 'SELECT event_id, capacity FROM event_capacities'
      : 'SELECT event_id, capacity FROM event_capacities WHERE event_id = $1',
    eventId === undefined ? [] : [eventId],
  );
  return new Map(rows.map((row) => [Number(row.event_id), Number(row.capacity)]));
}

/** Each event's capacity now: the one an organiser set, else the one it was published with. */
export async function eventCapacities(platform: Platform): Promise<Record<number, number>> {
  const changed = await changedCapacities(platform.db);
  return Object.fromEntries(cityEvents.map((event) => [event.id, changed.get(event.id) ?? event.capacity]));
}

/** Seeds the event's count row (once) with its published count and locks it: registrations wait behind it. */
async function lockedCount(tx: Queryable, event: CityEvent): Promise<number> {
  await tx.query(
    'INSERT INTO event_counts (event_id, registered) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING',
    [event.id, event.registered],
  );
  const { rows } = await tx.query<{ registered: number }>(
    'SELECT registered FROM event_counts WHERE event_id = $1 FOR UPDATE',
    [event.id],
  );
  return Number(rows[0].registered);
}

/** What a capacity change answers: done (with the capacity before), or why not. */
export type CapacityChange =
  | { status: 'done'; before: number }
  | { status: 'not-found' }
  | { status: 'too-large' }
  | { status: 'below-registered'; registered: number };

/**
 * Sets an event's capacity (an organiser's change, issue 44): never below the places already taken, counted
 * with the event's count row locked (as a registration locks it), so no registration slips in between; the
 * change and its audit row in one transaction. The public pages read it with the counts (their live data and
 * the API), so they show it at their next request.
 */
export async function changeCapacity(
  platform: Platform,
  eventId: number,
  capacity: number,
  staff: StaffContext,
): Promise<CapacityChange> {
  const event = cityEvents.find((candidate) => candidate.id === eventId);
  if (!event) return { status: 'not-found' };
  if (!Number.isSafeInteger(capacity) || capacity < 0 || capacity > CAPACITY_MAX)
    return { status: 'too-large' };
  return platform.db.transaction(async (tx): Promise<CapacityChange> => {
    const registered = await lockedCount(tx, event);
    if (capacity < registered) return { status: 'below-registered', registered };
    const before = (await changedCapacities(tx, event.id)).get(event.id) ?? event.capacity;
    await tx.query(
      `INSERT INTO event_capacities (event_id, capacity, changed_by) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO UPDATE SET capacity = $2, changed_by = $3, changed_at = now()`,
      [event.id, capacity, staff.member.name],
    );
    await platform.audit?.(tx, staff, {
      action: 'capacity-changed',
      record: String(event.id),
      detail: { from: before, to: capacity },
    });
    platform.log('event.capacity-changed', { event: event.id, from: before, to: capacity });
    return { status: 'done', before };
  });
}

/** An optional field as stored: what was typed, trimmed; nothing when nothing was typed. */
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Takes a place at `event` in `tx`: seeds the event's count row with the count it was published with (once),
 * locks it, and raises it by one while places remain (of its capacity now: the organisers may have changed it). Resolves false (nothing changed) when the event is full.
 */
async function takePlace(tx: Queryable, event: CityEvent): Promise<boolean> {
  // Every registration for this event (and a capacity change) waits here for the one before it to commit or roll back.
  const registered = await lockedCount(tx, event);
  // The capacity an organiser set (read under the lock: a change waits for it too), else the published one.
  const places = (await changedCapacities(tx, event.id)).get(event.id) ?? placesOf(event);
  if (places !== undefined && registered >= places) return false;
  await tx.query(
    'UPDATE event_counts SET registered = registered + 1, updated_at = now() WHERE event_id = $1',
    [event.id],
  );
  return true;
}

/**
 * Registers a resident for `event`, once per submission key: the registration stored with the time it
 * arrived, one place taken and the confirmation e-mail queued, all or nothing. Answers the confirmation's
 * address, or (nothing stored) the problem that the event is full.
 */
export async function registerForEvent(
  platform: Platform,
  event: CityEvent,
  values: EventRegistration,
  key: string | undefined,
  locale?: string,
): Promise<Registered> {
  const submission = { form: REGISTER_ROUTE_ID, key, fields: { event: event.id, ...values } };
  // The mail's words in the form's language, loaded before the transaction (at once when the page loaded them).
  const intl = await mailIntl(locale);
  return platform.submitOnce(submission, async (tx) => {
    if (!(await takePlace(tx, event))) {
      platform.log('event-registration.full', { event: event.id });
      return { problems: [{ field: WHOLE_REGISTRATION, rule: 'full' }] };
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO event_registrations (event_id, name, email, phone, organization, notes, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        event.id,
        values.name.trim(),
        values.email.trim(),
        optional(values.phone),
        optional(values.organization),
        optional(values.notes),
        // The form's language: the organisers' cancellation, if it comes, is in it (issue 46).
        localeOrDefault(locale),
      ],
    );
    const id = rows[0].id;
    const cancelLink = platform.link?.(
      CANCEL_PURPOSE,
      { r: Number(id), e: event.id },
      { path: CANCEL_PATH, days: CANCEL_LINK_DAYS, locale },
    );
    await platform.mail(
      tx,
      registrationMail(event, values, registrationReference(id), platform.siteOrigin, cancelLink, intl),
    );
    platform.log('event-registration.stored', { event: event.id, registration: Number(id) });
    return registeredPath(event.id);
  });
}

/** Each event's registered count: its count row, or the count it was published with before any registration. */
export async function registeredCounts(platform: Platform): Promise<Record<number, number>> {
  const { rows } = await platform.db.query<{ event_id: number; registered: number }>(
    'SELECT event_id, registered FROM event_counts',
  );
  const stored = new Map(rows.map((row) => [Number(row.event_id), Number(row.registered)]));
  return Object.fromEntries(cityEvents.map((event) => [event.id, stored.get(event.id) ?? event.registered]));
}

/** The registration and event of a cancel link's token, or why it cannot be used. */
function cancelTokenOf(platform: Platform, token: string | null) {
  const reading = readToken<{ r?: unknown; e?: unknown }>(platform, CANCEL_PURPOSE, token);
  if (reading.status !== 'valid') return reading.status;
  const registration = Number(reading.data.r);
  const event = Number(reading.data.e);
  if (!Number.isSafeInteger(registration) || !getEvent(String(event))) return 'invalid';
  return { registration, event };
}

/**
 * Cancels a registration by its cancel link, once: the registration deleted and its event's place given back,
 * in one transaction (the count row locked, as a registration locks it). A registration already cancelled (or
 * deleted after its retention) is 'done'.
 */
export async function cancelRegistration(
  platform: Platform,
  token: string | null,
): Promise<number | 'done' | 'expired' | 'invalid'> {
  const link = cancelTokenOf(platform, token);
  if (typeof link === 'string') return link;
  return platform.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ event_id: number }>(
      'DELETE FROM event_registrations WHERE id = $1 AND event_id = $2 RETURNING event_id',
      [link.registration, link.event],
    );
    if (rows.length === 0) return 'done';
    await tx.query(
      `UPDATE event_counts SET registered = registered - 1, updated_at = now()
       WHERE event_id = $1 AND registered > 0`,
      [link.event],
    );
    platform.log('event-registration.cancelled', { event: link.event, registration: link.registration });
    return link.event;
  });
}

/** The registration form's store over the area's platform (server only). */
export function createRegistrationStore(platform: Platform): RegistrationStore {
  return {
    register(eventId, values, key, locale) {
      const event = getEvent(String(eventId));
      if (!event) throw new Response(null, { status: 404 });
      return registerForEvent(platform, event, values, key, locale);
    },
    cancel: (token) => cancelRegistration(platform, token),
    async cancelState(token) {
      const link = cancelTokenOf(platform, token);
      if (typeof link === 'string') return { link };
      const { rows } = await platform.db.query('SELECT 1 FROM event_registrations WHERE id = $1', [
        link.registration,
      ]);
      return { link: rows.length > 0 ? 'valid' : 'done', event: link.event };
    },
  };
}
