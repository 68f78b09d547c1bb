// Forwarding a new service request to the city's system (issue 25): the outbox job 'open311-forward', queued in
// the transaction that stored the request and delivered once it committed, retried with back-off by the
// platform while it fails. Exactly once: every attempt for a request carries the same Idempotency-Key
// (springfield-<number>), so a retry after an answer that was lost (the city stored it, the connection broke)
// is answered with the request the city already has instead of making a second one.
import type { OutboxJob, Platform } from '@springfield/shared';
// From the contract's own entry, not the package's: the backend's build only (no shared export its pages need).
import { PermanentDeliveryError } from '@springfield/shared/contract';
import { isRequestNumber } from '../features/services/data/service-requests';
import { forwardingTarget } from './forward-config';
import type { ServiceRequests, StoredRequest } from './requests';

/** How long the city's endpoint is given to answer before the attempt counts as failed. */
export const FORWARD_TIMEOUT_MS = 10_000;

/** The request as Open311's POST Service Request form (the city's api_key first). */
export function forwardBody(request: StoredRequest, apiKey: string): URLSearchParams {
  const body = new URLSearchParams();
  body.set('api_key', apiKey);
  body.set('service_code', request.service_code);
  if (request.lat !== null && request.long !== null) {
    body.set('lat', String(request.lat));
    body.set('long', String(request.long));
  }
  const texts = {
    address_string: request.address_string,
    email: request.email,
    first_name: request.first_name,
    last_name: request.last_name,
    phone: request.phone,
    description: request.description,
    media_url: request.media_url,
  };
  for (const [name, value] of Object.entries(texts)) if (value !== null) body.set(name, value);
  for (const [code, value] of Object.entries(request.attributes ?? {})) {
    if (Array.isArray(value)) for (const item of value) body.append(`attribute[${code}][]`, item);
    else body.set(`attribute[${code}]`, value);
  }
  return body;
}

/** The key every attempt for one request carries. */
export const forwardKey = (id: string) => `springfield-${id}`;

/**
 * `work`, given a signal, rejected once `ms` have passed however far it got, its request aborted: the answer's
 * body included. A fetch signal's own timeout is not enough: on Node 20, a body still arriving when it fired
 * was left unread for ever, and the outbox's attempt with it.
 */
export async function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`the city's Open311 endpoint did not answer within ${ms / 1000} s`);
      // Rejected first: a body cut short by the abort must not pass for an answer without an id.
      reject(error);
      controller.abort(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createForwarder(
  platform: Platform,
  requests: ServiceRequests,
  { timeoutMs = FORWARD_TIMEOUT_MS }: { timeoutMs?: number } = {},
) {
  return async function forward(job: OutboxJob): Promise<unknown> {
    const id = String((job.payload as { service_request_id?: unknown })?.service_request_id ?? '');
    const target = forwardingTarget(platform);
    // Not set up any more: the job waits (retried with back-off) until it is again.
    if (!target) throw new Error('OPEN311_FORWARD_URL or OPEN311_FORWARD_API_KEY is not set');
    if (!isRequestNumber(id)) return { skipped: 'not a request number' };
    const request = await requests.stored(id);
    // Deleted since (its retention passed): nothing to send.
    if (!request) return { skipped: 'no longer kept' };
    if (request.external_id !== null) return { external_id: request.external_id };
    const { status, answer } = await withinDeadline(timeoutMs, async (signal) => {
      const response = await fetch(`${target.base}/requests.json`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
          Accept: 'application/json',
          'Idempotency-Key': forwardKey(id),
        },
        body: forwardBody(request, target.apiKey),
        signal,
      });
      // Only the status: the city's error text might quote what the resident typed, and this is logged.
      if (!response.ok) {
        const message = `the city's Open311 endpoint answered ${response.status}`;
        // The city refused the request itself (invalid, unauthorised, gone): sent again it is refused again, so
        // the job is dead-lettered for an operator (npm run submissions -- outbox). Busy (408, 429) or down
        // (5xx): retried.
        const refused =
          response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
        throw refused ? new PermanentDeliveryError(message) : new Error(message);
      }
      return { status: response.status, answer: (await response.json().catch(() => undefined)) as unknown };
    });
    const first = Array.isArray(answer) ? (answer[0] as Record<string, unknown> | undefined) : undefined;
    const externalId =
      first?.service_request_id !== undefined && first.service_request_id !== null
        ? String(first.service_request_id)
        : null;
    if (externalId !== null) await requests.recordExternalId(id, externalId);
    platform.log('service-request.forwarded', {
      service_request_id: id,
      external_id: externalId,
      attempts: job.attempts + 1,
    });
    return { external_id: externalId, status };
  };
}
