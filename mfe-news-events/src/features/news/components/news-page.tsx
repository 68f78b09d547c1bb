import { useMemo } from 'react';
import type { NewsFilter } from '../../../types/content';
import { useNewsFeedLinks } from '../../feeds/feed-choice';
import { useCategory } from '../../../components/category-filters';
import { newsArticles, newsFilters } from '../data/news-articles';
import { useNewsSearch } from '../hooks/use-news-search';
import { countByFilter, filterArticles } from '../utils/news-queries';
import { FeaturedStory } from './featured-story';
import { NewsCard } from './news-card';
import { NewsHero } from './news-hero';
import { NewsletterSignup } from './newsletter-signup';
import { NewsToolbar } from './news-toolbar';
import '../news.css';

const fixedCounts = countByFilter(newsArticles);

/** Showing N articles (one article reads in the singular). */
export function showingLine(count: number): string {
  return `Showing ${count} ${count === 1 ? 'article' : 'articles'}`;
}

/** The newsroom at /news and /newsroom. */
export function NewsPage() {
  useNewsFeedLinks();
  const [search, setSearch] = useNewsSearch();
  const [filter, setFilter] = useCategory<NewsFilter>(newsFilters);
  const shown = useMemo(() => filterArticles(newsArticles, filter, search), [filter, search]);
  const featured = shown.find((article) => article.featured);
  const latest = shown.filter((article) => article !== featured);

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
          {showingLine(shown.length)}
        </p>
        {featured ? <FeaturedStory article={featured} /> : null}
        <section aria-labelledby="latest-news-heading">
          <h2 id="latest-news-heading">Latest News</h2>
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
                ? 'No articles match your search. Try other words or another category.'
                : 'No other articles in this category.'}
            </p>
          )}
        </section>
        <NewsletterSignup />
      </div>
    </>
  );
}
