import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { NewsArticle, NewsCategory, NewsFilter } from '../../../types/content';
import articleRecords from '../../../content/articles/index.collection';

/**
 * The newsroom's articles, newest first: one Markdown file each in src/content/articles, checked when the area
 * builds (an editor adds an article by adding a file).
 */
export const newsArticles = articleRecords as readonly NewsArticle[];

/**
 * Links the spec gives (Home's Latest News, "More on this story") whose slugs are not among the 13 articles:
 * they lead to the article that tells that story, so no link lands on a not-found view.
 */
export const articleAliases: Readonly<Record<string, string>> = {
  'recruitment-drive': 'police-graduation',
  'elm-avenue-water-upgrades': 'oak-street-water-project',
  'bike-share-program': 'park-master-plan',
};

export interface NewsFilterOption {
  value: NewsFilter;
  label: string;
  /** The category an article must have; undefined for all. */
  category?: NewsCategory;
}

export const newsFilters: readonly NewsFilterOption[] = [
  { value: 'all', label: 'All News' },
  { value: 'press-releases', label: 'Press Releases', category: 'Press Releases' },
  { value: 'public-notices', label: 'Public Notices', category: 'Public Notices' },
  { value: 'city-blog', label: 'City Blog', category: 'City Blog' },
];

/** The "More on this story" aside of every article. */
export const moreOnThisStory: readonly `/news/${string}`[] = [
  '/news/elm-avenue-water-upgrades',
  '/news/bike-share-program',
];

/** Home's Latest News. */
export const homeLatestNews: readonly `/news/${string}`[] = [
  '/news/federal-grant-infrastructure',
  '/news/recruitment-drive',
  '/news/elm-avenue-water-upgrades',
];

/** Where an article's page leads back to: "News" in its breadcrumb, "Back to Newsroom" on its links. */
export const newsSection: RecordSection = { label: 'News', to: '/news', backLabel: 'Back to Newsroom' };

export const articleNotFound: RecordNotFoundProps = {
  title: 'Article Not Found',
  message: 'The requested news article could not be found.',
  section: newsSection,
};
