import { telHref } from '@springfield/shared';
import { useIntl } from 'react-intl';
import type { Service } from '../../../types/content';
import { directoryMessages } from '../messages';

export interface ServiceFactsProps {
  service: Pick<Service, 'department' | 'estimatedTime' | 'contact'>;
  /** "Processing Time" on the service's page, "Estimated time" in the directory. */
  timeLabel: string;
  /** The language of the service's words, when it is not the page's (a list marks each item). */
  lang?: string;
}

/** A service's department, time and contact number. */
export function ServiceFacts({ service, timeLabel, lang }: ServiceFactsProps) {
  const intl = useIntl();
  return (
    <dl className="sp-info-list">
      <div>
        <dt>{intl.formatMessage(directoryMessages.department)}</dt>
        <dd lang={lang}>{service.department}</dd>
      </div>
      <div>
        <dt>{timeLabel}</dt>
        <dd lang={lang}>{service.estimatedTime}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(directoryMessages.contact)}</dt>
        <dd>
          <a href={telHref(service.contact)}>{service.contact}</a>
        </dd>
      </div>
    </dl>
  );
}
