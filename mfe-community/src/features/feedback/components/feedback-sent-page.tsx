import { SubmissionConfirmation } from '@springfield/shared';
import { FEEDBACK_PATH } from '../utils/feedback-addresses';
import { FEEDBACK_SUCCESS_MESSAGE, FEEDBACK_SUCCESS_TITLE } from '../utils/feedback-form';

/** Where a feedback sent without script lands (post/redirect/get): the words of the spec's toast. */
export function FeedbackSentPage() {
  return (
    <SubmissionConfirmation
      title={FEEDBACK_SUCCESS_TITLE}
      message={FEEDBACK_SUCCESS_MESSAGE}
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Submit Feedback', to: FEEDBACK_PATH },
        { label: 'Sent' },
      ]}
      back={{ to: FEEDBACK_PATH, label: 'Back to Submit Feedback' }}
    />
  );
}
