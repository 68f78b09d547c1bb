import { useIntl, type IntlShape } from 'react-intl';
import { langOf, type Locale } from '@springfield/shared';
import type { ParkingPermitType } from '../../../types/content';
import { faqMessages as m } from '../messages';

export interface PermitFactsProps {
  /** The permit type, in the page's language or in English (`lang`). */
  permit: ParkingPermitType & { lang?: Locale };
}

/** A fee as the page's language writes it: "$15/day" is "$15/día"; a whole fee stays as it is. */
export function permitCost(cost: string, intl: IntlShape): string {
  const match = /^(\$[\d.,]+)\/(\w+)$/.exec(cost);
  return match ? intl.formatMessage(m.costPer, { amount: match[1], unit: match[2] }) : cost;
}

/** A permit type's cost, duration and processing time. */
export function PermitFacts({ permit }: PermitFactsProps) {
  const intl = useIntl();
  return (
    <dl className="cm-faq-facts">
      <div>
        <dt>{intl.formatMessage(m.cost)}</dt>
        <dd>{permitCost(permit.cost, intl)}</dd>
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
