import { useEffect, useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { currentLocale } from '@springfield/shared';
import type { NewsCategory } from '../../types/content';
import { categoryMessages } from '../news/data/news-categories';
import { newsMessages } from '../news/messages';
import { feedUrl, newsFeedsIn, pageOrigin } from './feed-catalog';
import { feedMessages } from './messages';
import './feeds.css';

// The calendars' choices are in calendar-feed-choice.tsx: the newsroom's pages do not load the events' words.

/** A news feed's name in the language of `intl`: its category's, or "All News". */
function newsFeedTitle(intl: IntlShape, category: NewsCategory | undefined): string {
  return intl.formatMessage(category ? categoryMessages[category] : newsMessages.allNews);
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
      link.href = feedUrl(feed.path, pageOrigin());
      link.dataset.neFeed = '';
      document.head.append(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [intl, locale]);
}

/** What a feed choice's panel is given. */
export interface ChoiceProps {
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
