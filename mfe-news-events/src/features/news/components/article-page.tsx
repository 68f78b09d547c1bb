import { useNewsFeedLinks } from '../../feeds/feed-choice';
import { EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  Breadcrumb,
  InEnglish,
  RecordPageHeader,
  RecordNotFound,
  formatNumber,
  langOf,
  sectionBackLabel,
  sharedWord,
  usePageTitle,
  useStructuredData,
  type RecordSection,
} from '@springfield/shared';
import { SharePageButton } from '../../../components/share-page-button';
import { articleNotFoundIn, categoryMessages, newsSectionIn, type ShownArticle } from '../data/news-articles';
import { newsMessages } from '../messages';
import { articleStructuredData } from '../utils/article-structured-data';
import { localizedArticle, resolveArticleAlias } from '../utils/news-queries';
import { ArticleBody } from './article-body';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';
import { MoreOnThisStory } from './more-on-this-story';
import { illustrationSource } from '../../../utils/illustration';
import '../news.css';

/** /news/:slug */
export function ArticlePage() {
  const intl = useIntl();
  useNewsFeedLinks();
  const { slug = '' } = useParams();
  const alias = resolveArticleAlias(slug);
  const article = alias ? undefined : localizedArticle(slug);
  useStructuredData(article ? articleStructuredData(article) : undefined);
  if (alias) return <Navigate to={`/news/${alias}`} replace />;
  if (!article) return <RecordNotFound {...articleNotFoundIn(intl)} />;
  const section = newsSectionIn(intl);
  const current = intl.formatMessage(categoryMessages[article.category]);
  const facts = (
    <div className="ne-article__facts">
      <CategoryBadge category={article.category} />
      <ArticleMeta article={article} />
      <p className="ne-article__views">
        <EyeOutlined aria-hidden="true" />{' '}
        {intl.formatMessage(newsMessages.views, {
          count: article.views,
          views: formatNumber(article.views),
        })}
      </p>
      <SharePageButton
        what="article"
        title={article.title}
        text={article.summary}
        icon={<ShareAltOutlined aria-hidden="true" />}
      >
        {intl.formatMessage(newsMessages.share)}
      </SharePageButton>
    </div>
  );
  return (
    <>
      {langOf(article).lang ? (
        <HeaderInEnglish article={article} section={section} current={current}>
          {facts}
        </HeaderInEnglish>
      ) : (
        <RecordPageHeader
          title={article.title}
          description={article.summary}
          section={section}
          current={current}
          back
        >
          {facts}
        </RecordPageHeader>
      )}
      <div className="sf-container ne-article">
        <article className="ne-article__main" aria-label={article.title} {...langOf(article)}>
          <img
            className="ne-article__image"
            src={illustrationSource(article.image)}
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

interface HeaderInEnglishProps {
  article: ShownArticle;
  section: RecordSection;
  current: string;
  children: ReactNode;
}

/**
 * The header of an article shown in English on a page in another language (not translated into it): the
 * page's own words (breadcrumb, back link, facts) in its language, the note, then the article's title and
 * summary marked as English. RecordPageHeader's heading takes text only, which cannot carry `lang`.
 */
function HeaderInEnglish({ article, section, current, children }: HeaderInEnglishProps) {
  usePageTitle(article.title, article.summary);
  return (
    <div className="sf-page-header">
      <div className="sf-container">
        <Breadcrumb
          items={[
            { label: sharedWord('home'), to: '/' },
            { label: section.label, to: section.to },
            { label: current },
          ]}
        />
        <Link className="sf-back-link" to={section.to}>
          <span aria-hidden="true">←</span> {sectionBackLabel(section)}
        </Link>
        <InEnglish shown={article.lang} part="page">
          <h1 className="sf-page-header__title">{article.title}</h1>
          <div className="sf-page-header__description">{article.summary}</div>
        </InEnglish>
        {children}
      </div>
    </div>
  );
}
