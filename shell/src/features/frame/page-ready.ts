/**
 * The event and attribute that say the page has come alive: the server's HTML hydrated (or, without it, the
 * first page rendered) and every effect of that render run. start.js waits for the event to replay a tap on
 * a button that came before (see there); journeys wait for the attribute before they click.
 */
export const PAGE_READY_EVENT = 'sf:ready';
export const PAGE_READY_ATTRIBUTE = 'data-sf-ready';

let signalled = false;

/** Says, once per page, that the page is alive. */
export function signalPageReady(): void {
  if (signalled) return;
  signalled = true;
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}
