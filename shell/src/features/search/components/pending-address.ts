import { useEffect, useState } from 'react';

/** The address of the search page, written without a navigation: at once, or once typing rests. */
export interface PendingAddress {
  /** Writes `url` now (no delay) or once `delay` ms pass without another write. */
  write(url: string, delay?: number): void;
  /** Forgets an address not yet written: a navigation came first. */
  cancel(): void;
  /** Writes a waiting address before a click follows a link or the page is left; returns the detach. */
  attach(): () => void;
}

export function createPendingAddress(): PendingAddress {
  let waiting: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (waiting === null) return;
    const url = waiting;
    waiting = null;
    window.history.replaceState(window.history.state, '', url);
  };
  const cancel = () => {
    clearTimeout(timer);
    waiting = null;
  };
  return {
    write(url, delay = 0) {
      waiting = url;
      clearTimeout(timer);
      if (delay > 0) timer = setTimeout(flush, delay);
      else flush();
    },
    cancel,
    attach() {
      // A click (a result, the header, a filter) reaches the document first in the capture phase, before the
      // router navigates: the address of these results is then the one that Back returns to.
      document.addEventListener('click', flush, true);
      window.addEventListener('pagehide', flush);
      window.addEventListener('popstate', cancel);
      return () => {
        document.removeEventListener('click', flush, true);
        window.removeEventListener('pagehide', flush);
        window.removeEventListener('popstate', cancel);
        cancel();
      };
    },
  };
}

/** One pending address for the life of the search page. */
export function usePendingAddress(): PendingAddress {
  const [pending] = useState(createPendingAddress);
  useEffect(() => pending.attach(), [pending]);
  return pending;
}
