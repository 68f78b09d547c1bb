// The staff side's data of News & Events (issue 44): the events with their registered counts and the
// newsletter's subscriber count, and one event's registrations. Bundled with the staff module only.

export const STAFF_EVENTS_PATH = '/staff/events';
export const staffEventPath = (id: number) => `${STAFF_EVENTS_PATH}/${id}`;
/** One event's registrations as a CSV file (the backend's `staff.file`). */
export const registrationsCsvPath = (id: number) => `${STAFF_EVENTS_PATH}/${id}/registrations.csv`;

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
  subscribers: number;
}

export interface RegistrationRow {
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  notes: string | null;
  received_at: string;
}

export type RegistrationsData =
  | { kind: 'registrations'; event: StaffEventRow; registrations: RegistrationRow[] }
  | { kind: 'registrations'; notFound: true };
