import { RecordNotFound, SubmissionConfirmation } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { getVolunteerOpportunity, opportunityNotFound } from '../data/volunteer-opportunities';
import { VOLUNTEER_PATH } from '../utils/volunteer-addresses';
import { VOLUNTEER_SUCCESS_TITLE, volunteerSuccessMessage } from '../utils/volunteer-application';

/**
 * /volunteer/{id}/applied: where an application sent without script lands (post/redirect/get), with the words
 * of the spec's toast.
 */
export function VolunteerAppliedPage() {
  const { id = '' } = useParams();
  const opportunity = getVolunteerOpportunity(id);
  if (!opportunity) return <RecordNotFound {...opportunityNotFound} />;
  return (
    <SubmissionConfirmation
      title={VOLUNTEER_SUCCESS_TITLE}
      message={volunteerSuccessMessage(opportunity.title)}
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Volunteer Opportunities', to: VOLUNTEER_PATH },
        { label: 'Application Submitted' },
      ]}
      back={{ to: VOLUNTEER_PATH, label: 'Back to Volunteer Opportunities' }}
    />
  );
}
