import { SubmissionConfirmation } from '@springfield/shared';
import {
  NEWSLETTER_PATH,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_SUCCESS_TITLE,
} from '../utils/newsletter-form';

/** /news/subscribed: where a newsletter sign-up sent without script lands; the words of its success toast. */
export function NewsletterSubscribedPage() {
  return (
    <SubmissionConfirmation
      title={NEWSLETTER_SUCCESS_TITLE}
      message={NEWSLETTER_SUCCESS_MESSAGE}
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Newsroom', to: NEWSLETTER_PATH },
        { label: 'Subscribed' },
      ]}
      back={{ to: NEWSLETTER_PATH, label: 'Back to Newsroom' }}
    />
  );
}
