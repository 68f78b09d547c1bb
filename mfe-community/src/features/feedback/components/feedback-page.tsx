import { PageHeader } from '@springfield/shared';

export function FeedbackPage() {
  return (
    <PageHeader
      title="Submit Feedback"
      description="Tell us what works and what we can do better."
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Submit Feedback' }]}
    />
  );
}
