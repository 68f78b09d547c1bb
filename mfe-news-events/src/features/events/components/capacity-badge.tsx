import { useIntl } from 'react-intl';
import { capacityStatus } from '../utils/capacity';
import { Badge } from '@springfield/shared';
import { eventMessages } from '../messages';

export interface CapacityBadgeProps {
  registered: number;
  capacity: number;
}

const tone = { Available: 'success', 'Filling Up': 'warning', 'Nearly Full': 'danger' } as const;

const label = {
  Available: eventMessages.available,
  'Filling Up': eventMessages.fillingUp,
  'Nearly Full': eventMessages.nearlyFull,
} as const;

export function CapacityBadge({ registered, capacity }: CapacityBadgeProps) {
  const intl = useIntl();
  const status = capacityStatus(registered, capacity);
  return <Badge tone={tone[status]}>{intl.formatMessage(label[status])}</Badge>;
}
