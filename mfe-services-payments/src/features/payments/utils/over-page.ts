/**
 * Marks the navigations the payment page makes to a payment's address, in this document only: a reload or a
 * bookmark of /pay-fines/pay/{item} gets the payment's own page, as the server rendered it.
 */
const DOCUMENT_MARK = Math.random().toString(36).slice(2);

interface OverPageState {
  overPage: string;
  /** The page's address the dialog was opened from (its lookup included). */
  from: string;
}

/** The history state of a Pay button's navigation: the dialog opens over the page at `from`. */
export function overPageState(from: string): OverPageState {
  return { overPage: DOCUMENT_MARK, from };
}

/** Where the dialog at this address was opened from, when the page opened it in this document. */
export function openedFrom(state: unknown): string | undefined {
  const over = state as Partial<OverPageState> | null;
  return over?.overPage === DOCUMENT_MARK && typeof over.from === 'string' ? over.from : undefined;
}
