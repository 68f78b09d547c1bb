/**
 * A maps search for an address, opened in a new tab. The spec's Get Directions has no action; a resident
 * still expects one (see README "Deviations").
 */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
