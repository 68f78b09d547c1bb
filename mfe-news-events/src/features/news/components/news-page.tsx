import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { langOf, sharedWord } from '@springfield/shared';
import type { NewsFilter } from '../../../types/content';
import { useNewsFeedLinks } from '../../feeds/feed-choice';
import { useCategory } from '../../../components/category-filters';
import { areaIntl } from '../../../i18n/area-intl';
import { articlesIn, newsArticles, newsFilters } from '../data/news-articles';
import { useNewsSearch } from '../hooks/use-news-search';
import { newsMessages } from '../messages';
import { countByFilter, filterArticles } from '../utils/news-queries';
import { FeaturedStory } from './featured-story';
import { NewsCard } from './news-card';
import { NewsHero } from './news-hero';
import { NewsletterSignup } from '../newsletter';
import { NewsToolbar } from './news-toolbar';
import '../news.css';

const fixedCounts = countByFilter(newsArticles);

/** Showing N articles (one article reads in the singular), in the language of `intl` (the page's). */
export function showingLine(count: number, intl: IntlShape = areaIntl.intl()): string {
  return intl.formatMessage(newsMessages.showing, { count });
}

/** The newsroom at /news and /newsroom. */
export function NewsPage() {
  const intl = useIntl();
  useNewsFeedLinks();
  const [search, setSearch] = useNewsSearch();
  const [filter, setFilter] = useCategory<NewsFilter>(newsFilters);
  // In the page's language; a search matches the words the visitor reads.
  const articles = articlesIn();
  const shown = useMemo(() => filterArticles(articles, filter, search), [articles, filter, search]);
  const featured = shown.find((article) => article.featured);
  const latest = shown.filter((article) => article !== featured);
  const someInEnglish = shown.some((article) => langOf(article).lang !== undefined);

  return (
    <>
      <NewsHero />
      <div className="sf-container ne-page">
        <NewsToolbar
          search={search}
          onSearchChange={setSearch}
          filter={filter}
          onFilterChange={setFilter}
          counts={fixedCounts}
          shownCount={shown.length}
        />
        <p className="ne-count" role="status">
          {showingLine(shown.length, intl)}
        </p>
        {someInEnglish ? (
          <p className="sf-untranslated" role="note">
            {sharedWord('untranslatedItems')}
          </p>
        ) : null}
        {featured ? <FeaturedStory article={featured} /> : null}
        <section aria-labelledby="latest-news-heading">
          <h2 id="latest-news-heading">{intl.formatMessage(newsMessages.latestNews)}</h2>
          {latest.length > 0 ? (
            <ul className="ne-grid">
              {latest.map((article) => (
                <li key={article.slug}>
                  <NewsCard article={article} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="ne-empty">
              {shown.length === 0
                ? intl.formatMessage(newsMessages.noMatch)
                : intl.formatMessage(newsMessages.noOthers)}
            </p>
          )}
        </section>
        <NewsletterSignup />
      </div>
    </>
  );
}
