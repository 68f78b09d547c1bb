import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (at once in a part
 * rendered in the browser). A control that only script can work (Share Event) is left out of the server's
 * HTML with it: a browser without script would show a button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
