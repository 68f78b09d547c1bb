import { useIntl } from 'react-intl';
import { SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { newsMessages } from '../messages';
import { NEWSLETTER_PATH } from './schema';

/** /news/subscribed: where a newsletter sign-up sent without script lands; the words of its success toast. */
export function NewsletterSubscribedPage() {
  const intl = useIntl();
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(newsMessages.successTitle)}
      message={intl.formatMessage(newsMessages.successMessage)}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: intl.formatMessage(newsMessages.newsroomTitle), to: NEWSLETTER_PATH },
        { label: intl.formatMessage(newsMessages.subscribed) },
      ]}
      back={{ to: NEWSLETTER_PATH, label: intl.formatMessage(newsMessages.backToNewsroom) }}
    />
  );
}
