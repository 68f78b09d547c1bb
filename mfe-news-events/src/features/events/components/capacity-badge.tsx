import { capacityStatus } from '../utils/capacity';

export interface CapacityBadgeProps {
  registered: number;
  capacity: number;
}

const tone = { Available: 'available', 'Filling Up': 'filling', 'Nearly Full': 'full' } as const;

export function CapacityBadge({ registered, capacity }: CapacityBadgeProps) {
  const status = capacityStatus(registered, capacity);
  return <span className={`ne-event-badge ne-event-badge--${tone[status]}`}>{status}</span>;
}
