import { useEffect, useState } from 'react';

/**
 * A dialog that its button opens, and its own address too (/government/legislation/{slug}): open while
 * `routed`; closing one opened by its address calls onRouteClose (back to /government).
 */
export function useRoutedDialog(routed: boolean, onRouteClose?: () => void) {
  const [open, setOpen] = useState(routed);
  useEffect(() => {
    if (routed) setOpen(true);
  }, [routed]);
  const close = () => {
    setOpen(false);
    if (routed) onRouteClose?.();
  };
  return { open, show: () => setOpen(true), close };
}
