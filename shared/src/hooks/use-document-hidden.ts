import { useEffect, useState } from 'react';

/**
 * True while the browser tab is hidden, so nothing moves unseen. False on the server and in the first
 * render, so a server-rendered page and its hydration agree; the effect then reads the real state.
 */
export function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}
