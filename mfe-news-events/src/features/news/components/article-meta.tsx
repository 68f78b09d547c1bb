import { CalendarOutlined, ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { formatLongDate } from '@springfield/shared';
import { RecordText } from '../../../components/record-text';
import { readTimeIn, type ShownArticle } from '../data/news-articles';

export interface ArticleMetaProps {
  article: ShownArticle;
}

/** Author, long-form date and read time. */
export function ArticleMeta({ article }: ArticleMetaProps) {
  const intl = useIntl();
  return (
    <ul className="ne-meta">
      <li>
        <UserOutlined aria-hidden="true" /> <RecordText record={article}>{article.author}</RecordText>
      </li>
      <li>
        <CalendarOutlined aria-hidden="true" />{' '}
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
      </li>
      <li>
        <ClockCircleOutlined aria-hidden="true" /> {readTimeIn(intl, article.readTime)}
      </li>
    </ul>
  );
}
