import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router-dom';
import { notify, useFormOutcome, type FieldProblem, type FormOutcome, errorsOf } from '@springfield/shared';
import type { CityEvent, EventRegistration } from '../../../types/content';
import { refreshRegistrations, useRegisteredCount } from '../events-store';
import { eventMessages } from '../messages';
import {
  emptyRegistration,
  registerPath,
  validateRegistration,
  WHOLE_REGISTRATION,
  type RegistrationField,
} from '../utils/registration-form';

/** One fetcher per event: the list's dialog and the event page's form of an event share its submission. */
export const registrationKey = (id: number) => `event-register-${id}`;

/** Stands in for the event while none is chosen (the list's dialog before it first opens). */
const NO_EVENT = { id: 0, registered: 0 };

export interface RegistrationFormOptions {
  /** The prefix of the form's ids: `${idPrefix}-name`, …; `${idPrefix}-event` names the form as a whole. */
  idPrefix: string;
  /** After the city accepted the registration (the form is already cleared), with its confirmation address. */
  onDone: (location: string) => void;
}

/**
 * An event's registration form: what is typed, the inline errors, and its submission to the route action of
 * /events/:id/register through a fetcher. The spec's 1.5 s wait is the action's (busy meanwhile); a failure
 * raises the spec's "Registration Failed" toast and keeps what was typed. A page the server rendered for an
 * invalid submission starts from what was sent and its problems.
 */
export function useRegistration(event: CityEvent | null, { idPrefix, onDone }: RegistrationFormOptions) {
  const intl = useIntl();
  const key = registrationKey(event?.id ?? 0);
  const fetcher = useFetcher<FormOutcome<EventRegistration>>({ key });
  const outcome = useFormOutcome<EventRegistration>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [values, setValues] = useState<EventRegistration>(() => sentInvalid?.values ?? emptyRegistration);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>(() =>
    errorsOf<RegistrationField>(sentInvalid?.problems),
  );
  const registered = useRegisteredCount(event ?? NO_EVENT);
  // The form's submission key is drawn anew after each accepted registration (SubmissionKey's round).
  const [round, setRound] = useState(0);
  const controlId = (field: string) => `${idPrefix}-${field}`;

  const report = useEffectEvent((answer: FormOutcome<EventRegistration>) => {
    if (answer.status === 'done') {
      setValues(emptyRegistration);
      setErrors({});
      setRound((current) => current + 1);
      onDone(answer.location);
    } else if (answer.status === 'invalid') {
      // The server found what the browser did not: its error summary (focused) and the inline errors.
      setErrors(errorsOf<RegistrationField>(answer.problems));
      // The last places went meanwhile: the counts shown (and the Register buttons) follow the store's.
      if (answer.problems.some((problem) => problem.field === WHOLE_REGISTRATION)) {
        void refreshRegistrations();
      }
    } else {
      notify({
        title: intl.formatMessage(eventMessages.failedTitle),
        description: intl.formatMessage(eventMessages.failedMessage),
        variant: 'destructive',
      });
    }
  });

  // The answer to a submission made here. An answer that was there when the form (or its event) appeared
  // belongs to an earlier form of that event, which reported it.
  const answer = fetcher.data;
  const seen = useRef({ key, answer });
  useEffect(() => {
    const before = seen.current;
    seen.current = { key, answer };
    if (before.key !== key || !answer || answer === before.answer) return;
    report(answer);
  }, [key, answer]);

  const update = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /**
   * The browser's own check before sending: false (inline errors, focus on the first such field) when a field
   * needs correcting. A full event goes on to the action, whose same check answers it in the error summary.
   */
  const check = (): boolean => {
    if (!event) return false;
    const problems = validateRegistration(values, event, registered, intl).filter(
      (problem) => problem.field !== WHOLE_REGISTRATION,
    );
    // The inline errors must be in the page before focus moves, so the field is read with its error.
    flushSync(() => setErrors(errorsOf<RegistrationField>(problems)));
    if (problems.length === 0) return true;
    document.getElementById(controlId(problems[0].field))?.focus();
    return false;
  };

  const problems: readonly FieldProblem[] | undefined = sentInvalid?.problems;
  return {
    fetcher,
    action: event ? registerPath(event.id) : undefined,
    values,
    errors,
    update,
    check,
    controlId,
    busy: fetcher.state !== 'idle',
    problems,
    round,
  };
}
