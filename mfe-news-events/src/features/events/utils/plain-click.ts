import type { MouseEvent } from 'react';

/**
 * A plain click (main button, no modifier key) on a link that opens a form on the page: script takes it. A
 * click that asks for a new tab or window follows the link to the form's own page.
 */
export function isPlainClick(click: MouseEvent<HTMLElement>): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}
