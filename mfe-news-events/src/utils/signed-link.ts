// The pages a signed link in an e-mail opens (issue 43: unsubscribing, cancelling a registration): what the
// link's token says, read by the backend before the page renders (its live data) and by the page's action.
import { areaData, type LinkReading, type Platform } from '@springfield/shared';

/** The area's live data on a signed link's page. */
export interface SignedLinkData {
  /** 'valid' (the page offers its button), 'expired', 'invalid', or 'done' (already used: nothing left to do). */
  link: 'valid' | 'expired' | 'invalid' | 'done';
  /** An event's id, for the cancel page's words. */
  event?: number;
}

/** The token of a page's address (`?token=`). */
export const tokenOf = (search: string): string | null => new URLSearchParams(search).get('token');

/** Reads a token for `purpose` with the platform (a site server from before the signed links: invalid). */
export function readToken<T>(platform: Platform, purpose: string, token: string | null): LinkReading<T> {
  return platform.readLink ? platform.readLink<T>(purpose, token) : { status: 'invalid' };
}

/** The signed link's state as the server read it for this page; undefined after a navigation in the browser. */
export function pageLinkData(area: string): SignedLinkData | undefined {
  const value = areaData<SignedLinkData>(area);
  return value && typeof value === 'object' && 'link' in value ? value : undefined;
}
