import { ButtonLink, telHref, Card } from '@springfield/shared';
import { directionsHref } from '../utils/directions';

export interface DepartmentContactProps {
  hours: string;
  location: string;
  phone: string;
  /** A line answered around the clock besides the office's (Public Works' 24/7), where the record has one. */
  emergency?: { hours: string; phone: string };
  email?: string;
}

/** Hours, location with Get Directions, and how to reach a department. */
export function DepartmentContact({ hours, location, phone, emergency, email }: DepartmentContactProps) {
  return (
    <Card as="section" className="sp-card" aria-labelledby="department-contact-title">
      <h2 id="department-contact-title" className="sp-card__title">
        Contact &amp; Hours
      </h2>
      <dl className="sp-info-list">
        <div>
          <dt>Hours</dt>
          <dd>{hours}</dd>
        </div>
        {emergency ? (
          <div>
            <dt>Emergency</dt>
            <dd>
              {emergency.hours}: <a href={telHref(emergency.phone)}>{emergency.phone}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Location</dt>
          <dd>
            {location}
            <br />
            <ButtonLink variant="link" href={directionsHref(location)} external>
              Get Directions
            </ButtonLink>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
        {email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
