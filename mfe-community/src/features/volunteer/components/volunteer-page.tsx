import { PageHeader } from '@springfield/shared';
import { useRef } from 'react';
import { volunteerOpportunities } from '../data/volunteer-opportunities';
import { useVolunteerApplication } from '../hooks/use-volunteer-application';
import { GetStarted } from './get-started';
import { OpportunityCard } from './opportunity-card';
import { VolunteerForm } from './volunteer-form';
import { VolunteerStats } from './volunteer-stats';
import { WhyVolunteer } from './why-volunteer';
import './volunteer.css';
import { NoScriptAlternative } from '@springfield/shared';

export function VolunteerPage() {
  const application = useVolunteerApplication();
  const signUpButtons = useRef(new Map<string, HTMLButtonElement>());
  const lastOpened = useRef<string | null>(null);

  const signUp = (id: string) => {
    lastOpened.current = id;
    application.open(id);
  };

  // Back to the Sign Up button the visitor came from, so closing never drops focus to the top of the page.
  const returnFocus = () => {
    const id = lastOpened.current;
    if (id) window.setTimeout(() => signUpButtons.current.get(id)?.focus(), 0);
  };

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
          <NoScriptAlternative />
          <ul className="cm-opportunities">
            {volunteerOpportunities.map((opportunity) => (
              <OpportunityCard
                key={opportunity.id}
                opportunity={opportunity}
                onSignUp={() => signUp(opportunity.id)}
                signUpRef={(node) => {
                  if (node) signUpButtons.current.set(opportunity.id, node);
                  else signUpButtons.current.delete(opportunity.id);
                }}
              >
                {application.openId === opportunity.id ? (
                  <VolunteerForm
                    opportunityTitle={opportunity.title}
                    state={application}
                    onClosed={returnFocus}
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
