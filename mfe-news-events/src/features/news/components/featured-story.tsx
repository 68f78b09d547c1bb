import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge, langOf } from '@springfield/shared';
import type { ShownArticle } from '../data/news-articles';
import { newsMessages } from '../messages';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';
import { illustrationSource } from '../../../utils/illustration';

export interface FeaturedStoryProps {
  article: ShownArticle;
}

export function FeaturedStory({ article }: FeaturedStoryProps) {
  const intl = useIntl();
  return (
    <section className="ne-featured" aria-labelledby="featured-story-title">
      <img
        className="ne-featured__image"
        src={illustrationSource(article.image)}
        alt={article.imageAlt}
        width={640}
        height={360}
        fetchPriority="high"
        {...langOf(article)}
      />
      <div className="ne-featured__body">
        <p className="ne-featured__kicker">
          <Badge tone="featured">{intl.formatMessage(newsMessages.featuredStory)}</Badge>{' '}
          <CategoryBadge category={article.category} />
        </p>
        <h2 id="featured-story-title" className="ne-featured__title" {...langOf(article)}>
          <Link to={article.href}>{article.title}</Link>
        </h2>
        <p {...langOf(article)}>{article.summary}</p>
        <ArticleMeta article={article} />
      </div>
    </section>
  );
}
