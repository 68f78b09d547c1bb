import { Link } from 'react-router-dom';
import type { NewsArticle } from '../../../types/content';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';
import { Badge } from '@springfield/shared';

export interface FeaturedStoryProps {
  article: NewsArticle;
}

export function FeaturedStory({ article }: FeaturedStoryProps) {
  return (
    <section className="ne-featured" aria-labelledby="featured-story-title">
      <img
        className="ne-featured__image"
        src={article.image}
        alt={article.imageAlt}
        width={640}
        height={360}
        fetchPriority="high"
      />
      <div className="ne-featured__body">
        <p className="ne-featured__kicker">
          <Badge tone="featured">Featured Story</Badge> <CategoryBadge category={article.category} />
        </p>
        <h2 id="featured-story-title" className="ne-featured__title">
          <Link to={article.href}>{article.title}</Link>
        </h2>
        <p>{article.summary}</p>
        <ArticleMeta article={article} />
      </div>
    </section>
  );
}
