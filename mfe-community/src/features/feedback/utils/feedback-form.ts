import type { FeedbackForm } from '../../../types/content';
import type { FormProblem } from '../../../components/form/form-problems';

/** The form's defaults, to which a successful submit returns: anonymous off, follow-up on. */
export const defaultFeedbackForm: FeedbackForm = {
  name: '',
  email: '',
  phone: '',
  category: '',
  subject: '',
  message: '',
  anonymous: false,
  followUp: true,
};

export type FeedbackField = keyof FeedbackForm;

export const FEEDBACK_SUCCESS_TITLE = 'Feedback Submitted Successfully!';
export const FEEDBACK_SUCCESS_MESSAGE =
  'Thank you for your feedback. We will review it and respond within 3-5 business days if follow-up was requested.';

/** When the feedback could not reach the city (no connection, a server error): the form keeps what was typed. */
export const FEEDBACK_FAILED_TITLE = 'Feedback Not Sent';
export const FEEDBACK_FAILED_MESSAGE =
  'We could not send your feedback. Please check your connection and try again.';

/** The checks in the order their messages are given: the message first, then the e-mail. */
export function validateFeedback(values: FeedbackForm): FormProblem<FeedbackField>[] {
  const problems: FormProblem<FeedbackField>[] = [];
  if (!values.message.trim()) {
    problems.push({
      title: 'Message Required',
      description: 'Please provide your feedback message.',
      fields: [{ field: 'message', message: 'Please provide your feedback message.' }],
    });
  }
  if (!values.anonymous && !values.email.trim()) {
    problems.push({
      title: 'Email Required',
      description: 'Please provide your email address for follow-up.',
      fields: [{ field: 'email', message: 'Please provide your email address for follow-up.' }],
    });
  }
  return problems;
}
