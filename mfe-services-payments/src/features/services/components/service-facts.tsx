import { telHref } from '@springfield/shared';
import type { Service } from '../../../types/content';

export interface ServiceFactsProps {
  service: Pick<Service, 'department' | 'estimatedTime' | 'contact'>;
  /** "Processing Time" on the service's page, "Estimated time" in the directory. */
  timeLabel: string;
}

/** A service's department, time and contact number. */
export function ServiceFacts({ service, timeLabel }: ServiceFactsProps) {
  return (
    <dl className="sp-info-list">
      <div>
        <dt>Department</dt>
        <dd>{service.department}</dd>
      </div>
      <div>
        <dt>{timeLabel}</dt>
        <dd>{service.estimatedTime}</dd>
      </div>
      <div>
        <dt>Contact</dt>
        <dd>
          <a href={telHref(service.contact)}>{service.contact}</a>
        </dd>
      </div>
    </dl>
  );
}
