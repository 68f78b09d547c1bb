/**
 * The event and attribute that say the page has come alive: the server's HTML hydrated (or, without it, the
 * first page rendered), every effect of that render run, and every part hydrated on its own (Home's widgets,
 * see setWidgetLoading) hydrated too. start.js waits for the event to replay a tap on a button that came
 * before (see there); journeys wait for the attribute before they click.
 */
export const PAGE_READY_EVENT = 'sf:ready';
export const PAGE_READY_ATTRIBUTE = 'data-sf-ready';
/**
 * Set on <html> when React starts listening to the page (hydrateRoot or createRoot called): from then on it
 * handles a tap itself, hydrating the tapped part at once if need be, so start.js no longer keeps one, except
 * on a part still waiting for its code (PART_WAITING_ATTRIBUTE).
 */
export const REACT_LISTENING_ATTRIBUTE = 'data-sf-listening';
/** On a part of the page the server rendered whose code has not arrived yet (a Home widget): React cannot
 * hydrate it on a tap, so start.js keeps a tap there until the page is alive. */
export const PART_WAITING_ATTRIBUTE = 'data-sf-waiting';

/**
 * Dispatched on window when a part that was waiting for its code (PART_WAITING_ATTRIBUTE) has hydrated, after
 * its attribute is gone: start.js taps again a button of it tapped before (a Home widget hydrated only once it
 * is in view may come alive after the page).
 */
export const PART_READY_EVENT = 'sf:part';

/** Says a waiting part has hydrated (see PART_READY_EVENT). */
export function signalPartReady(): void {
  window.dispatchEvent(new Event(PART_READY_EVENT));
}

let signalled = false;
let frameIn = false;
let partsHydrating = 0;

function signalWhenAllIn(): void {
  if (signalled || !frameIn || partsHydrating > 0) return;
  signalled = true;
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/** Says the frame and the page inside it are in (the frame's first effect); once per page. */
export function signalPageReady(): void {
  frameIn = true;
  signalWhenAllIn();
}

/**
 * Counts a part of the page that hydrates later, on its own. Returns the function that says it is in
 * (hydrated, shown as failed, or gone); calling it more than once counts once.
 */
export function expectPart(): () => void {
  partsHydrating += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    partsHydrating -= 1;
    signalWhenAllIn();
  };
}
