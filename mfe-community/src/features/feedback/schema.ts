import { DEFAULT_LOCALE } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import type { FeedbackForm } from '../../types/content';
import type { FormProblem } from '../../components/form/form-problems';
import { areaIntl } from '../../i18n/area-intl';
import { feedbackMessages as m } from './messages';

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

const english = areaIntl.intl(DEFAULT_LOCALE);

/** The success toast's words in English (the page's are the messages'). */
export const FEEDBACK_SUCCESS_TITLE = english.formatMessage(m.successTitle);
export const FEEDBACK_SUCCESS_MESSAGE = english.formatMessage(m.successMessage);

/** When the feedback could not reach the city (no connection, a server error): the form keeps what was typed. */
export const FEEDBACK_FAILED_TITLE = english.formatMessage(m.failedTitle);
export const FEEDBACK_FAILED_MESSAGE = english.formatMessage(m.failedMessage);

/**
 * The checks in the order their messages are given: the message first, then the e-mail. The messages are in
 * the intl's language: the page's in the browser, the request's in the route's action.
 */
export function validateFeedback(
  values: FeedbackForm,
  intl: IntlShape = areaIntl.intl(),
): FormProblem<FeedbackField>[] {
  const problems: FormProblem<FeedbackField>[] = [];
  if (!values.message.trim()) {
    const message = intl.formatMessage(m.messageRequired);
    problems.push({
      title: intl.formatMessage(m.messageRequiredTitle),
      description: message,
      fields: [{ field: 'message', message }],
    });
  }
  if (!values.anonymous && !values.email.trim()) {
    const message = intl.formatMessage(m.emailRequired);
    problems.push({
      title: intl.formatMessage(m.emailRequiredTitle),
      description: message,
      fields: [{ field: 'email', message }],
    });
  }
  return problems;
}
