import { currentLocale, type Locale, type Localized } from '@springfield/shared';
import type { NewsArticle, NewsFilter } from '../../../types/content';
import { articlesIn, newsArticles, newsFilters } from '../data/news-articles';
import { resolveArticleAlias } from '../data/article-aliases';

export { resolveArticleAlias };

/** The article with this slug, or undefined. Any string is accepted (route parameters are untrusted). */
export function getArticle(slug: string): NewsArticle | undefined {
  return newsArticles.find((article) => article.slug === slug);
}

/** The article with this slug in a language (the page's by default), or undefined. */
export function localizedArticle(
  slug: string,
  locale: Locale = currentLocale(),
): Localized<NewsArticle> | undefined {
  return articlesIn(locale).find((article) => article.slug === slug);
}

/** The article a site path leads to (aliases followed), in a language (the page's by default). */
export function localizedArticleForPath(
  path: string,
  locale: Locale = currentLocale(),
): Localized<NewsArticle> | undefined {
  const slug = path.replace(/^\/news\//, '');
  return localizedArticle(resolveArticleAlias(slug) ?? slug, locale);
}

/** The article a site path such as "/news/recruitment-drive" leads to, following aliases. */
export function articleForPath(path: string): NewsArticle | undefined {
  const slug = path.replace(/^\/news\//, '');
  return getArticle(resolveArticleAlias(slug) ?? slug);
}

export function isNewsFilter(value: string | null): value is NewsFilter {
  return newsFilters.some((filter) => filter.value === value);
}

function matchesFilter(article: NewsArticle, filter: NewsFilter): boolean {
  const category = newsFilters.find((option) => option.value === filter)?.category;
  return category === undefined || article.category === category;
}

/** Case-insensitive substring match on title or summary; blank text matches everything. */
export function matchesSearch(article: NewsArticle, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    article.title.toLocaleLowerCase().includes(needle) || article.summary.toLocaleLowerCase().includes(needle)
  );
}

/** Articles of a category that match the search text, in the data's order (newest first). */
export function filterArticles<T extends NewsArticle>(
  articles: readonly T[],
  filter: NewsFilter,
  search: string,
): T[] {
  return articles.filter((article) => matchesFilter(article, filter) && matchesSearch(article, search));
}

/** How many articles each filter holds, computed from the data (all 13, press 6, notices 4, blog 3). */
export function countByFilter(articles: readonly NewsArticle[]): Record<NewsFilter, number> {
  const counts = { all: 0, 'press-releases': 0, 'public-notices': 0, 'city-blog': 0 };
  for (const option of newsFilters) {
    counts[option.value] = articles.filter((article) => matchesFilter(article, option.value)).length;
  }
  return counts;
}
