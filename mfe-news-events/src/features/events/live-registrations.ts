// The events' registered counts as the city's store holds them (issue 25): what the area's backend answers for
// a page that shows them (its live data, `dataFor`) and at its API, and what the pages read. Types and
// constants only: the browser bundle and the server's backend both import this file.

/** The area's federation name: its live data in a page is under this name (`areaData`). */
export const LIVE_DATA_AREA = 'news_events';

/** The area's API prefix (area.json `api`), and the address of the counts under it. */
export const EVENTS_API_PREFIX = '/api/events';
export const REGISTRATIONS_API = `${EVENTS_API_PREFIX}/registrations.json`;

/** The live data of an events page, and the API's answer: each event's registered count, by event id. */
export interface RegistrationCounts {
  registered: Record<number, number>;
}

/** The pages that show a registered count or a capacity status: the list, an event's page, its register page. */
export function showsRegistrationCounts(pathname: string): boolean {
  return /^\/events(?:\/[^/]+(?:\/register)?)?\/?$/.test(pathname);
}

/** Whether a value (from a page or the API) is a set of counts: every value a whole number, 0 or more. */
export function isRegistrationCounts(value: unknown): value is RegistrationCounts {
  if (typeof value !== 'object' || value === null) return false;
  const { registered } = value as { registered?: unknown };
  if (typeof registered !== 'object' || registered === null) return false;
  return Object.values(registered).every((count) => Number.isInteger(count) && (count as number) >= 0);
}
