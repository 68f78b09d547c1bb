import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

interface Place {
  x: number;
  y: number;
  /** Where focus goes once the place is back (the results of a lookup); nothing: it stays where it is. */
  focus?: () => void;
}

/**
 * The site's frame scrolls to the top and moves focus to the main content after a navigation to a new path
 * that does not keep the place (`preventScrollReset`): closing the payment dialog goes back in history (a
 * Back, which says nothing of the place), and a look-up must then take focus to its results. Call the
 * returned `keepPlace` just before such a navigation: once the frame has done its part the scroll position
 * comes back and focus goes where `focus` puts it.
 */
export function useKeepPlace(): (focus?: () => void) => void {
  const { key } = useLocation();
  const pending = useRef<Place | null>(null);

  useEffect(() => {
    const place = pending.current;
    if (!place) return undefined;
    pending.current = null;
    // The frame's effect runs after this page's, in the same commit: come back after it.
    const timer = setTimeout(() => {
      window.scrollTo({ left: place.x, top: place.y, behavior: 'instant' });
      place.focus?.();
    }, 0);
    return () => clearTimeout(timer);
  }, [key]);

  return useCallback((focus?: () => void) => {
    pending.current = { x: window.scrollX, y: window.scrollY, focus };
  }, []);
}
