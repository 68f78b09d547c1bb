import { ButtonLink, telHref, Card } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { departmentMessages } from '../messages';
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
  const intl = useIntl();
  return (
    <Card as="section" className="sp-card" aria-labelledby="department-contact-title">
      <h2 id="department-contact-title" className="sp-card__title">
        {intl.formatMessage(departmentMessages.contactTitle)}
      </h2>
      <dl className="sp-info-list">
        <div>
          <dt>{intl.formatMessage(departmentMessages.hours)}</dt>
          <dd>{hours}</dd>
        </div>
        {emergency ? (
          <div>
            <dt>{intl.formatMessage(departmentMessages.emergency)}</dt>
            <dd>
              {intl.formatMessage(departmentMessages.contactEmergencyLine, {
                hours: emergency.hours,
                phone: emergency.phone,
                tel: (chunks: ReactNode) => <a href={telHref(emergency.phone)}>{chunks}</a>,
              })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(departmentMessages.location)}</dt>
          <dd>
            {location}
            <br />
            <ButtonLink variant="link" href={directionsHref(location)} external>
              {intl.formatMessage(departmentMessages.directions)}
            </ButtonLink>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(departmentMessages.phone)}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
        {email ? (
          <div>
            <dt>{intl.formatMessage(departmentMessages.email)}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
