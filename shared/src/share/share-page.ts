// Sharing a page (an event, an article, a document): the system's share sheet where the browser has one (Web
// Share API), else the address copied to the clipboard, with a toast that says which.
import { sharedWord } from '../i18n/words';
import type { NotifyInput } from '../notify/notify-store';

/** What is shared: the Web Share API's data, the address absolute. */
export interface PageShare {
  title: string;
  text: string;
  url: string;
}

/** The parts of the browser's `navigator` that sharing uses; any may be missing (older or insecure pages). */
export interface SharingNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data?: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/**
 * shared: the system's share sheet took it; cancelled: the visitor closed the sheet; copied: the address is
 * on the clipboard; unavailable: neither could be used (the address has to be copied by hand).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'unavailable';

function isAbort(error: unknown): boolean {
  // By name, not `instanceof DOMException`: the error may come from another realm (a frame, a test).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Shares through the Web Share API where the browser has one, else copies the address. A share the browser
 * refuses for another reason than the visitor cancelling (a permission policy, data it cannot share) falls
 * back to copying. Never rejects.
 */
export async function sharePage(share: PageShare, browser: SharingNavigator): Promise<ShareOutcome> {
  if (typeof browser.share === 'function' && (browser.canShare?.(share) ?? true)) {
    try {
      await browser.share(share);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  try {
    if (typeof browser.clipboard?.writeText !== 'function') return 'unavailable';
    await browser.clipboard.writeText(share.url);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}

/** Long enough to select and copy the address by hand (a toast stays while hovered or focused, too). */
export const COPY_BY_HAND_TOAST_DURATION = 20_000;

/**
 * The toast that follows a share of the `what` ("event", "article"): none when the share sheet answered (the
 * system shows its own) or was cancelled; "Link Copied" when the address is on the clipboard; the address itself
 * when it could not be.
 */
export function shareToast(outcome: ShareOutcome, url: string, what = 'page'): NotifyInput | null {
  switch (outcome) {
    case 'copied':
      return {
        title: sharedWord('linkCopied'),
        description: sharedWord('linkCopiedText', undefined, what),
        variant: 'success',
      };
    case 'unavailable':
      return {
        title: sharedWord('copyTheLink'),
        description: sharedWord('copyTheLinkText', undefined, url),
        duration: COPY_BY_HAND_TOAST_DURATION,
      };
    default:
      return null;
  }
}
