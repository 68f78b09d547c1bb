// The registered counts the events pages show (issue 25): the city's store holds them. A page the server
// rendered carries them (its live data: `areaData`), so the browser's first render shows what the server's did;
// a page reached in the browser reads them from the area's API; a resident's own registration raises its
// event's count here at once (the spec's "raises the event's registered count by one locally"), and the store
// already holds it, so a reload shows it too. The events' capacities come the same way (issue 44: an organiser
// may change one on the staff pages): the page's data, else the API's answer, else the published capacity.
import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { areaData } from '@springfield/shared';
import type { CityEvent } from '../../types/content';
import { getEvent } from './utils/event-queries';
import {
  isRegistrationCounts,
  LIVE_DATA_AREA,
  REGISTRATIONS_API,
  type RegistrationCounts,
} from './live-registrations';

interface EventsState {
  /**
   * Registered count per event id as read from the API in this visit, raised by the visit's own registrations
   * since: empty until then (the page's data, or the published count, stands in).
   */
  registered: Record<number, number>;
  /** Capacity per event id as read from the API in this visit: empty until then. */
  capacity: Record<number, number>;
  /** Counted up by each own registration: an answer of the API asked for before it is out of date. */
  generation: number;
  /** One more registered for the event (the resident's own registration, accepted by the city). */
  register: (id: number) => void;
  /** The counts (and capacities) the API answered. */
  load: (counts: Record<number, number>, capacity?: Record<number, number>) => void;
  reset: () => void;
}

/** The counts the page was rendered with by the server, when it was (on the server: this render's). */
function pageCounts(): Record<number, number> | undefined {
  const counts = areaData<RegistrationCounts>(LIVE_DATA_AREA);
  return isRegistrationCounts(counts) ? counts.registered : undefined;
}

/** The capacities the page was rendered with by the server, when it was and they were given. */
function pageCapacities(): Record<number, number> | undefined {
  const counts = areaData<RegistrationCounts>(LIVE_DATA_AREA);
  return isRegistrationCounts(counts) ? counts.capacity : undefined;
}

/** The count shown for an event before (or without) this visit's own reading: the page's, else the published. */
function shownBefore(id: number): number {
  return pageCounts()?.[id] ?? getEvent(String(id))?.registered ?? 0;
}

/**
 * The events' registered counts in this visit. On the server it is never changed (a module shared by every
 * request): a server render reads the page's data through `areaData`.
 */
export const useEventsStore = create<EventsState>()((set) => ({
  registered: {},
  capacity: {},
  generation: 0,
  register: (id) =>
    set((state) => ({
      registered: { ...state.registered, [id]: (state.registered[id] ?? shownBefore(id)) + 1 },
      generation: state.generation + 1,
    })),
  load: (counts, capacity) =>
    set((state) => ({
      registered: { ...state.registered, ...counts },
      capacity: capacity ? { ...state.capacity, ...capacity } : state.capacity,
    })),
  reset: () => set((state) => ({ registered: {}, capacity: {}, generation: state.generation + 1 })),
}));

/** An event's registered count now: this visit's reading, else the page's data, else the published count. */
export function registeredCount(event: Pick<CityEvent, 'id' | 'registered'>): number {
  return useEventsStore.getState().registered[event.id] ?? pageCounts()?.[event.id] ?? event.registered;
}

/** The registered count of one event, as a component shows it (see registeredCount). */
export function useRegisteredCount(event: Pick<CityEvent, 'id' | 'registered'>): number {
  const read = useEventsStore((state) => state.registered[event.id]);
  return read ?? pageCounts()?.[event.id] ?? event.registered;
}

type Sized = Pick<CityEvent, 'id' | 'capacity'>;

/** An event's capacity now: this visit's reading, else the page's data, else the one it was published with. */
export function capacityOf(event: Sized): number {
  return useEventsStore.getState().capacity[event.id] ?? pageCapacities()?.[event.id] ?? event.capacity;
}

/** The event with its capacity now (see capacityOf), outside a component (an action in the browser). */
export function withLiveCapacity<T extends Sized>(event: T): T {
  const capacity = capacityOf(event);
  return capacity === event.capacity ? event : { ...event, capacity };
}

/** The event with its capacity now (see capacityOf), as a component shows it: the same object while unchanged. */
export function useLiveCapacity<T extends Sized>(event: T): T {
  const read = useEventsStore((state) => state.capacity[event.id]);
  const capacity = read ?? pageCapacities()?.[event.id] ?? event.capacity;
  return useMemo(() => (capacity === event.capacity ? event : { ...event, capacity }), [event, capacity]);
}

/**
 * Reads the counts from the area's API into the store. An answer that arrives after an own registration was
 * made (asked for before it) is dropped: the count shown already has it. A failure keeps what is shown.
 */
export async function refreshRegistrations(): Promise<void> {
  const asked = useEventsStore.getState().generation;
  try {
    const response = await fetch(REGISTRATIONS_API, { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    const answer: unknown = await response.json();
    if (!isRegistrationCounts(answer) || useEventsStore.getState().generation !== asked) return;
    useEventsStore.getState().load(answer.registered, answer.capacity);
  } catch {
    // No connection, or no API (the remote on its own): the page's or the published counts stay.
  }
}

/** Whether the page the document was loaded with has been shown (its data is then this page's no more). */
let firstPageShown = false;

/**
 * For a page that shows registered counts: the first page of the document shows those the server rendered it
 * with (just read from the store); a page reached in the browser reads them from the API when it appears.
 */
export function useLiveRegistrations(): void {
  useEffect(() => {
    const fromServer = !firstPageShown && pageCounts() !== undefined;
    firstPageShown = true;
    if (!fromServer) void refreshRegistrations();
  }, []);
}

/** For tests: the next page is the document's first again. */
export function resetLiveRegistrationsForTests(): void {
  firstPageShown = false;
}
