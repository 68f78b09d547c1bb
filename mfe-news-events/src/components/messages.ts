import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The toasts after sharing an article's or an event's page (shared's shareToast says them in English only). */
export const shareMessages = plainMessages(
  defineMessages({
    copiedTitle: { id: 'share.copied.title', defaultMessage: 'Link Copied' },
    articleCopied: {
      id: 'share.copied.article',
      defaultMessage: "The article's address is on your clipboard: paste it to share the article.",
    },
    eventCopied: {
      id: 'share.copied.event',
      defaultMessage: "The event's address is on your clipboard: paste it to share the event.",
    },
    unavailableTitle: { id: 'share.unavailable.title', defaultMessage: 'Copy the Link' },
    unavailableText: {
      id: 'share.unavailable.text',
      defaultMessage: 'Your browser did not let the site copy the address. Copy it from here: {url}',
    },
  }),
);
