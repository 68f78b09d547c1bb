// For unit tests of the events pages (issue 25): the area's API of registered counts, answered in place of the
// site's server, beside shared's answerForms (which answers the forms' POSTs and records them).
import { act } from '@testing-library/react';
import { answerForms, type SentForm } from '@springfield/shared/testing';
import { resetAreaDataForTests } from '@springfield/shared';
import { REGISTRATIONS_API, LIVE_DATA_AREA } from '../features/events/live-registrations';
import { resetLiveRegistrationsForTests, useEventsStore } from '../features/events/events-store';

export interface AnsweredSite {
  /** The forms sent (POSTs), as answerForms records them. */
  sent: SentForm[];
  /** How many times the pages asked the API for the counts. */
  countsAsked: () => number;
  restore: () => void;
}

/**
 * Answers the forms with `answer` (see answerForms) and the counts' API with `counts` (by event id); without
 * counts the API fails, so the pages keep the counts they show. Each test starts as a new document: no
 * counts read yet, its first page the document's first.
 */
export function answerSite(
  answer?: Parameters<typeof answerForms>[0],
  counts?: Record<number, number>,
  capacity?: Record<number, number>,
): AnsweredSite {
  act(() => useEventsStore.getState().reset());
  resetLiveRegistrationsForTests();
  resetAreaDataForTests();
  const forms = answerForms(answer);
  const formsFetch = globalThis.fetch;
  let asked = 0;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (new URL(url, 'http://localhost').pathname !== REGISTRATIONS_API) return formsFetch(input, init);
    asked += 1;
    return counts
      ? Response.json(
          { registered: counts, ...(capacity ? { capacity } : {}) },
          { headers: { 'Cache-Control': 'no-cache' } },
        )
      : Response.json({ error: 'The service is not available now.' }, { status: 503 });
  }) as typeof fetch;
  return {
    sent: forms.sent,
    countsAsked: () => asked,
    restore: () => {
      globalThis.fetch = formsFetch;
      forms.restore();
      document.getElementById('sf-server-render')?.remove();
      resetAreaDataForTests();
    },
  };
}

/**
 * The page as the server rendered it with the counts read from the store (its live data), and the capacities
 * when given (issue 44: those an organiser changed, the published ones for the others).
 */
export function pageRenderedWithCounts(
  counts: Record<number, number>,
  capacity?: Record<number, number>,
): void {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'sf-server-render';
  data.textContent = JSON.stringify({
    data: { [LIVE_DATA_AREA]: { registered: counts, ...(capacity ? { capacity } : {}) } },
  });
  document.body.append(data);
  resetAreaDataForTests();
}
