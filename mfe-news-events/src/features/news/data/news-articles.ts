import {
  currentLocale,
  localizeRecords,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
  type RecordSection,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import type { NewsArticle, NewsCategory, NewsFilter } from '../../../types/content';
import articleRecords, { translations } from '../../../content/articles/index.collection';
import { newsMessages } from '../messages';
import { categoryMessages } from './news-categories';

/**
 * The newsroom's articles, newest first: one Markdown file each in src/content/articles, checked when the area
 * builds (an editor adds an article by adding a file).
 */
export const newsArticles = articleRecords as readonly NewsArticle[];

/** An article as a page shows it: in the page's language where it is translated (`lang` says which). */
export type ShownArticle = NewsArticle & { readonly lang?: Locale };

/**
 * The articles in a language (the page's by default): each translated article's words
 * (src/content/articles/es) over its English, the others in English; `lang` says which.
 */
export function articlesIn(locale: Locale = currentLocale()): readonly Localized<NewsArticle>[] {
  return localizeRecords(newsArticles, translations, locale);
}

export { articleAliases } from './article-aliases';

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

export { categoryMessages };

/** The filters with their labels in the language of `intl`. */
export function newsFiltersIn(intl: IntlShape): NewsFilterOption[] {
  return newsFilters.map((option) => ({
    ...option,
    label: intl.formatMessage(option.category ? categoryMessages[option.category] : newsMessages.allNews),
  }));
}

/** "4 min read" in the language of `intl` (the data writes it in English: "{n} min read"). */
export function readTimeIn(intl: IntlShape, readTime: string): string {
  const minutes = /^(\d+)/.exec(readTime)?.[1];
  return minutes ? intl.formatMessage(newsMessages.readTime, { minutes }) : readTime;
}

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

/** Where an article's page leads back to, in the language of `intl`. */
export function newsSectionIn(intl: IntlShape): RecordSection {
  return {
    ...newsSection,
    label: intl.formatMessage(newsMessages.sectionLabel),
    backLabel: intl.formatMessage(newsMessages.backToNewsroom),
  };
}

/** The not-found view of an article's page, in the language of `intl`. */
export function articleNotFoundIn(intl: IntlShape): RecordNotFoundProps {
  return {
    title: intl.formatMessage(newsMessages.notFoundTitle),
    message: intl.formatMessage(newsMessages.notFoundMessage),
    section: newsSectionIn(intl),
  };
}
