import { useState } from 'react';

/**
 * Which dialog of a part of the page is open, when each also has an address (/government/budget,
 * /government/legislation/{slug}): `routed` is the one the address names (null at /government). A link opens
 * its dialog at once (`show`) and the address follows; going to another address (Back) shows that one's
 * dialog, or none; closing the dialog of the address calls onRouteClose (back to /government).
 */
export function useRoutedDialog<T extends string>(routed: T | null, onRouteClose?: () => void) {
  const [open, setOpen] = useState<T | null>(routed);
  // The address changed: its dialog, or none (state adjusted while rendering, not in an effect).
  const [addressed, setAddressed] = useState<T | null>(routed);
  if (routed !== addressed) {
    setAddressed(routed);
    setOpen(routed);
  }
  const close = () => {
    setOpen(null);
    if (routed !== null) onRouteClose?.();
  };
  return { open, show: setOpen, close };
}
