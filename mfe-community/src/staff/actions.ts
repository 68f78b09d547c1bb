// The staff forms of Programs & Community (issue 44): reply to a feedback, mark it handled, accept or decline
// a volunteer application. They run on the site's server only, with the member as the route's `context` (the
// server checked the session, the role and the CSRF token; the store checks the role again). 303 back to the
// record's page with what was done; a record no longer there: 404; a viewer: 403.
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { StaffRequestContext } from '@springfield/shared';
import { staffCommunityStore, type StaffOutcome } from './data';

function staffOf(context: unknown) {
  const staff = (context as StaffRequestContext | undefined)?.staff;
  if (!staff) throw data('Staff only', { status: 403 });
  return staff;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function answer(request: Request, outcome: StaffOutcome | 'unknown', done: string) {
  if (outcome === 'not-found' || outcome === 'unknown') throw data('Not found', { status: 404 });
  if (outcome === 'forbidden') throw data('Forbidden', { status: 403 });
  const path = new URL(request.url).pathname;
  return redirect(outcome === 'invalid' ? `${path}?error=1` : `${path}?done=${done}`, 303);
}

export async function feedbackAction({ request, params, context }: ActionFunctionArgs) {
  const staff = staffOf(context);
  const form = await request.formData();
  const id = params.id ?? '';
  const intent = field(form, 'intent');
  if (intent === 'reply') {
    const outcome = await staffCommunityStore.get().reply(id, field(form, 'text'), staff);
    return answer(request, outcome, 'replied');
  }
  if (intent === 'handled') {
    return answer(request, await staffCommunityStore.get().markHandled(id, staff), 'handled');
  }
  return answer(request, 'unknown', '');
}

export async function applicationAction({ request, params, context }: ActionFunctionArgs) {
  const staff = staffOf(context);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const decision = intent === 'accept' ? 'accepted' : intent === 'decline' ? 'declined' : undefined;
  if (!decision) return answer(request, 'unknown', '');
  const outcome = await staffCommunityStore
    .get()
    .decide(params.id ?? '', decision, field(form, 'message'), staff);
  return answer(request, outcome, 'decided');
}
