import { PageHeader } from '@springfield/shared';
import { FeedbackFormCard } from './feedback-form';
import { FeedbackSidebar } from './feedback-sidebar';
import './feedback.css';

export function FeedbackPage() {
  return (
    <>
      <PageHeader
        title="Submit Feedback"
        description="Tell us what works and what we can do better. Your feedback helps improve city services."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Submit Feedback' }]}
      />
      <div className="sf-container cm-feedback">
        <FeedbackFormCard />
        <FeedbackSidebar />
      </div>
    </>
  );
}
