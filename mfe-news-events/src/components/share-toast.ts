import type { IntlShape } from 'react-intl';
import { shareToast, type NotifyInput, type ShareOutcome } from '@springfield/shared';
import { shareMessages } from './messages';

/**
 * shared's toast after a share of an article's or an event's page (shareToast), in the page's language: its
 * words are English only, so this area says them from its own messages (the English words are the same).
 */
export function shareToastIn(
  intl: IntlShape,
  outcome: ShareOutcome,
  url: string,
  what: 'article' | 'event',
): NotifyInput | null {
  const toast = shareToast(outcome, url, what);
  if (!toast) return null;
  if (outcome === 'copied') {
    return {
      ...toast,
      title: intl.formatMessage(shareMessages.copiedTitle),
      description: intl.formatMessage(
        what === 'article' ? shareMessages.articleCopied : shareMessages.eventCopied,
      ),
    };
  }
  return {
    ...toast,
    title: intl.formatMessage(shareMessages.unavailableTitle),
    description: intl.formatMessage(shareMessages.unavailableText, { url }),
  };
}
