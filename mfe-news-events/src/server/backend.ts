// The server side of News & Events (issue 25), created by the site's server with its platform (area.json
// `backend`): its tables and what it keeps, the services the route actions store through, the registered
// counts the events pages show (their live data), and its API, /api/events/registrations.json. Never imported
// by browser code: the route actions reach the services through the slot in ./services.
import type { AreaBackend, Platform } from '@springfield/shared';
import { getEvent } from '../features/events/utils/event-queries';
import {
  REGISTRATIONS_API,
  showsRegistrationCounts,
  type RegistrationCounts,
} from '../features/events/live-registrations';
import { registeredCounts, registerForEvent } from './event-registrations';
import { kept, migrations } from './migrations';
import { subscribeToNewsletter } from './newsletter';
import { services, type NewsEventsServices } from './services';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

export function createBackend(platform: Platform): AreaBackend {
  const provided: NewsEventsServices = {
    registerForEvent(eventId, values, key) {
      const event = getEvent(String(eventId));
      if (!event) throw new Response(null, { status: 404 });
      return registerForEvent(platform, event, values, key);
    },
    subscribeToNewsletter: (values, key) => subscribeToNewsletter(platform, values, key),
  };
  services.set(provided);

  const counts = async (): Promise<RegistrationCounts> => ({ registered: await registeredCounts(platform) });

  return {
    migrations,
    kept,
    // The list, an event's page and its register page show registered counts and capacity statuses. Home's
    // Upcoming Events and the search results show none (the search records' texts carry no count).
    dataFor: async ({ pathname }) => (showsRegistrationCounts(pathname) ? counts() : undefined),
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (pathname !== REGISTRATIONS_API) return undefined;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return json({ error: 'Method not allowed.' }, 405, { Allow: 'GET, HEAD' });
      }
      // Read anew on every visit: a registration changes it at any moment.
      return json(await counts(), 200, { 'Cache-Control': 'no-cache' });
    },
  };
}
