import { translatedInto, type PageHeadExtras } from '@springfield/shared';
import { localizedArticle, localizedArticleForPath } from './utils/news-queries';

/**
 * Open Graph data of an article (its picture, its date), for link previews of the server's HTML: its words in
 * the page's language where it is translated; and the languages it is translated into, its page's alternates.
 * It loads with the article's page (routes.tsx), not with the area's routes: it reads every article's record.
 */
export function articleHead({
  slug,
}: Readonly<Record<string, string | undefined>>): PageHeadExtras | undefined {
  const article = slug ? localizedArticleForPath(`/news/${slug}`) : undefined;
  return article
    ? {
        type: 'article',
        description: article.summary,
        image: article.image,
        imageAlt: article.imageAlt,
        published: article.date,
        languages: translatedInto((locale) => localizedArticle(article.slug, locale)),
      }
    : undefined;
}
