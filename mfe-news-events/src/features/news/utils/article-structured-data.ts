// A news article's page as search engines read it (a schema.org NewsArticle, Google's article rich result),
// built from the article the page renders.
import type {
  GovernmentOrganization,
  NewsArticle as NewsArticleSchema,
  Organization,
  WithContext,
} from 'schema-dts';
import { CITY_LOGO, cityDateTime, cityReference } from '@springfield/shared';
import type { NewsArticle } from '../../../types/content';

/** The article's author as the page shows it: the data's authors are city offices, not people. */
function authorOf(article: NewsArticle): Organization {
  return { '@type': 'Organization', name: article.author };
}

/**
 * The city as the article's publisher: its reference, with the logo Google asks of a publisher. (The type of
 * cityReference() also allows a bare name, which it never returns: the object is narrowed to add the logo.)
 */
function publisherOf(): GovernmentOrganization {
  const city = cityReference();
  return typeof city === 'string' ? city : { ...city, logo: CITY_LOGO };
}

/**
 * The NewsArticle of an article's page. The data has one date per article (its publication), so it is also
 * the date of its last change.
 */
export function articleStructuredData(article: NewsArticle): WithContext<NewsArticleSchema> {
  const published = cityDateTime(article.date);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    image: [article.image],
    datePublished: published,
    dateModified: published,
    author: authorOf(article),
    publisher: publisherOf(),
    mainEntityOfPage: article.href,
    articleSection: article.category,
    url: article.href,
  };
}
