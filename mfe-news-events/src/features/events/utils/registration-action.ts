import { data, type ActionFunctionArgs } from 'react-router-dom';
import { formAction, type FormOutcome } from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { REGISTRATION_DELAY_MS } from '../data/events';
import { useEventsStore } from '../events-store';
import { getEvent } from './event-queries';
import {
  emptyRegistration,
  readRegistration,
  registeredPath,
  validateRegistration,
} from './registration-form';

/**
 * The registered count the check uses: this visit's in the browser (the list and the event page show it), the
 * published one on the server.
 */
function registeredFor(event: CityEvent): number {
  return useEventsStore.getState().registered[event.id] ?? event.registered;
}

const submitRegistration = formAction<EventRegistration>({
  read: readRegistration,
  validate: (values, { params }) => {
    const event = getEvent(params.id ?? '');
    return event ? validateRegistration(values, event, registeredFor(event)) : [];
  },
  accept: (_values, { params }) => registeredPath(Number(params.id)),
  // The spec's simulated wait in the browser, while "Registering..." shows.
  pause: REGISTRATION_DELAY_MS,
});

/**
 * The route action of /events/:id/register, for the list's dialog, the event page's form and the register
 * page alike. An unknown event answers 404 (its page says "Event Not Found"); a full one, a problem.
 */
export async function eventRegisterAction(args: ActionFunctionArgs) {
  if (!getEvent(args.params.id ?? '')) {
    const outcome: FormOutcome<EventRegistration> = { status: 'failed', values: emptyRegistration };
    return data(outcome, { status: 404 });
  }
  return submitRegistration(args);
}
