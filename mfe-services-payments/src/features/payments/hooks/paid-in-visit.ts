import { CITY_TIME_ZONE } from '@springfield/shared/city-time';
import { create } from 'zustand';
import type { PayableItem } from '../data/payment-records';

/** Today in Springfield ("2026-11-26"), the day the store records a payment made now. */
export const cityToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: CITY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * The items paid in this visit, by id, with the day: the page's data is what the server read when the document
 * loaded, so an item paid since (in the dialog) shows as Paid here until the next lookup reads the store again.
 * Never in the server's render nor the first render in the browser (hydration matches).
 */
interface PaidInVisit {
  paid: Record<string, string>;
  markPaid: (ids: readonly string[]) => void;
}

export const usePaidInVisit = create<PaidInVisit>()((set) => ({
  paid: {},
  markPaid: (ids) => {
    const on = cityToday();
    set((state) => ({ paid: { ...state.paid, ...Object.fromEntries(ids.map((id) => [id, on])) } }));
  },
}));

/** For tests: forget what was paid. */
export function resetPaidInVisitForTests(): void {
  usePaidInVisit.setState({ paid: {} });
}

/** The items as the store gave them, those paid in this visit shown as Paid. */
export function withPaidInVisit(items: readonly PayableItem[], paid: Record<string, string>): PayableItem[] {
  return items.map((item) =>
    item.status === 'Outstanding' && paid[item.id]
      ? { ...item, status: 'Paid', paid: { on: paid[item.id] } }
      : item,
  );
}
