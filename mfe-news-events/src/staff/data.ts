import { serverOnly, type Locale, type StaffContext } from '@springfield/shared';
import type { CapacityChange } from '../features/events/registration';

// The staff side's data of News & Events (issue 44): the events with their registered counts and the
// newsletter's subscriber count, and one event's registrations. Bundled with the staff module only.

export const STAFF_EVENTS_PATH = '/staff/events';
export const staffEventPath = (id: number) => `${STAFF_EVENTS_PATH}/${id}`;
/** One event's registrations as a CSV file (the backend's `staff.file`). */
export const registrationsCsvPath = (id: number) => `${STAFF_EVENTS_PATH}/${id}/registrations.csv`;
/** The newsletter's confirmed subscribers as a CSV file (the backend's `staff.file`). */
export const SUBSCRIBERS_CSV_PATH = `${STAFF_EVENTS_PATH}/newsletter-subscribers.csv`;

export interface StaffEventRow {
  id: number;
  title: string;
  /** yyyy-mm-dd, and the time as the event's page writes it ("7:00 PM"). */
  date: string;
  startTime: string;
  capacity: number;
  registered: number;
}

export interface EventsData {
  kind: 'events';
  events: StaffEventRow[];
  /** Confirmed subscribers (the newsletter goes to these). */
  subscribers: number;
  /** Sign-ups whose address has not confirmed yet (deleted after 7 days). */
  pending: number;
}

export interface RegistrationRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  notes: string | null;
  received_at: string;
  /** The language of the mails the registrant receives (the page they registered on). */
  locale: Locale;
}

export type RegistrationsData =
  | { kind: 'registrations'; event: StaffEventRow; registrations: RegistrationRow[] }
  | { kind: 'registrations'; notFound: true };

/** The organiser's part of the store, set by the backend on the server, called by the staff action. */
export interface StaffEventsStore {
  /** Cancels one registration of an event: its place freed, the resident told. */
  cancel(eventId: number, registrationId: string, staff: StaffContext): Promise<'done' | 'not-found'>;
  /** Sets an event's capacity (an admin's change): never below its registered count. */
  changeCapacity(eventId: number, capacity: number, staff: StaffContext): Promise<CapacityChange>;
}

export const staffEventsStore = serverOnly<StaffEventsStore>('The staff events store');
