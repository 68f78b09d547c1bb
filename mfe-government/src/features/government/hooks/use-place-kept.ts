import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { openedHere } from '../components/dialog-link';

/** Focus on an element of the page behind the dialogs (not in a dialog, not the page's body). */
function focusedInPage(): HTMLElement | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return undefined;
  return active.closest('[role="dialog"], .ant-modal-wrap') ? undefined : active;
}

/**
 * Keeps the Government page as the visitor had it while a dialog's address comes and goes. The frame keeps the
 * place for the page's own links (`preventScrollReset`), but not for Back and Forward, nor for a close that
 * goes back in history: it scrolls to the top and moves focus to the main content (in an effect of the frame,
 * which runs after the page's). So when a link of the page has opened a dialog, and when the page leaves that
 * address (the dialog closed, or Back), it puts back right after its scroll, and the focus on the link that
 * opened the dialog if it was there: the dialog, still loading, takes focus from it and gives it back to it
 * when it closes; or the dialog had already given it back.
 */
export function usePlaceKept(): void {
  const { key, state } = useLocation();
  const opened = openedHere(state)?.scrollY;
  // Where the page was kept at the address it is leaving, if a link of the page opened that one.
  const leaving = useRef<number | undefined>(undefined);
  useEffect(() => {
    const left = leaving.current;
    leaving.current = opened;
    const scrollY = opened ?? left;
    if (scrollY === undefined) return undefined;
    const focused = focusedInPage();
    // A task later: after the frame's own effect, whose scroll to the top this one stops.
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: scrollY, left: 0, behavior: 'instant' });
      if (focused?.isConnected && document.activeElement?.tagName === 'MAIN') {
        focused.focus({ preventScroll: true });
      }
    });
    return () => window.clearTimeout(timer);
  }, [key, opened]);
}
