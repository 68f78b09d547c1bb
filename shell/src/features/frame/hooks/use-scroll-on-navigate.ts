import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a hash target that a remote page renders once it has loaded. */
const HASH_TARGET_WAIT_MS = 5000;

/** Whether the navigation that just ended asked to keep the place (a Link's or navigate's `preventScrollReset`). */
let placeKept: () => boolean = () => false;

/**
 * Tells the hook how to read the router's `preventScrollReset` for the last navigation (the browser's router
 * says it in its state; bootstrap passes it). A page that opens a form or a dialog at its own address (the
 * volunteer sign-up, a Government dialog) navigates with it: the visitor stays where they were.
 */
export function readPlaceKeptFrom(read: () => boolean): void {
  placeKept = read;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * On a path change without a hash: smooth scroll to the top and move focus to the main content, so a
 * keyboard or screen-reader user starts on the new page; not when only the query changed (a look-up, a
 * filter) or the navigation kept the place (`preventScrollReset`: a form or dialog opened at its address). With a hash: scroll to (and focus) that anchor,
 * waiting for it if a remote is still rendering it.
 */
export function useScrollOnNavigate(mainId: string): void {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);
  const lastPath = useRef(pathname);

  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const isFirst = firstRender.current;
    firstRender.current = false;

    // Only the query changed (a look-up's address, a filter): the same page, where the visitor is.
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    if (!hash) {
      if (isFirst || samePage || placeKept()) return undefined;
      window.scrollTo({ top: 0, left: 0, behavior });
      document.getElementById(mainId)?.focus({ preventScroll: true });
      return undefined;
    }

    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    const started = performance.now();
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior, block: 'start' });
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < HASH_TARGET_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key, mainId]);
}
