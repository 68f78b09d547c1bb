import { telHref, Card } from '@springfield/shared';
import { useIntl } from 'react-intl';
import type { StaffMember } from '../../../types/content';
import { departmentMessages } from '../messages';

export interface StaffDirectoryProps {
  staff: readonly StaffMember[];
}

export function StaffDirectory({ staff }: StaffDirectoryProps) {
  const intl = useIntl();
  return (
    <section className="sp-section" aria-labelledby="staff-directory-title">
      <h2 id="staff-directory-title">{intl.formatMessage(departmentMessages.staffTitle)}</h2>
      <ul className="sp-staff-list">
        {staff.map((member) => (
          <Card as="li" key={member.email} className="sp-card">
            <h3>{member.name}</h3>
            <p className="sp-muted">{member.title}</p>
            <p>
              <a href={`mailto:${member.email}`}>{member.email}</a>
              <br />
              <a href={telHref(member.phone)}>{member.phone}</a>
            </p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
