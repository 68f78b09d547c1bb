// The newsletter sign-up's values, its one check (in the browser and on the server), its addresses and words.
import type { IntlShape } from 'react-intl';
import { textOf, type FieldProblem } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { newsMessages } from '../messages';
import { isBlank, looksLikeEmail } from '../../../utils/form-checks';

/** The newsletter sign-up as sent: one field, `email`. */
export interface NewsletterForm {
  email: string;
}

export type NewsletterField = keyof NewsletterForm;

export const emptyNewsletterForm: NewsletterForm = { email: '' };

export {
  NEWSLETTER_PATH,
  NEWSLETTER_ROUTE_ID,
  NEWSLETTER_SUBSCRIBED_PATH,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_ROUTE_ID,
  UNSUBSCRIBED_PATH,
} from './addresses';
/** The signed link's purpose (the platform adds the area's name). */
export const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
/** A sign-up whose address never confirmed is deleted after this many days. */
export const NEWSLETTER_PENDING_DAYS = 7;

/** The success toast, and the confirmation page's words. */
export const NEWSLETTER_SUCCESS_TITLE = 'Subscription Successful!';
export const NEWSLETTER_SUCCESS_MESSAGE =
  "Thank you for subscribing. Please confirm it with the link we have e-mailed you; then you'll receive the latest city news, notices and event updates in your inbox.";

/** The sign-up did not reach the city (no connection, a server error): the address typed is kept. */
export const NEWSLETTER_FAILED_TITLE = 'Subscription Failed';
export const NEWSLETTER_FAILED_MESSAGE = 'Unable to complete your subscription. Please try again.';

export const NEWSLETTER_EMAIL_REQUIRED = 'Please enter your email address.';
export const NEWSLETTER_EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

export function readNewsletter(form: FormData): NewsletterForm {
  return { email: textOf(form, 'email') };
}

/**
 * The sign-up's one check, in the browser and on the server: an e-mail address is given and looks like one.
 * Its messages are in the language of `intl`: the page's in the browser, the request's in the action.
 */
export function validateNewsletter(
  values: NewsletterForm,
  intl: IntlShape = areaIntl.intl(),
): FieldProblem<NewsletterField>[] {
  if (isBlank(values.email)) {
    return [{ field: 'email', message: intl.formatMessage(newsMessages.emailRequired) }];
  }
  if (!looksLikeEmail(values.email)) {
    return [{ field: 'email', message: intl.formatMessage(newsMessages.emailInvalid) }];
  }
  return [];
}
