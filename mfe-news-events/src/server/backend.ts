// The server side of News & Events (issue 25), created by the site's server with its platform (area.json
// `backend`): its tables and what it keeps, the services the route actions store through, the registered
// counts the events pages show (their live data), and its API, /api/events/registrations.json. Never imported
// by browser code: it assembles the forms' store parts (each in its form's folder) and sets the slots their
// route actions reach them through.
import type { AreaBackend, Platform } from '@springfield/shared';
import {
  REGISTRATIONS_API,
  showsRegistrationCounts,
  type RegistrationCounts,
} from '../features/events/live-registrations';
import {
  createRegistrationStore,
  registeredCounts,
  registrationStore,
} from '../features/events/registration';
import { createNewsletterStore, newsletterStore } from '../features/news/newsletter';
import { kept, migrations } from './migrations';
import { cancelRegistration, staffEventsData, staffEventsFile } from './staff';
import { staffEventsStore } from '../staff/data';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

export function createBackend(platform: Platform): AreaBackend {
  registrationStore.set(createRegistrationStore(platform));
  newsletterStore.set(createNewsletterStore(platform));

  staffEventsStore.set({ cancel: (event, id, staff) => cancelRegistration(platform, event, id, staff) });
  const counts = async (): Promise<RegistrationCounts> => ({ registered: await registeredCounts(platform) });

  return {
    migrations,
    kept,
    // The list, an event's page and its register page show registered counts and capacity statuses. Home's
    // Upcoming Events and the search results show none (the search records' texts carry no count).
    dataFor: async ({ pathname }) => (showsRegistrationCounts(pathname) ? counts() : undefined),
    // Issue 44: the staff pages' data (events and registrations) and the registrations' CSV.
    staff: {
      dataFor: (location) => staffEventsData(platform, location),
      file: (location) => staffEventsFile(platform, location),
    },
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
