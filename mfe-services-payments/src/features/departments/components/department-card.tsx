import { telHref, ButtonLink, Badge, Card, langOf } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DepartmentSummary } from '../../../types/content';
import { departmentMessages } from '../messages';

export interface DepartmentCardProps {
  department: DepartmentSummary;
}

export function DepartmentCard({ department }: DepartmentCardProps) {
  const intl = useIntl();
  // The record's words, marked with their language when it is not the page's.
  const inRecord = langOf(department);
  return (
    <Card as="li" className="sp-card sp-department-card">
      <div className="sp-card-header">
        <h3 {...inRecord}>
          <Link to={department.href}>{department.name}</Link>
        </h3>
        <Badge tone={department.priority === 'high' ? 'danger' : 'info'}>
          {intl.formatMessage(
            department.priority === 'high'
              ? departmentMessages.highPriority
              : departmentMessages.mediumPriority,
          )}
        </Badge>
      </div>
      <p {...inRecord}>{department.description}</p>
      <h4 className="sp-department-card__subtitle">{intl.formatMessage(departmentMessages.services)}</h4>
      <ul className="sp-department-card__services" {...inRecord}>
        {department.services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <dl className="sp-info-list">
        <div>
          <dt>{intl.formatMessage(departmentMessages.hours)}</dt>
          <dd {...inRecord}>{department.hours}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(departmentMessages.phone)}</dt>
          <dd>
            <a href={telHref(department.phone)}>{department.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(departmentMessages.location)}</dt>
          <dd>{department.location}</dd>
        </div>
      </dl>
      <ButtonLink variant="link" className="sp-department-card__link" to={department.href}>
        {intl.formatMessage(departmentMessages.visit, {
          name: <span {...inRecord}>{department.name}</span>,
        })}
        <span aria-hidden="true">&nbsp;→</span>
      </ButtonLink>
    </Card>
  );
}
