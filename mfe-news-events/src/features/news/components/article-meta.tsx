import { CalendarOutlined, ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { formatLongDate } from '@springfield/shared';
import type { NewsArticle } from '../../../types/content';

export interface ArticleMetaProps {
  article: NewsArticle;
}

/** Author, long-form date and read time. */
export function ArticleMeta({ article }: ArticleMetaProps) {
  return (
    <ul className="ne-meta">
      <li>
        <UserOutlined aria-hidden="true" /> {article.author}
      </li>
      <li>
        <CalendarOutlined aria-hidden="true" />{' '}
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
      </li>
      <li>
        <ClockCircleOutlined aria-hidden="true" /> {article.readTime}
      </li>
    </ul>
  );
}
