import { useEffect, useId } from 'react';
import { Button, notify } from '@springfield/shared';
import { calendarFeeds, feedUrl, newsFeeds, webcalUrl } from './feed-catalog';
import './feeds.css';

/** The origin the page is served from: the site's, where the feeds are published (area.json `files`). */
function origin(): string {
  return window.location.origin;
}

/**
 * Feed autodiscovery: `<link rel="alternate" type="application/rss+xml">` for every news feed in the
 * document's head while the page is shown (feed readers and browsers find them from the page's address).
 */
export function useNewsFeedLinks(): void {
  useEffect(() => {
    const links = newsFeeds.map((feed) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.type = 'application/rss+xml';
      link.title = `City of Springfield: ${feed.title}`;
      link.href = feedUrl(feed.path, origin());
      link.dataset.neFeed = '';
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, []);
}

interface ChoiceProps {
  /** The id of the panel, which the button that shows it controls. */
  id: string;
}

/** The news feeds a resident can follow: all news and each category. */
export function NewsFeedChoice({ id }: ChoiceProps) {
  const titleId = useId();
  return (
    <section id={id} className="ne-feed-choice" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId}>News Feeds</h2>
      <p>Follow city news in any feed reader: copy a feed’s address into your reader, or open it.</p>
      <ul className="ne-feed-choice__list">
        {newsFeeds.map((feed) => (
          <li key={feed.path}>
            <a href={feed.path} type="application/rss+xml">
              {feed.title} (RSS)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function copyAddress(url: string, title: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify({
      title: 'Link Copied',
      description: `The ${title} calendar address is copied.`,
      variant: 'success',
    });
  } catch {
    notify({
      title: 'Copy Failed',
      description: 'Select the address and copy it yourself.',
      variant: 'destructive',
    });
  }
}

/** The calendars a resident can subscribe to: every event and each category, webcal: and https addresses. */
export function CalendarFeedChoice({ id }: ChoiceProps) {
  const titleId = useId();
  return (
    <section id={id} className="ne-feed-choice" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId}>Calendar Subscriptions</h3>
      <p>
        Subscribe and your calendar app keeps the city’s events up to date. Or copy the address into your
        calendar service’s “subscribe from URL” option.
      </p>
      <ul className="ne-feed-choice__list">
        {calendarFeeds.map((feed) => {
          const url = feedUrl(feed.path, origin());
          return (
            <li key={feed.path} className="ne-feed-choice__calendar">
              <span className="ne-feed-choice__name">{feed.title}</span>
              <a href={webcalUrl(feed.path, origin())}>Subscribe to {feed.title}</a>
              <a href={url} type="text/calendar" className="ne-feed-choice__url">
                {url}
              </a>
              <Button
                size="small"
                aria-label={`Copy link to the ${feed.title} calendar`}
                onClick={() => void copyAddress(url, feed.title)}
              >
                Copy link
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
  const titleId = useId();
  return (
    <section id={id} className="ne-feed-choice" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId}>Calendar Subscriptions</h3>
      <p>
        Copy a calendar’s link into your calendar app’s “subscribe from URL” option and it keeps the city’s
        events up to date, or open the link to download the calendar once.
      </p>
      <ul className="ne-feed-choice__list">
        {calendarFeeds.map((feed) => (
          <li key={feed.path}>
            <a href={feed.path} type="text/calendar">
              {feed.title} (iCal)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
