import { useIntl } from 'react-intl';
import { langOf, type Locale } from '@springfield/shared';
import type { ParkingPermitType } from '../../../types/content';
import { faqMessages as m } from '../messages';

export interface PermitFactsProps {
  /** The permit type, in the page's language or in English (`lang`). */
  permit: ParkingPermitType & { lang?: Locale };
}

/** A permit type's cost, duration and processing time. */
export function PermitFacts({ permit }: PermitFactsProps) {
  const intl = useIntl();
  return (
    <dl className="cm-faq-facts">
      <div>
        <dt>{intl.formatMessage(m.cost)}</dt>
        <dd>{permit.cost}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.duration)}</dt>
        <dd {...langOf(permit)}>{permit.duration}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.processing)}</dt>
        <dd {...langOf(permit)}>{permit.processing}</dd>
      </div>
    </dl>
  );
}
