import { EyeOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatNumber, Card, langOf } from '@springfield/shared';
import type { ShownArticle } from '../data/news-articles';
import { newsMessages } from '../messages';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';

export interface NewsCardProps {
  article: ShownArticle;
}

export function NewsCard({ article }: NewsCardProps) {
  const intl = useIntl();
  return (
    <Card as="article" className="ne-card">
      <CategoryBadge category={article.category} />
      <h3 className="ne-card__title" {...langOf(article)}>
        <Link to={article.href}>{article.title}</Link>
      </h3>
      <p className="ne-card__summary" {...langOf(article)}>
        {article.summary}
      </p>
      <ArticleMeta article={article} />
      <p className="ne-card__views">
        <EyeOutlined aria-hidden="true" />{' '}
        {intl.formatMessage(newsMessages.views, { count: article.views, views: formatNumber(article.views) })}
      </p>
    </Card>
  );
}
