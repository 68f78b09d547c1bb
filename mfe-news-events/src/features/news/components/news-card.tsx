import { EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatNumber, Card } from '@springfield/shared';
import type { NewsArticle } from '../../../types/content';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';

export interface NewsCardProps {
  article: NewsArticle;
}

export function NewsCard({ article }: NewsCardProps) {
  return (
    <Card as="article" className="ne-card">
      <CategoryBadge category={article.category} />
      <h3 className="ne-card__title">
        <Link to={article.href}>{article.title}</Link>
      </h3>
      <p className="ne-card__summary">{article.summary}</p>
      <ArticleMeta article={article} />
      <p className="ne-card__views">
        <EyeOutlined aria-hidden="true" /> {formatNumber(article.views)} views
      </p>
    </Card>
  );
}
