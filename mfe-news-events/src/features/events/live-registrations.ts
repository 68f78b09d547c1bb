// The events' registered counts as the city's store holds them (issue 25): what the area's backend answers for
// a page that shows them (its live data, `dataFor`) and at its API, and what the pages read. Types and
// constants only: the browser bundle and the server's backend both import this file.

/** The area's federation name: its live data in a page is under this name (`areaData`). */
export const LIVE_DATA_AREA = 'news_events';

/** The area's API prefix (area.json `api`), and the address of the counts under it. */
export const EVENTS_API_PREFIX = '/api/events';
export const REGISTRATIONS_API = `${EVENTS_API_PREFIX}/registrations.json`;

/** The most places an organiser may give an event (issue 44; the city's largest venue holds far fewer). */
export const CAPACITY_MAX = 10_000;

/**
 * The live data of an events page, and the API's answer: each event's registered count, by event id, and its
 * capacity (issue 44: an organiser may change it on the staff pages; the one it was published with otherwise).
 * An answer without capacities (a server from before) leaves the published ones.
 */
export interface RegistrationCounts {
  registered: Record<number, number>;
  capacity?: Record<number, number>;
}

/** The pages that show a registered count or a capacity status: the list, an event's page, its register page. */
export function showsRegistrationCounts(pathname: string): boolean {
  return /^\/events(?:\/[^/]+(?:\/register)?)?\/?$/.test(pathname);
}

/** Whether a value is a record of whole numbers, 0 or more. */
const isCountRecord = (value: unknown): value is Record<number, number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((count) => Number.isInteger(count) && (count as number) >= 0);

/**
 * Whether a value (from a page or the API) is a set of counts: every value a whole number, 0 or more, the
 * capacities too when it has them.
 */
export function isRegistrationCounts(value: unknown): value is RegistrationCounts {
  if (typeof value !== 'object' || value === null) return false;
  const { registered, capacity } = value as { registered?: unknown; capacity?: unknown };
  return isCountRecord(registered) && (capacity === undefined || isCountRecord(capacity));
}
