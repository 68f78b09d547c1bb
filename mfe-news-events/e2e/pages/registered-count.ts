import { expect, type Locator } from '@playwright/test';

/**
 * The registered count a card or an event's Event Information shows ("23 / 50"), for an event of `capacity`
 * places. The store keeps every registration, so a journey reads the count before it registers and expects
 * one more after, whatever earlier runs left.
 */
export async function registeredCount(region: Locator, capacity: number): Promise<number> {
  const pattern = new RegExp(`([\\d,]+) / ${capacity.toLocaleString('en-US')}`);
  await expect(region).toContainText(pattern);
  const match = pattern.exec((await region.textContent()) ?? '');
  return Number(match?.[1].replace(/,/g, ''));
}

/** The spec's capacity status: Nearly Full at 90% or more, Filling Up at 70% or more, otherwise Available. */
export function capacityStatus(registered: number, capacity: number): string {
  if (registered >= capacity * 0.9) return 'Nearly Full';
  if (registered >= capacity * 0.7) return 'Filling Up';
  return 'Available';
}
