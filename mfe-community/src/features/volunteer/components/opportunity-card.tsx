import {
  formatLocaleDate,
  ButtonLink,
  Badge,
  langOf,
  type BadgeTone,
  type Localized,
  inRecordLanguage,
} from '@springfield/shared';
import type { VolunteerOpportunity } from '../../../types/content';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { categoryLabel } from '../data/volunteer-content';
import { volunteerMessages as m } from '../messages';
import { signUpLinkId, volunteerApplyPath } from '../application';

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
  opportunity: VolunteerOpportunity & { lang?: Localized<VolunteerOpportunity>['lang'] };
  /** The form is open under some card: Sign Up moves it here without a new history entry. */
  formOpen: boolean;
  /** The application form, when it is open under this card. */
  children?: ReactNode;
}

export function OpportunityCard({ opportunity, formOpen, children }: OpportunityCardProps) {
  const intl = useIntl();
  const titleId = `opportunity-${opportunity.id}-title`;
  // The opportunity's own words: marked English on a page in another language when not translated into it.
  const own = langOf(opportunity);
  const hidden = (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>;
  return (
    <li className="cm-opportunity">
      <article aria-labelledby={titleId}>
        <div className="cm-opportunity__head">
          <span className="cm-opportunity__icon" aria-hidden="true">
            {icons[opportunity.icon] ?? '🤝'}
          </span>
          <h3 id={titleId} {...own}>
            {opportunity.title}
          </h3>
          <Badge tone={categoryTones[opportunity.category] ?? 'neutral'}>
            {categoryLabel(opportunity.category, intl)}
          </Badge>
        </div>
        <p {...own}>{opportunity.description}</p>
        <dl className="cm-opportunity__facts">
          <div>
            <dt>{intl.formatMessage(m.timeCommitment)}</dt>
            <dd {...own}>{opportunity.timeCommitment}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.frequency)}</dt>
            <dd {...own}>{opportunity.frequency}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.nextEvent)}</dt>
            <dd>{formatLocaleDate(opportunity.nextEvent)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.location)}</dt>
            <dd {...own}>{opportunity.location}</dd>
          </div>
        </dl>
        <div className="cm-opportunity__lists">
          <div>
            <h4>{intl.formatMessage(m.skillsNeeded)}</h4>
            <ul {...own}>
              {opportunity.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4>{intl.formatMessage(m.benefits)}</h4>
            <ul {...own}>
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
          {intl.formatMessage(m.signUp, {
            title: inRecordLanguage(opportunity, opportunity.title),
            hidden,
          })}
        </ButtonLink>
        {children}
      </article>
    </li>
  );
}
