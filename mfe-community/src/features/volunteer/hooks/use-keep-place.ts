import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { signUpLinkId } from '../application';

/**
 * The volunteer page has an address per open form (/volunteer, /volunteer/{id}/apply): a Sign Up, Cancel, the
 * close icon, a sent application or Back opens, moves or closes the form in place, and the address follows.
 * The page's own links and navigations keep the place (`preventScrollReset`, which the frame honours), but
 * Back and Forward do not say so: the frame's effect (which runs after the page's) then scrolls to the top and
 * moves focus to <main>. This puts the visitor back where they were once that has run: the scroll stays, and
 * focus stays where the page put it (the form's heading) or, when the form closed, goes back to the Sign Up
 * link of its card, as the spec's form did.
 */
export function useKeepPlace(openId: string | null): void {
  const { key } = useLocation();
  const shown = useRef({ key, openId });

  useEffect(() => {
    const before = shown.current;
    shown.current = { key, openId };
    if (before.key === key) return;
    const closedUnder = openId === null ? before.openId : null;
    const focused = document.activeElement;
    const { scrollX, scrollY } = window;
    // Effects run children first: the frame's runs after this one, in the same pass; a microtask comes after
    // that pass and before the browser paints.
    queueMicrotask(() => {
      // Stops the frame's (smooth) scroll to the top where it started.
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      const target = closedUnder ? document.getElementById(signUpLinkId(closedUnder)) : focused;
      if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
        // Scrolled into view only when it is out of it (the Sign Up link of a long form closed from its end).
        target.focus();
      }
    });
  }, [key, openId]);
}
