import { notify, useFormOutcome, type FormOutcome, errorsOf } from '@springfield/shared';
import type { FeedbackForm } from '../../../types/content';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { flushSync } from 'react-dom';
import { useFetcher } from 'react-router-dom';
import { fieldErrors, reportFirstProblem } from '../../../components/form/form-problems';
import { feedbackMessages as m } from '../messages';
import { defaultFeedbackForm, validateFeedback, type FeedbackField } from '../utils/feedback-form';

export const feedbackControlId = (field: FeedbackField) => `feedback-${field}`;

/**
 * The feedback form: what is typed, the inline errors, and its submission through the route's action (a
 * fetcher). A page the server rendered for an invalid submission starts from what was sent and its problems.
 */
export function useFeedbackForm() {
  const intl = useIntl();
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
      notify({
        title: intl.formatMessage(m.successTitle),
        description: intl.formatMessage(m.successMessage),
        variant: 'success',
      });
      setValues(defaultFeedbackForm);
      setErrors({});
      setRound((current) => current + 1);
    } else if (answer.status === 'invalid') {
      // The server found what the browser did not: its error summary (focused) and the inline errors.
      setErrors(errorsOf<FeedbackField>(answer.problems));
    } else {
      notify({
        title: intl.formatMessage(m.failedTitle),
        description: intl.formatMessage(m.failedMessage),
        variant: 'destructive',
      });
    }
    // Once per answer: the page's language does not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    const problems = validateFeedback(values, intl);
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
