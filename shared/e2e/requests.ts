import type { APIResponse, Request, Route } from '@playwright/test';

/**
 * A form's POST (or an API's), as opposed to the browser's own reports: the shell sends Web Vitals and errors
 * with sendBeacon to /telemetry once a page is alive, which is a POST too, and must not be counted as a form.
 */
export function isFormPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname !== '/telemetry';
}

/**
 * A routed request sent on to the server, as the browser would send it. Playwright's client keeps connections
 * alive and, unlike a browser, does not send a GET again when the server closed the connection it reused at
 * that moment (its idle time, 5 s, ran out): it fails with ECONNRESET. Sent again once, as a browser does.
 */
export async function fetchRouted(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch();
  }
}
