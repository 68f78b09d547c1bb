import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words of the news feeds' and the calendars' choices. */
export const feedMessages = plainMessages(
  defineMessages({
    newsFeeds: { id: 'feeds.news.title', defaultMessage: 'News Feeds' },
    newsFeedsText: {
      id: 'feeds.news.text',
      defaultMessage:
        'Follow city news in any feed reader: copy a feed’s address into your reader, or open it.',
    },
    rssLink: { id: 'feeds.news.link', defaultMessage: '{title} (RSS)' },
    alternateTitle: { id: 'feeds.news.alternateTitle', defaultMessage: 'City of Springfield: {title}' },
    calendarSubscriptions: { id: 'feeds.calendar.title', defaultMessage: 'Calendar Subscriptions' },
    calendarText: {
      id: 'feeds.calendar.text',
      defaultMessage:
        'Subscribe and your calendar app keeps the city’s events up to date. Or copy the address into your calendar service’s “subscribe from URL” option.',
    },
    calendarListText: {
      id: 'feeds.calendar.listText',
      defaultMessage:
        'Copy a calendar’s link into your calendar app’s “subscribe from URL” option and it keeps the city’s events up to date, or open the link to download the calendar once.',
    },
    subscribeTo: { id: 'feeds.calendar.subscribeTo', defaultMessage: 'Subscribe to {title}' },
    copyLinkLabel: {
      id: 'feeds.calendar.copyLinkLabel',
      defaultMessage: 'Copy link to the {title} calendar',
    },
    copyLink: { id: 'feeds.calendar.copyLink', defaultMessage: 'Copy link' },
    icalLink: { id: 'feeds.calendar.link', defaultMessage: '{title} (iCal)' },
    linkCopied: { id: 'feeds.calendar.linkCopied', defaultMessage: 'Link Copied' },
    linkCopiedText: {
      id: 'feeds.calendar.linkCopiedText',
      defaultMessage: 'The {title} calendar address is copied.',
    },
    copyFailed: { id: 'feeds.calendar.copyFailed', defaultMessage: 'Copy Failed' },
    copyFailedText: {
      id: 'feeds.calendar.copyFailedText',
      defaultMessage: 'Select the address and copy it yourself.',
    },
  }),
);
