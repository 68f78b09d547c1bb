import { SubmissionConfirmation } from '@springfield/shared';
import { FEEDBACK_SUCCESS_MESSAGE, FEEDBACK_SUCCESS_TITLE } from '../utils/feedback-form';

/** Where a feedback sent without script lands (post/redirect/get): the words of the spec's toast. */
export function FeedbackSentPage() {
  return (
    <SubmissionConfirmation
      title={FEEDBACK_SUCCESS_TITLE}
      message={FEEDBACK_SUCCESS_MESSAGE}
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Submit Feedback', to: '/feedback' },
        { label: 'Sent' },
      ]}
      back={{ to: '/feedback', label: 'Back to Submit Feedback' }}
    />
  );
}
