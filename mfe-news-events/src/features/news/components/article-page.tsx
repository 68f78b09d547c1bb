import { useNewsFeedLinks } from '../../feeds/feed-choice';
import { EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Navigate, useParams } from 'react-router-dom';
import {
  ShareButton,
  RecordPageHeader,
  RecordNotFound,
  formatNumber,
  useStructuredData,
} from '@springfield/shared';
import { articleNotFound, newsSection } from '../data/news-articles';
import { articleStructuredData } from '../utils/article-structured-data';
import { getArticle, resolveArticleAlias } from '../utils/news-queries';
import { ArticleBody } from './article-body';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';
import { MoreOnThisStory } from './more-on-this-story';
import '../news.css';

/** /news/:slug */
export function ArticlePage() {
  useNewsFeedLinks();
  const { slug = '' } = useParams();
  const alias = resolveArticleAlias(slug);
  const article = alias ? undefined : getArticle(slug);
  useStructuredData(article ? articleStructuredData(article) : undefined);
  if (alias) return <Navigate to={`/news/${alias}`} replace />;
  if (!article) return <RecordNotFound {...articleNotFound} />;
  return (
    <>
      <RecordPageHeader
        title={article.title}
        description={article.summary}
        section={newsSection}
        current={article.category}
        back
      >
        <div className="ne-article__facts">
          <CategoryBadge category={article.category} />
          <ArticleMeta article={article} />
          <p className="ne-article__views">
            <EyeOutlined aria-hidden="true" /> {formatNumber(article.views)} views
          </p>
          <ShareButton
            what="article"
            title={article.title}
            text={article.summary}
            icon={<ShareAltOutlined aria-hidden="true" />}
          />
        </div>
      </RecordPageHeader>
      <div className="sf-container ne-article">
        <article className="ne-article__main" aria-label={article.title}>
          <img
            className="ne-article__image"
            src={article.image}
            alt={article.imageAlt}
            width={640}
            height={360}
            fetchPriority="high"
          />
          <ArticleBody html={article.content} />
        </article>
        <MoreOnThisStory />
      </div>
    </>
  );
}
