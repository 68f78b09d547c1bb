// The organiser's forms (issue 44): cancel one registration; change an event's capacity (admins). Run on the
// site's server only, with the member as the route's `context` (the server checked the session, the role and
// the CSRF token). A change done: 303 back to the event's registrations (post/redirect/get); a capacity that
// cannot be: 422 with the page, what was typed kept; a registration or event no longer there: 404.
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { StaffRequestContext } from '@springfield/shared';
import { CAPACITY_MAX } from '../features/events/live-registrations';
import { staffEventsStore } from './data';

/** Why a capacity was refused: empty, not a whole number, over the maximum, below the registered count. */
export type CapacityRule = 'required' | 'whole' | 'too-large' | 'below-registered';

/** A capacity form's answer when refused: the rule, the registered count it was checked with, what was typed. */
export interface CapacityOutcome {
  status: 'invalid';
  intent: 'capacity';
  rule: CapacityRule;
  registered?: number;
  values: { capacity: string };
}

/** The capacity typed (spaces around it ignored), or the rule it breaks before the store sees it. */
export function readCapacity(typed: string): number | Exclude<CapacityRule, 'below-registered'> {
  const text = typed.trim();
  if (text === '') return 'required';
  if (!/^\d{1,9}$/.test(text)) return 'whole';
  const capacity = Number(text);
  return capacity > CAPACITY_MAX ? 'too-large' : capacity;
}

export async function registrationsAction({ request, params, context }: ActionFunctionArgs) {
  const staff = (context as StaffRequestContext | undefined)?.staff;
  if (!staff) throw data('Staff only', { status: 403 });
  const form = await request.formData();
  const { pathname } = new URL(request.url);
  const eventId = Number(params.id);
  if (form.get('intent') === 'capacity') {
    // The event's capacity is an admin's to change (an agent cancels registrations).
    if (staff.role !== 'admin') throw data('Admins only', { status: 403 });
    const typed = form.get('capacity');
    const values = { capacity: typeof typed === 'string' ? typed : '' };
    const refuse = (rule: CapacityRule, registered?: number) =>
      data<CapacityOutcome>(
        {
          status: 'invalid',
          intent: 'capacity',
          rule,
          ...(registered === undefined ? {} : { registered }),
          values,
        },
        422,
      );
    const capacity = readCapacity(values.capacity);
    if (typeof capacity === 'string') return refuse(capacity);
    const outcome = await staffEventsStore.get().changeCapacity(eventId, capacity, staff);
    if (outcome.status === 'not-found') throw data('Not found', { status: 404 });
    if (outcome.status === 'too-large') return refuse('too-large');
    if (outcome.status === 'below-registered') return refuse('below-registered', outcome.registered);
    return redirect(`${pathname}?capacity=${capacity}`, 303);
  }
  const registration = form.get('registration');
  const outcome =
    form.get('intent') === 'cancel' && typeof registration === 'string'
      ? await staffEventsStore.get().cancel(eventId, registration, staff)
      : 'not-found';
  if (outcome === 'not-found') throw data('Not found', { status: 404 });
  return redirect(`${pathname}?cancelled=1`, 303);
}
