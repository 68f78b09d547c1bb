// The organiser's form (issue 44): cancel one registration. Runs on the site's server only, with the member as
// the route's `context` (the server checked the session, the role and the CSRF token). 303 back to the event's
// registrations; a registration no longer there: 404.
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { StaffRequestContext } from '@springfield/shared';
import { staffEventsStore } from './data';

export async function registrationsAction({ request, params, context }: ActionFunctionArgs) {
  const staff = (context as StaffRequestContext | undefined)?.staff;
  if (!staff) throw data('Staff only', { status: 403 });
  const form = await request.formData();
  const registration = form.get('registration');
  const outcome =
    form.get('intent') === 'cancel' && typeof registration === 'string'
      ? await staffEventsStore.get().cancel(Number(params.id), registration, staff)
      : 'not-found';
  if (outcome === 'not-found') throw data('Not found', { status: 404 });
  return redirect(`${new URL(request.url).pathname}?cancelled=1`, 303);
}
