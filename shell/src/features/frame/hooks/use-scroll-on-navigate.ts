import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a hash target that a remote page renders once it has loaded. */
const HASH_TARGET_WAIT_MS = 5000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * On a path change without a hash: smooth scroll to the top and move focus to the main content, so a
 * keyboard or screen-reader user starts on the new page. With a hash: scroll to (and focus) that anchor,
 * waiting for it if a remote is still rendering it.
 */
export function useScrollOnNavigate(mainId: string): void {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const isFirst = firstRender.current;
    firstRender.current = false;

    if (!hash) {
      if (isFirst) return undefined;
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
