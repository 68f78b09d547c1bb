import { data, type ActionFunctionArgs } from 'react-router-dom';
import { formAction, requestLocale, type FormOutcome } from '@springfield/shared';
import type { EventRegistration } from '../../../types/content';
import { areaIntl } from '../../../i18n/area-intl';
import { REGISTRATION_DELAY_MS } from '../data/events';
import { registeredCount, withLiveCapacity } from '../events-store';
import { getEvent, localizedEvent } from '../utils/event-queries';
import {
  emptyRegistration,
  readRegistration,
  registrationFullIn,
  validateRegistration,
  WHOLE_REGISTRATION,
} from './schema';
import { registrationStore } from './store';

/** The messages of an action's answer: in the language of the request (its address), with the event in it. */
function inRequestLanguage(request: Request, id: string | undefined) {
  const locale = requestLocale(request);
  return { intl: areaIntl.intl(locale), event: localizedEvent(id ?? '', locale) };
}

const onServer = () => typeof document === 'undefined';

const submitRegistration = formAction<EventRegistration>({
  read: readRegistration,
  // In the browser a place must remain by the count the page shows; on the server the store decides (accept).
  validate: (values, { params, request }) => {
    const { intl, event } = inRequestLanguage(request, params.id);
    if (!event) return [];
    if (onServer()) return validateRegistration(values, event, undefined, intl);
    // The capacity the page shows (an organiser may have changed it, issue 44), with its count.
    return validateRegistration(values, withLiveCapacity(event), registeredCount(event), intl);
  },
  // Stored once per submission key, with one of the event's places, or refused when none is left (the store
  // says which rule, the answer words it in the request's language).
  accept: async (values, { params, request }, key) => {
    const { intl, event } = inRequestLanguage(request, params.id);
    if (!event) throw new Response(null, { status: 404 });
    const accepted = await registrationStore.get().register(event.id, values, key, requestLocale(request));
    if (typeof accepted === 'string') return accepted;
    // The event's one refusal: every place is taken (an answer recorded before refusals carried a rule reads alike).
    return { problems: [{ field: WHOLE_REGISTRATION, message: registrationFullIn(intl, event) }] };
  },
  // The spec's simulated wait in the browser, while "Registering..." shows.
  pause: REGISTRATION_DELAY_MS,
});

/**
 * The route action of /events/:id/register, for the list's dialog, the event page's form and the register
 * page alike. An unknown event answers 404 (its page says "Event Not Found"); a full one, a problem (409).
 */
export async function eventRegisterAction(args: ActionFunctionArgs) {
  // The shell loaded the area's messages before the page's action; loaded again here (at once) for a caller
  // that did not (a test, the remote on its own).
  await areaIntl.loadMessages(requestLocale(args.request));
  if (!getEvent(args.params.id ?? '')) {
    const outcome: FormOutcome<EventRegistration> = { status: 'failed', values: emptyRegistration };
    return data(outcome, { status: 404 });
  }
  return submitRegistration(args);
}
