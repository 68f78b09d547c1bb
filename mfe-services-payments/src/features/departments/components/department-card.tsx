import { telHref, ButtonLink, Badge, Card } from '@springfield/shared';
import type { DepartmentSummary } from '../../../types/content';
import { Link } from 'react-router-dom';

export interface DepartmentCardProps {
  department: DepartmentSummary;
}

const priorityLabel = { high: 'High Priority', medium: 'Medium Priority' } as const;

export function DepartmentCard({ department }: DepartmentCardProps) {
  return (
    <Card as="li" className="sp-card sp-department-card">
      <div className="sp-card-header">
        <h3>
          <Link to={department.href}>{department.name}</Link>
        </h3>
        <Badge tone={department.priority === 'high' ? 'danger' : 'info'}>
          {priorityLabel[department.priority]}
        </Badge>
      </div>
      <p>{department.description}</p>
      <h4 className="sp-department-card__subtitle">Services</h4>
      <ul className="sp-department-card__services">
        {department.services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <dl className="sp-info-list">
        <div>
          <dt>Hours</dt>
          <dd>{department.hours}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(department.phone)}>{department.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{department.location}</dd>
        </div>
      </dl>
      <ButtonLink variant="link" className="sp-department-card__link" to={department.href}>
        Visit {department.name}
        <span aria-hidden="true">&nbsp;→</span>
      </ButtonLink>
    </Card>
  );
}
