import type { CapacityStatus } from '../../../types/content';

/** Thresholds: 70% and 90% of capacity. */
export const FILLING_UP_RATIO = 0.7;
export const NEARLY_FULL_RATIO = 0.9;

/** Nearly Full at 90% or more of capacity, Filling Up at 70% or more, otherwise Available. */
export function capacityStatus(registered: number, capacity: number): CapacityStatus {
  if (capacity <= 0) return 'Nearly Full';
  const ratio = registered / capacity;
  if (ratio >= NEARLY_FULL_RATIO) return 'Nearly Full';
  if (ratio >= FILLING_UP_RATIO) return 'Filling Up';
  return 'Available';
}

/** Register to Attend shows only while registered is below capacity. */
export function isRegistrationOpen(registered: number, capacity: number): boolean {
  return registered < capacity;
}

export function spotsRemaining(registered: number, capacity: number): number {
  return Math.max(0, capacity - registered);
}
