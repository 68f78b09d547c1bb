import { MailOutlined } from '@ant-design/icons';
import { ButtonLink } from '@springfield/shared';
import { volunteerInterestMail, volunteerOpportunities } from '../data/involvement';

export const VOLUNTEER_TITLE = 'Volunteer Opportunities';

/** The Volunteer Opportunities dialog's content (also the page's, at /government/volunteer without script). */
export function VolunteerContent() {
  return (
    <>
      <p>Help your city government serve residents. Contact us about any of these roles.</p>
      <ul className="gov-rows">
        {volunteerOpportunities.map((opportunity) => (
          <li key={opportunity.title} className="gov-row">
            <div>
              <h3 className="gov-card__title">{opportunity.title}</h3>
              <p>{opportunity.description}</p>
              <p className="gov-muted">Time commitment: {opportunity.timeCommitment}</p>
            </div>
            <ButtonLink href={volunteerInterestMail(opportunity)}>
              <MailOutlined aria-hidden /> Contact
              <span className="sf-visually-hidden"> about {opportunity.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}
