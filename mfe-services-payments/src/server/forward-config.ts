// Where new service requests are forwarded (issue 25): the city's own service request system, through its
// Open311 GeoReport v2 endpoint. Set in the site's environment; unset, requests stay on the site only.
import type { Platform } from '@springfield/shared';

/** The outbox job that forwards one request. */
export const FORWARD_JOB = 'open311-forward';

export interface ForwardingTarget {
  /** The endpoint's base (…/open311/v2): requests are POSTed to `${base}/requests.json`. */
  base: string;
  apiKey: string;
}

/** OPEN311_FORWARD_URL and OPEN311_FORWARD_API_KEY, when both are set. */
export function forwardingTarget(platform: Platform): ForwardingTarget | undefined {
  const base = platform.env('OPEN311_FORWARD_URL')?.trim();
  const apiKey = platform.env('OPEN311_FORWARD_API_KEY')?.trim();
  if (!base || !apiKey) return undefined;
  return { base: base.replace(/\/+$/, ''), apiKey };
}
