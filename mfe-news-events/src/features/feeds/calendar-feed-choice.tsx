import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, currentLocale, notify } from '@springfield/shared';
import type { EventFilter } from '../../types/content';
import { eventMessages } from '../events/messages';
import type { ChoiceProps } from './feed-choice';
import { calendarFeedsIn, feedUrl, pageOrigin, webcalUrl } from './feed-catalog';
import { feedMessages } from './messages';
import './feeds.css';

// The events' calendars a resident can subscribe to, apart from the news feeds (feed-choice.tsx): their names
// are the events' words, which the newsroom's pages do not load (issue 45).

const calendarTitles = {
  all: eventMessages.allEvents,
  council: eventMessages.council,
  community: eventMessages.community,
  meetings: eventMessages.meetings,
  workshops: eventMessages.workshops,
} as const;

/** A calendar's name in the language of `intl`: its category's, or "All Events". */
function calendarTitle(intl: IntlShape, category: Exclude<EventFilter, 'all'> | undefined): string {
  return intl.formatMessage(calendarTitles[category ?? 'all']);
}

async function copyAddress(intl: IntlShape, url: string, title: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify({
      title: intl.formatMessage(feedMessages.linkCopied),
      description: intl.formatMessage(feedMessages.linkCopiedText, { title }),
      variant: 'success',
    });
  } catch {
    notify({
      title: intl.formatMessage(feedMessages.copyFailed),
      description: intl.formatMessage(feedMessages.copyFailedText),
      variant: 'destructive',
    });
  }
}

/** The calendars a resident can subscribe to: every event and each category, webcal: and https addresses. */
export function CalendarFeedChoice({ id }: ChoiceProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section id={id} className="ne-feed-choice" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId}>{intl.formatMessage(feedMessages.calendarSubscriptions)}</h3>
      <p>{intl.formatMessage(feedMessages.calendarText)}</p>
      <ul className="ne-feed-choice__list">
        {calendarFeedsIn(currentLocale()).map((feed) => {
          const url = feedUrl(feed.path, pageOrigin());
          const title = calendarTitle(intl, feed.category);
          return (
            <li key={feed.path} className="ne-feed-choice__calendar">
              <span className="ne-feed-choice__name">{title}</span>
              <a href={webcalUrl(feed.path, pageOrigin())}>
                {intl.formatMessage(feedMessages.subscribeTo, { title })}
              </a>
              <a href={url} type="text/calendar" className="ne-feed-choice__url">
                {url}
              </a>
              <Button
                size="small"
                aria-label={intl.formatMessage(feedMessages.copyLinkLabel, { title })}
                onClick={() => void copyAddress(intl, url, title)}
              >
                {intl.formatMessage(feedMessages.copyLink)}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The calendars a browser without script shows: each calendar's published file, whose address a calendar app
 * subscribes to (the webcal: addresses and Copy link need the page's origin and script: CalendarFeedChoice).
 */
export function CalendarFeedList({ id }: ChoiceProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section id={id} className="ne-feed-choice" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId}>{intl.formatMessage(feedMessages.calendarSubscriptions)}</h3>
      <p>{intl.formatMessage(feedMessages.calendarListText)}</p>
      <ul className="ne-feed-choice__list">
        {calendarFeedsIn(currentLocale()).map((feed) => (
          <li key={feed.path}>
            <a href={feed.path} type="text/calendar">
              {intl.formatMessage(feedMessages.icalLink, { title: calendarTitle(intl, feed.category) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
