// The staff forms' action (issue 44): runs on the site's server only (staff pages are never hydrated), with
// the member, the area and the role as the route's `context` (the server checked the session, the role and the
// CSRF token before). A change done: 303 back to the request's page (post/redirect/get); a problem: 422 with
// the page, what was typed kept.
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { StaffRequestContext } from '@springfield/shared';
import { CLOSED_REASONS, STAGES, staffRequestStore, type RequestChange, type Stage } from './data';

export interface ActionOutcome {
  status: 'invalid';
  intent: string;
  problems: { field: string; rule: string }[];
  values: Record<string, string>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The change a form sent, by its `intent`. */
export function changeOf(form: FormData): RequestChange | undefined {
  const intent = text(form, 'intent');
  const note = text(form, 'note').trim() || null;
  if (intent === 'stage') {
    const stage = text(form, 'stage');
    const reason = text(form, 'reason');
    return {
      kind: 'stage',
      stage: ((STAGES as readonly string[]).includes(stage) ? stage : '') as Stage,
      note,
      reason: (CLOSED_REASONS as readonly string[]).includes(reason) ? (reason as never) : null,
    };
  }
  if (intent === 'note') return { kind: 'note', note: note ?? '' };
  if (intent === 'assign') return { kind: 'assign', assignee: text(form, 'assignee').trim() || null };
  return undefined;
}

export async function requestAction({ request, params, context }: ActionFunctionArgs) {
  const staff = (context as StaffRequestContext | undefined)?.staff;
  if (!staff) throw data('Staff only', { status: 403 });
  const form = await request.formData();
  const change = changeOf(form);
  const intent = text(form, 'intent');
  const values = Object.fromEntries(
    ['stage', 'reason', 'note', 'assignee'].map((name) => [name, text(form, name)]),
  );
  if (!change) {
    return data<ActionOutcome>(
      { status: 'invalid', intent, problems: [{ field: 'stage', rule: 'choice' }], values },
      422,
    );
  }
  const outcome = await staffRequestStore.get().change(params.id ?? '', change, staff);
  if (outcome.status === 'done') {
    const { pathname } = new URL(request.url);
    return redirect(`${pathname}?updated=${encodeURIComponent(intent)}`, 303);
  }
  if (outcome.status === 'not-found') throw data('Not found', { status: 404 });
  return data<ActionOutcome>({ status: 'invalid', intent, problems: outcome.problems, values }, 422);
}
