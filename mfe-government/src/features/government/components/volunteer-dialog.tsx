import { MailOutlined } from '@ant-design/icons';
import { volunteerInterestMail, volunteerOpportunities } from '../data/involvement';
import { Dialog, type DialogProps } from '@springfield/shared/dialog';
import { ButtonLink } from '@springfield/shared';

export function VolunteerDialog({ open, onClose }: Pick<DialogProps, 'open' | 'onClose'>) {
  return (
    <Dialog title="Volunteer Opportunities" open={open} onClose={onClose} size="large" className="gov-dialog">
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
    </Dialog>
  );
}
