import { formatLocaleDate, Button, Badge, type BadgeTone } from '@springfield/shared';
import type { VolunteerOpportunity } from '../../../types/content';
import type { ReactNode, Ref } from 'react';

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
  onSignUp: () => void;
  signUpRef?: Ref<HTMLButtonElement>;
  /** The application form, when it is open under this card. */
  children?: ReactNode;
}

export function OpportunityCard({ opportunity, onSignUp, signUpRef, children }: OpportunityCardProps) {
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
        <Button ref={signUpRef} variant="primary" onClick={onSignUp}>
          Sign Up to Volunteer<span className="sf-visually-hidden">: {opportunity.title}</span>
        </Button>
        {children}
      </article>
    </li>
  );
}
