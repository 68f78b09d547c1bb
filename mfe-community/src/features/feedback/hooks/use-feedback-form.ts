import { notify, useFormOutcome, type FormOutcome, errorsOf } from '@springfield/shared';
import type { FeedbackForm } from '../../../types/content';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import { fieldErrors, reportFirstProblem } from '../../../components/form/form-problems';
import {
  defaultFeedbackForm,
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_FAILED_TITLE,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_SUCCESS_TITLE,
  validateFeedback,
  type FeedbackField,
} from '../utils/feedback-form';

export const feedbackControlId = (field: FeedbackField) => `feedback-${field}`;

/**
 * The feedback form: what is typed, the inline errors, and its submission through the route's action (a
 * fetcher). A page the server rendered for an invalid submission starts from what was sent and its problems.
 */
export function useFeedbackForm() {
  const fetcher = useFetcher<FormOutcome<FeedbackForm>>({ key: 'feedback' });
  const outcome = useFormOutcome<FeedbackForm>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [values, setValues] = useState<FeedbackForm>(() => sentInvalid?.values ?? defaultFeedbackForm);
  const [errors, setErrors] = useState<Partial<Record<FeedbackField, string>>>(() =>
    errorsOf<FeedbackField>(sentInvalid?.problems),
  );
  /** The submission under way: a new one (and a new submission key) once the city accepted one. */
  const [round, setRound] = useState(0);

  // The answer to a submission made here: the spec's toast, and the form back to its defaults.
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.status === 'done') {
      notify({ title: FEEDBACK_SUCCESS_TITLE, description: FEEDBACK_SUCCESS_MESSAGE, variant: 'success' });
      setValues(defaultFeedbackForm);
      setErrors({});
      setRound((current) => current + 1);
    } else if (answer.status === 'invalid') {
      // The server found what the browser did not: its error summary (focused) and the inline errors.
      setErrors(errorsOf<FeedbackField>(answer.problems));
    } else {
      notify({ title: FEEDBACK_FAILED_TITLE, description: FEEDBACK_FAILED_MESSAGE, variant: 'destructive' });
    }
  }, [answer]);

  const update = <K extends FeedbackField>(field: K, value: FeedbackForm[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (field === 'anonymous') return { ...current, email: undefined };
      return current[field] ? { ...current, [field]: undefined } : current;
    });
  };

  /** The browser's own check before sending: false (toast, inline errors, focus) when something is missing. */
  const check = (): boolean => {
    const problems = validateFeedback(values);
    // The inline errors must be in the page before focus moves, so the field is read with its error.
    flushSync(() => setErrors(fieldErrors(problems)));
    return !reportFirstProblem(problems, feedbackControlId);
  };

  return {
    fetcher,
    round,
    values,
    errors,
    update,
    check,
    busy: fetcher.state !== 'idle',
    problems: sentInvalid?.problems,
  };
}
