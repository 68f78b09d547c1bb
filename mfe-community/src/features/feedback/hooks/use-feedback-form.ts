import { notify } from '@springfield/shared';
import type { FeedbackForm } from '../../../types/content';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors, reportFirstProblem } from '../../../components/form/form-problems';
import {
  defaultFeedbackForm,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_SUCCESS_TITLE,
  validateFeedback,
  type FeedbackField,
} from '../utils/feedback-form';

export const feedbackControlId = (field: FeedbackField) => `feedback-${field}`;

export function useFeedbackForm() {
  const [values, setValues] = useState<FeedbackForm>(defaultFeedbackForm);
  const [errors, setErrors] = useState<Partial<Record<FeedbackField, string>>>({});

  const update = <K extends FeedbackField>(field: K, value: FeedbackForm[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (field === 'anonymous') return { ...current, email: undefined };
      return current[field] ? { ...current, [field]: undefined } : current;
    });
  };

  /** Returns true when the feedback was accepted. */
  const submit = (): boolean => {
    const problems = validateFeedback(values);
    // The inline errors must be in the page before focus moves, so the field is read with its error.
    flushSync(() => setErrors(fieldErrors(problems)));
    if (reportFirstProblem(problems, feedbackControlId)) return false;
    notify({ title: FEEDBACK_SUCCESS_TITLE, description: FEEDBACK_SUCCESS_MESSAGE, variant: 'success' });
    setValues(defaultFeedbackForm);
    return true;
  };

  return { values, errors, update, submit };
}
