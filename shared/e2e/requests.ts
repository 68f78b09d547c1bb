import type { Request } from '@playwright/test';

/**
 * A form's POST (or an API's), as opposed to the browser's own reports: the shell sends Web Vitals and errors
 * with sendBeacon to /telemetry once a page is alive, which is a POST too, and must not be counted as a form.
 */
export function isFormPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname !== '/telemetry';
}
