// A form's route action, one for the browser and the server (issue 24). The page server runs it for a POST
// (React Router's static handler): an invalid submission answers 422 with the page and the values kept, a valid
// one 303 to its confirmation address (post/redirect/get). In the browser the same action checks the form
// with the same function, then sends it to the page server and hands the answer to the page, which shows the
// spec's toast. So whatever the browser runs or not, a submission is checked once by the same rules and reaches
// the server.
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { SUBMISSION_KEY_FIELD } from './submission-key';

/** One failed check: the field it concerns (its `name`) and what to tell the resident. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/** What a form's action answers, and what its page renders. */
export type FormOutcome<V> =
  /** Something to correct: the values as typed, and each problem. */
  | { status: 'invalid'; values: V; problems: FieldProblem[] }
  /** Accepted; `location` is its confirmation address. */
  | { status: 'done'; values: V; location: string }
  /** Not sent: the connection or the server failed. The values are kept. */
  | { status: 'failed'; values: V };

export interface FormSpec<V> {
  /** Reads the submitted fields (every value a string; an unticked box is absent). */
  read: (form: FormData) => V;
  /** The form's one validation, run in the browser and again on the server. */
  validate: (values: V, args: ActionFunctionArgs) => FieldProblem[];
  /**
   * On the server only: does what the form is for (stores it, through the area's backend, once per `key`:
   * the form's one-time submission key, see SubmissionKey), and answers its confirmation address (a path of
   * the site), or the problems that refuse it (the event is full): answered like an invalid form, values
   * kept. Throwing a Response (a 404 for an unknown record) answers with it.
   */
  accept: (values: V, args: ActionFunctionArgs, key: string | undefined) => Accepted | Promise<Accepted>;
  /** In the browser, the spec's simulated wait before the answer (ms), while the busy label shows. */
  pause?: number;
}

/** What `accept` answers: the confirmation's address, or why the submission is refused. */
export type Accepted = string | { problems: FieldProblem[] };

/** The header a browser's action sends so that the page server answers its outcome as JSON, not a page. */
export const OUTCOME_ACCEPT = 'application/json';

const onServer = () => typeof document === 'undefined';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The form's fields as the URL-encoded body a browser sends (files are not taken). */
export function formBody(form: FormData): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') body.append(name, value);
  return body;
}

/** A field's value as text: '' when absent. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Each field's inline error, by the field's name, from the problems a check or an action found (the first per field). */
export function errorsOf<Field extends string = string>(
  problems: readonly FieldProblem[] | undefined,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const { field, message } of problems ?? []) errors[field as Field] ??= message;
  return errors;
}

/** A checkbox: ticked when sent (with any value). */
export function tickedIn(form: FormData, name: string): boolean {
  return form.has(name);
}

/** In the browser: sends the checked form to the page server and reads its outcome. */
async function sendToServer<V>(request: Request, form: FormData, values: V): Promise<FormOutcome<V>> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      body: formBody(form),
      headers: { Accept: OUTCOME_ACCEPT },
      credentials: 'same-origin',
    });
    const answer = (await response.json()) as Partial<FormOutcome<V>>;
    if (answer.status === 'done' && typeof answer.location === 'string') {
      return { status: 'done', values, location: answer.location };
    }
    if (answer.status === 'invalid' && Array.isArray(answer.problems)) {
      return { status: 'invalid', values, problems: answer.problems };
    }
  } catch {
    // The network or the server failed: said below.
  }
  return { status: 'failed', values };
}

/** The route action of a form (see the top of this file). */
export function formAction<V>(spec: FormSpec<V>) {
  return async (args: ActionFunctionArgs) => {
    const form = await args.request.formData();
    const values = spec.read(form);
    const problems = spec.validate(values, args);
    if (problems.length > 0) {
      const outcome: FormOutcome<V> = { status: 'invalid', values, problems };
      return onServer() ? data(outcome, { status: 422 }) : outcome;
    }
    if (onServer()) {
      const key = textOf(form, SUBMISSION_KEY_FIELD) || undefined;
      const accepted = await spec.accept(values, args, key);
      if (typeof accepted === 'string') return redirect(accepted, 303);
      const refused: FormOutcome<V> = { status: 'invalid', values, problems: accepted.problems };
      return data(refused, { status: 409 });
    }
    if (spec.pause) await wait(spec.pause);
    return sendToServer(args.request, form, values);
  };
}
