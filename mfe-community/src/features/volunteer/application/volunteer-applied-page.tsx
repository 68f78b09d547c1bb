import { useIntl } from 'react-intl';
import { RecordNotFound, SubmissionConfirmation, sharedWord } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { getVolunteerOpportunityIn, opportunityNotFoundIn } from '../data/volunteer-opportunities';
import { volunteerMessages as m } from '../messages';
import { VOLUNTEER_PATH } from './addresses';

/**
 * /volunteer/{id}/applied: where an application sent without script lands (post/redirect/get), with the words
 * of the spec's toast.
 */
export function VolunteerAppliedPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const opportunity = getVolunteerOpportunityIn(id);
  if (!opportunity) return <RecordNotFound {...opportunityNotFoundIn(intl)} />;
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(m.successTitle)}
      message={intl.formatMessage(m.successMessage, { title: opportunity.title })}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        { label: intl.formatMessage(m.pageTitle), to: VOLUNTEER_PATH },
        { label: intl.formatMessage(m.appliedBreadcrumb) },
      ]}
      back={{ to: VOLUNTEER_PATH, label: intl.formatMessage(m.backToOpportunities) }}
    />
  );
}
