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
  CANCEL_PATH,
  changeCapacity,
  createRegistrationStore,
  eventCapacities,
  registeredCounts,
  registrationStore,
} from '../features/events/registration';
import {
  confirmSubscription,
  createNewsletterStore,
  NEWSLETTER_CONFIRMED_JOB,
  newsletterStore,
  UNSUBSCRIBE_PATH,
} from '../features/news/newsletter';
import { tokenOf, type SignedLinkData } from '../utils/signed-link';
import { kept, migrations } from './migrations';
import { cancelRegistration, staffEventsData, staffEventsFile } from './staff';
import { staffEventsStore } from '../staff/data';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

export function createBackend(platform: Platform): AreaBackend {
  const registrations = createRegistrationStore(platform);
  registrationStore.set(registrations);
  const newsletter = createNewsletterStore(platform);
  newsletterStore.set(newsletter);

  staffEventsStore.set({
    cancel: (event, id, staff) => cancelRegistration(platform, event, id, staff),
    changeCapacity: (event, capacity, staff) => changeCapacity(platform, event, capacity, staff),
  });
  // The counts and the capacities (an organiser may change one, issue 44), read anew for every page and answer:
  // part of a page's live data, so the page cache keys on them and a change shows at the next request.
  const counts = async (): Promise<RegistrationCounts> => ({
    registered: await registeredCounts(platform),
    capacity: await eventCapacities(platform),
  });

  return {
    migrations,
    kept,
    // The list, an event's page and its register page show registered counts, capacities and statuses. Home's
    // Upcoming Events and the search results show none (the search records' texts carry no count).
    // A signed link's page (unsubscribe, cancel a registration) shows what its token says: its button, or that it expired.
    async dataFor({ pathname, search }) {
      if (showsRegistrationCounts(pathname)) return counts();
      if (pathname === CANCEL_PATH) return registrations.cancelState(tokenOf(search));
      if (pathname === UNSUBSCRIBE_PATH) {
        return { link: await newsletter.linkState(tokenOf(search)) } satisfies SignedLinkData;
      }
      return undefined;
    },
    // Issue 44: the staff pages' data (events and registrations) and the registrations' CSV.
    staff: {
      dataFor: (location) => staffEventsData(platform, location),
      file: (location) => staffEventsFile(platform, location),
    },
    // Jobs the site queues for this area: a subscriber's address confirmed (the double opt-in's second step).
    deliver: {
      [NEWSLETTER_CONFIRMED_JOB]: (job) => confirmSubscription(platform, job.payload),
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
