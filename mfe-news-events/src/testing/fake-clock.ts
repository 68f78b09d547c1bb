// For unit tests of forms that wait (the registration's 1.5 s): a fake clock that leaves Node's own turns real.
import { act } from '@testing-library/react';

const realSetTimeout = globalThis.setTimeout;

/**
 * Fake timers for the spec's waits. A form's body is read, and the server's answer parsed, by Node's streams,
 * which need turns of the real event loop: process.nextTick and queueMicrotask stay real.
 */
export function useFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
}

/** Lets a route action read the form (or the answer) in real event-loop turns. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}

/** Moves the fake clock on by `ms`, then lets what it started finish. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}
