import { data, type ActionFunctionArgs } from 'react-router-dom';
import { formAction, type FormOutcome } from '@springfield/shared';
import type { EventRegistration } from '../../../types/content';
import { services } from '../../../server/services';
import { REGISTRATION_DELAY_MS } from '../data/events';
import { registeredCount } from '../events-store';
import { getEvent } from './event-queries';
import { emptyRegistration, readRegistration, validateRegistration } from './registration-form';

const onServer = () => typeof document === 'undefined';

const submitRegistration = formAction<EventRegistration>({
  read: readRegistration,
  // In the browser a place must remain by the count the page shows; on the server the store decides (accept).
  validate: (values, { params }) => {
    const event = getEvent(params.id ?? '');
    if (!event) return [];
    return validateRegistration(values, event, onServer() ? undefined : registeredCount(event));
  },
  // Stored once per submission key, with one of the event's places, or refused when none is left.
  accept: (values, { params }, key) => services.get().registerForEvent(Number(params.id), values, key),
  // The spec's simulated wait in the browser, while "Registering..." shows.
  pause: REGISTRATION_DELAY_MS,
});

/**
 * The route action of /events/:id/register, for the list's dialog, the event page's form and the register
 * page alike. An unknown event answers 404 (its page says "Event Not Found"); a full one, a problem (409).
 */
export async function eventRegisterAction(args: ActionFunctionArgs) {
  if (!getEvent(args.params.id ?? '')) {
    const outcome: FormOutcome<EventRegistration> = { status: 'failed', values: emptyRegistration };
    return data(outcome, { status: 404 });
  }
  return submitRegistration(args);
}
