import { useIntl } from 'react-intl';
import { PageHeader, sharedWord } from '@springfield/shared';
import { feedbackMessages as m } from './messages';
import { FeedbackFormCard } from './feedback-form';
import { FeedbackSidebar } from './feedback-sidebar';
import './feedback.css';

export function FeedbackPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.pageTitle);
  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage(m.pageDescription)}
        breadcrumb={[{ label: sharedWord('home'), to: '/' }, { label: title }]}
      />
      <div className="sf-container cm-feedback">
        <FeedbackFormCard />
        <FeedbackSidebar />
      </div>
    </>
  );
}
