import { useIntl } from 'react-intl';
import { currentLocale, PageHeader, RecordNotFound, sharedWord } from '@springfield/shared';
import { useLocation, useParams } from 'react-router-dom';
import {
  getVolunteerOpportunity,
  opportunityNotFoundIn,
  volunteerOpportunitiesIn,
} from '../data/volunteer-opportunities';
import { volunteerMessages as m } from '../messages';
import { useKeepPlace } from '../hooks/use-keep-place';
import { useVolunteerApplication, VolunteerForm } from '../application';
import { GetStarted } from './get-started';
import { OpportunityCard } from './opportunity-card';
import { VolunteerStats } from './volunteer-stats';
import { WhyVolunteer } from './why-volunteer';
import './volunteer.css';

/**
 * /volunteer, and /volunteer/{id}/apply: the same page with that opportunity's application form open under
 * its card (an unknown opportunity is not a page: 404). Both addresses render this one component, so moving
 * between them keeps what was typed.
 */
export function VolunteerPage() {
  const intl = useIntl();
  const { id } = useParams();
  if (id !== undefined && !getVolunteerOpportunity(id))
    return <RecordNotFound {...opportunityNotFoundIn(intl)} />;
  return <VolunteerOpportunitiesPage />;
}

function VolunteerOpportunitiesPage() {
  const intl = useIntl();
  const application = useVolunteerApplication();
  const opportunities = volunteerOpportunitiesIn();
  const someInEnglish = opportunities.some((opportunity) => opportunity.lang !== currentLocale());
  const title = intl.formatMessage(m.pageTitle);
  const { openId } = application;
  // The first address the visitor loaded (the server rendered it), not one the page moved to.
  const firstAddress = useLocation().key === 'default';
  useKeepPlace(openId);

  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage(m.pageDescription)}
        breadcrumb={[{ label: sharedWord('home'), to: '/' }, { label: title }]}
      />
      <div className="sf-container cm-volunteer">
        <VolunteerStats />
        <WhyVolunteer />
        <section aria-labelledby="opportunities-title">
          <h2 id="opportunities-title">{intl.formatMessage(m.currentOpportunities)}</h2>
          {someInEnglish ? (
            <p className="sf-untranslated" role="note">
              {sharedWord('untranslatedItems')}
            </p>
          ) : null}
          <ul className="cm-opportunities">
            {opportunities.map((opportunity) => (
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
