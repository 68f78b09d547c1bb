import { useEffect, useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, currentLocale, notify } from '@springfield/shared';
import type { EventFilter, NewsCategory } from '../../types/content';
import { eventMessages } from '../events/messages';
import { categoryMessages } from '../news/data/news-categories';
import { newsMessages } from '../news/messages';
import { calendarFeedsIn, feedUrl, newsFeedsIn, webcalUrl } from './feed-catalog';
import { feedMessages } from './messages';
import './feeds.css';

/** The origin the page is served from: the site's, where the feeds are published (area.json `files`). */
function origin(): string {
  return window.location.origin;
}

/** A news feed's name in the language of `intl`: its category's, or "All News". */
function newsFeedTitle(intl: IntlShape, category: NewsCategory | undefined): string {
  return intl.formatMessage(category ? categoryMessages[category] : newsMessages.allNews);
}

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

/**
 * Feed autodiscovery: `<link rel="alternate" type="application/rss+xml">` for every news feed in the
 * document's head while the page is shown (feed readers and browsers find them from the page's address):
 * the page's language's feeds where they are published.
 */
export function useNewsFeedLinks(): void {
  const intl = useIntl();
  const locale = currentLocale();
  useEffect(() => {
    const links = newsFeedsIn(locale).map((feed) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/rss+xml';
      link.title = intl.formatMessage(feedMessages.alternateTitle, {
        title: newsFeedTitle(intl, feed.category),
      });
      link.href = feedUrl(feed.path, origin());
      link.dataset.neFeed = '';
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [intl, locale]);
}

interface ChoiceProps {
  /** The id of the panel, which the button that shows it controls. */
  id: string;
}

/** The news feeds a resident can follow: all news and each category. */
export function NewsFeedChoice({ id }: ChoiceProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section id={id} className="ne-feed-choice" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId}>{intl.formatMessage(feedMessages.newsFeeds)}</h2>
      <p>{intl.formatMessage(feedMessages.newsFeedsText)}</p>
      <ul className="ne-feed-choice__list">
        {newsFeedsIn(currentLocale()).map((feed) => (
          <li key={feed.path}>
            <a href={feed.path} type="application/rss+xml">
              {intl.formatMessage(feedMessages.rssLink, { title: newsFeedTitle(intl, feed.category) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
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
          const url = feedUrl(feed.path, origin());
          const title = calendarTitle(intl, feed.category);
          return (
            <li key={feed.path} className="ne-feed-choice__calendar">
              <span className="ne-feed-choice__name">{title}</span>
              <a href={webcalUrl(feed.path, origin())}>
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
