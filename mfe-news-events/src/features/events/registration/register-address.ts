/**
 * This document's mark on the addresses it opens the list's register dialog at (/events/:id/register). Such an
 * address shows the list with the dialog while the visit goes on (Back closes it, Forward opens it again);
 * loaded afresh (a reload keeps the history's state, but another document has another mark) it is the
 * register page, as the server rendered it.
 */
const DOCUMENT_MARK = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The history state of the register dialog's address, opened over the list. */
export const overListState = () => ({ registerOverList: DOCUMENT_MARK });

/** Whether a location's state is that of a register dialog opened over the list in this document. */
export function isOverList(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { registerOverList?: unknown }).registerOverList === DOCUMENT_MARK
  );
}
