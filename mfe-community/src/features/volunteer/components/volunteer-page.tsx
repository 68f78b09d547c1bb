import { PageHeader, RecordNotFound } from '@springfield/shared';
import { useLocation, useParams } from 'react-router-dom';
import {
  getVolunteerOpportunity,
  opportunityNotFound,
  volunteerOpportunities,
} from '../data/volunteer-opportunities';
import { useKeepPlace } from '../hooks/use-keep-place';
import { useVolunteerApplication } from '../hooks/use-volunteer-application';
import { GetStarted } from './get-started';
import { OpportunityCard } from './opportunity-card';
import { VolunteerForm } from './volunteer-form';
import { VolunteerStats } from './volunteer-stats';
import { WhyVolunteer } from './why-volunteer';
import './volunteer.css';

/**
 * /volunteer, and /volunteer/{id}/apply: the same page with that opportunity's application form open under
 * its card (an unknown opportunity is not a page: 404). Both addresses render this one component, so moving
 * between them keeps what was typed.
 */
export function VolunteerPage() {
  const { id } = useParams();
  if (id !== undefined && !getVolunteerOpportunity(id)) return <RecordNotFound {...opportunityNotFound} />;
  return <VolunteerOpportunitiesPage />;
}

function VolunteerOpportunitiesPage() {
  const application = useVolunteerApplication();
  const { openId } = application;
  // The first address the visitor loaded (the server rendered it), not one the page moved to.
  const firstAddress = useLocation().key === 'default';
  useKeepPlace(openId);

  return (
    <>
      <PageHeader
        title="Volunteer Opportunities"
        description="Give your time to your community. Find an opportunity that fits your interests and schedule."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Volunteer Opportunities' }]}
      />
      <div className="sf-container cm-volunteer">
        <VolunteerStats />
        <WhyVolunteer />
        <section aria-labelledby="opportunities-title">
          <h2 id="opportunities-title">Current Opportunities</h2>
          <ul className="cm-opportunities">
            {volunteerOpportunities.map((opportunity) => (
              <OpportunityCard key={opportunity.id} opportunity={opportunity} formOpen={openId !== null}>
                {openId === opportunity.id ? (
                  <VolunteerForm
                    opportunity={opportunity}
                    state={application}
                    openedByAddress={firstAddress}
                  />
                ) : null}
              </OpportunityCard>
            ))}
          </ul>
        </section>
        <GetStarted />
      </div>
    </>
  );
}
