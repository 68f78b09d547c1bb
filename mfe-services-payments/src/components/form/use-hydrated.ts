import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from then on (at once in a part rendered
 * in the browser). A control that the script makes stricter (a button disabled until a choice is made) stays
 * usable in the server's HTML, where no script would ever enable it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
