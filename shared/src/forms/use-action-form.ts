// The browser's half of a form whose route has an action (formAction): what is typed, the inline errors, the
// browser's own check before sending, and the answer of the action, through one fetcher. Every form of every
// area uses it; what differs (its fields, its check, its toasts) is given as options.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import { errorsOf, type FieldProblem, type FormOutcome } from './form-action';
import { useFormOutcome } from './use-form-outcome';

/** A form's fields: the keys of its values. */
type FieldOf<V> = Extract<keyof V, string>;

export interface ActionFormOptions<V, Sent = V, Check = FieldProblem> {
  /** The fetcher's key: forms of one record that share their submission (a dialog and a page) name it alike. */
  key?: string;
  /** The form's values before anything is typed, and again once the city accepted a submission. */
  empty: () => V;
  /** The values a page starts from when the server rendered it for an invalid submission (default: as sent). */
  fromSent?: (sent: Sent) => V;
  /** The browser's own check before sending: the problems, in the order the form reports them. */
  validate: (values: V) => readonly Check[];
  /** Each field's problem in a check's problems (default: the check's problems are field problems). */
  fieldsOf?: (problems: readonly Check[]) => readonly FieldProblem[];
  /** The id of a field's control, where focus goes to correct it. */
  controlId: (field: string) => string;
  /** The browser's check failed (the inline errors shown): by default, focus on the first field to correct. */
  onCheckFailed?: (problems: readonly Check[]) => void;
  /** The fields whose inline error a change of `field` clears (default: its own). */
  clears?: (field: FieldOf<V>, value: V[FieldOf<V>]) => readonly string[];
  /** The city accepted the submission (the form is already cleared): its confirmation address. */
  onDone?: (location: string) => void;
  /** The server refused it: its problems (shown in the error summary and inline). */
  onInvalid?: (problems: readonly FieldProblem[]) => void;
  /** It did not reach the city (no connection, a server error): what was typed is kept. */
  onFailed?: () => void;
}

/**
 * A form posted to its route's action through a fetcher. A page the server rendered for an invalid submission
 * starts from what was sent and its problems. Each answer is reported once; an answer that was there when the
 * form (or its key) appeared belongs to an earlier form, which reported it.
 */
export function useActionForm<V, Sent = V, Check = FieldProblem>(options: ActionFormOptions<V, Sent, Check>) {
  const { key, empty, validate, controlId } = options;
  const fetcher = useFetcher<FormOutcome<Sent>>(key === undefined ? undefined : { key });
  const outcome = useFormOutcome<Sent>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [values, setValues] = useState<V>(() =>
    sentInvalid ? (options.fromSent?.(sentInvalid.values) ?? (sentInvalid.values as unknown as V)) : empty(),
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(() =>
    errorsOf(sentInvalid?.problems),
  );
  /** The submission under way: a new one (and a new submission key) once the city accepted one. */
  const [round, setRound] = useState(0);

  const report = useEffectEvent((answer: FormOutcome<Sent>) => {
    if (answer.status === 'done') {
      setValues(empty());
      setErrors({});
      setRound((current) => current + 1);
      options.onDone?.(answer.location);
    } else if (answer.status === 'invalid') {
      // The server found what the browser did not: its error summary (focused) and the inline errors.
      setErrors(errorsOf(answer.problems));
      options.onInvalid?.(answer.problems);
    } else {
      options.onFailed?.();
    }
  });

  const answer = fetcher.data;
  const seen = useRef({ key, answer });
  useEffect(() => {
    const before = seen.current;
    seen.current = { key, answer };
    if (before.key !== key || !answer || answer === before.answer) return;
    report(answer);
  }, [key, answer]);

  const update = <K extends FieldOf<V>>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const cleared = options.clears ? options.clears(field, value) : [field];
    setErrors((current) =>
      cleared.some((name) => current[name] !== undefined)
        ? { ...current, ...Object.fromEntries(cleared.map((name) => [name, undefined])) }
        : current,
    );
  };

  /** The browser's own check before sending: false (inline errors, then focus) when something is to correct. */
  const check = (): boolean => {
    const problems = validate(values);
    const fields = options.fieldsOf
      ? options.fieldsOf(problems)
      : (problems as readonly unknown[] as FieldProblem[]);
    // The inline errors must be in the page before focus moves, so the field is read with its error.
    flushSync(() => setErrors(errorsOf(fields)));
    if (problems.length === 0) return true;
    if (options.onCheckFailed) options.onCheckFailed(problems);
    else if (fields[0]) document.getElementById(controlId(fields[0].field))?.focus();
    return false;
  };

  return {
    fetcher,
    values,
    errors: errors as Partial<Record<FieldOf<V>, string>>,
    update,
    check,
    /** Drops every inline error (the form closed: what is typed stays). */
    clearErrors: () => setErrors({}),
    busy: fetcher.state !== 'idle',
    /** The problems of the submission the server answered for this page (its error summary). */
    problems: sentInvalid?.problems,
    round,
  };
}

export type ActionForm<V> = ReturnType<typeof useActionForm<V>>;
