import { formatLocaleDate, ButtonLink, Badge, type BadgeTone } from '@springfield/shared';
import type { VolunteerOpportunity } from '../../../types/content';
import type { ReactNode } from 'react';
import { signUpLinkId, volunteerApplyPath } from '../utils/volunteer-addresses';

/** Each volunteer category's badge tone; another category is neutral. */
const categoryTones: Record<string, BadgeTone> = {
  Environmental: 'success',
  Safety: 'danger',
  Education: 'info',
  Infrastructure: 'warning',
  Events: 'accent',
};

const icons: Record<string, string> = { tree: '🌳', shield: '🛡️', book: '📚', wrench: '🔧', star: '⭐' };

export interface OpportunityCardProps {
  opportunity: VolunteerOpportunity;
  /** The form is open under some card: Sign Up moves it here without a new history entry. */
  formOpen: boolean;
  /** The application form, when it is open under this card. */
  children?: ReactNode;
}

export function OpportunityCard({ opportunity, formOpen, children }: OpportunityCardProps) {
  const titleId = `opportunity-${opportunity.id}-title`;
  return (
    <li className="cm-opportunity">
      <article aria-labelledby={titleId}>
        <div className="cm-opportunity__head">
          <span className="cm-opportunity__icon" aria-hidden="true">
            {icons[opportunity.icon] ?? '🤝'}
          </span>
          <h3 id={titleId}>{opportunity.title}</h3>
          <Badge tone={categoryTones[opportunity.category] ?? 'neutral'}>{opportunity.category}</Badge>
        </div>
        <p>{opportunity.description}</p>
        <dl className="cm-opportunity__facts">
          <div>
            <dt>Time Commitment</dt>
            <dd>{opportunity.timeCommitment}</dd>
          </div>
          <div>
            <dt>Frequency</dt>
            <dd>{opportunity.frequency}</dd>
          </div>
          <div>
            <dt>Next Event</dt>
            <dd>{formatLocaleDate(opportunity.nextEvent)}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{opportunity.location}</dd>
          </div>
        </dl>
        <div className="cm-opportunity__lists">
          <div>
            <h4>Skills Needed</h4>
            <ul>
              {opportunity.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4>Benefits</h4>
            <ul>
              {opportunity.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </div>
        </div>
        {/* A link to the card's address, which opens the form under it: without script (or before it has run) the
            server renders that page; with it the router opens the form in place and the address follows. */}
        <ButtonLink
          id={signUpLinkId(opportunity.id)}
          variant="primary"
          to={volunteerApplyPath(opportunity.id)}
          replace={formOpen}
          preventScrollReset
        >
          Sign Up to Volunteer<span className="sf-visually-hidden">: {opportunity.title}</span>
        </ButtonLink>
        {children}
      </article>
    </li>
  );
}
