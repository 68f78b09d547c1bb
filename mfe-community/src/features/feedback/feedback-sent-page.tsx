import { useIntl } from 'react-intl';
import { SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { feedbackMessages as m } from './messages';
import { FEEDBACK_PATH } from './addresses';

/** Where a feedback sent without script lands (post/redirect/get): the words of the spec's toast. */
export function FeedbackSentPage() {
  const intl = useIntl();
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(m.successTitle)}
      message={intl.formatMessage(m.successMessage)}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: intl.formatMessage(m.pageTitle), to: FEEDBACK_PATH },
        { label: intl.formatMessage(m.sentBreadcrumb) },
      ]}
      back={{ to: FEEDBACK_PATH, label: intl.formatMessage(m.backToFeedback) }}
    />
  );
}
