import { capacityStatus } from '../utils/capacity';
import { Badge } from '@springfield/shared';

export interface CapacityBadgeProps {
  registered: number;
  capacity: number;
}

const tone = { Available: 'success', 'Filling Up': 'warning', 'Nearly Full': 'danger' } as const;

export function CapacityBadge({ registered, capacity }: CapacityBadgeProps) {
  const status = capacityStatus(registered, capacity);
  return <Badge tone={tone[status]}>{status}</Badge>;
}
