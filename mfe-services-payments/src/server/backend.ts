// The backend of the Departments, Services & Payments area (issues 25 and 29): its service requests store and its
// payments store, created once per build by the site's server with the platform (see
// shared/src/contract/backend.ts). It gives the site's server its migrations and retention, the live data of a
// request's status page and of the payments pages (their lookups, a payment, a receipt), the Open311 endpoint
// under /open311, and the delivery of its outbox's forwarding jobs; and the route actions their services (the
// forms' slots, features/service-request and features/payments/payment-form).
import type { AreaBackend, Platform } from '@springfield/shared';
import { isRequestNumber, REQUESTS_PATH, type RequestStatusData } from '../features/services';
import { FORWARD_JOB, forwardingTarget } from './forward-config';
import { createForwarder } from './forward';
import { kept, migrations } from './migrations';
import { createOpen311Handler } from './open311';
import { pollWork } from './poll';
import { paymentStore } from '../features/payments/payment-form';
import { createServiceRequestStore, serviceRequestStore } from '../features/service-request';
import { serviceByCode } from './catalogue';
import { createPayments } from './payments';
import { createServiceRequests, type ServiceRequests } from './requests';
import { createStaffRequests, staffPageData } from './staff-requests';
import { staffRequestStore } from '../staff/data';

const STATUS_PAGE = new RegExp(`^${REQUESTS_PATH}/([^/]+)/?$`);

/** The live data of a status page (/services/requests/{id}); undefined for every other page. */
export async function statusPageData(
  requests: ServiceRequests,
  { pathname }: { pathname: string },
): Promise<RequestStatusData | undefined> {
  const match = STATUS_PAGE.exec(pathname);
  if (!match) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    id = match[1];
  }
  const found = isRequestNumber(id) ? await requests.find(id) : undefined;
  // Issue 44: the finer stage and the public updates, for the page only.
  return found ? { ...found, ...(await requests.progress(id)) } : { notFound: true, service_request_id: id };
}

/** The host of an address, without what it may carry (a user and password). */
function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return 'not a URL';
  }
}

export function createBackend(platform: Platform): AreaBackend {
  const requests = createServiceRequests(platform);
  // The forms' parts of the stores, assembled here: the features never import src/server/.
  serviceRequestStore.set(createServiceRequestStore({ entryFor: serviceByCode, submit: requests.submit }));
  // Issue 44: the staff side's queue and changes, for the staff module's actions and pages.
  const staffRequests = createStaffRequests(platform);
  staffRequestStore.set({ change: staffRequests.change });
  const payments = createPayments(platform);
  paymentStore.set({ pay: payments.pay, processor: payments.processor });
  const target = forwardingTarget(platform);
  const urlOnly =
    Boolean(platform.env('OPEN311_FORWARD_URL')) !== Boolean(platform.env('OPEN311_FORWARD_API_KEY'));
  if (urlOnly)
    platform.log('open311.forwarding-incomplete', {
      needs: 'OPEN311_FORWARD_URL and OPEN311_FORWARD_API_KEY',
    });
  else if (target) platform.log('open311.forwarding', { to: hostOf(target.base) });
  // Issue 44: the city's statuses flow back (every OPEN311_POLL_MINUTES) where requests are forwarded.
  const poll = pollWork(platform);
  return {
    migrations,
    kept,
    dataFor: async (location) =>
      (await statusPageData(requests, location)) ?? (await payments.pageData(location)),
    handle: createOpen311Handler(platform, requests),
    deliver: { [FORWARD_JOB]: createForwarder(platform, requests) },
    staff: { dataFor: (location, staff) => staffPageData(staffRequests, location, staff) },
    ...(poll ? { every: [poll] } : {}),
  };
}
