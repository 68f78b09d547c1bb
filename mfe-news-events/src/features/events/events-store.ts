import { create } from 'zustand';
import { cityEvents } from './data/events';

interface EventsState {
  /** Registered count per event id: starts from the data, rises with each registration in this visit. */
  registered: Record<number, number>;
  register: (id: number) => void;
  reset: () => void;
}

function initialCounts(): Record<number, number> {
  return Object.fromEntries(cityEvents.map((event) => [event.id, event.registered]));
}

/** Registrations of this visit, so the list and the event page show the same count. */
export const useEventsStore = create<EventsState>()((set) => ({
  registered: initialCounts(),
  register: (id) =>
    set((state) => ({ registered: { ...state.registered, [id]: (state.registered[id] ?? 0) + 1 } })),
  reset: () => set({ registered: initialCounts() }),
}));

/** The registered count of one event (its data value until someone registers). */
export function useRegisteredCount(id: number, fallback: number): number {
  return useEventsStore((state) => state.registered[id] ?? fallback);
}
