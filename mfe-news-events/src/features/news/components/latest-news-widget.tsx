import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatLongDate, langOf, sharedWord, Widget } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { categoryMessages, homeLatestNews } from '../data/news-articles';
import { newsMessages } from '../messages';
import { localizedArticleForPath } from '../utils/news-queries';
import './latest-news-widget.css';

/** Loads this widget's messages in a language: the shell awaits it before the widget renders in it. */
export const loadMessages = areaIntl.loadMessages;

/**
 * Home widget: Latest News (exposed as './LatestNewsWidget'). Home loads no antd, so this is plain React
 * and CSS only.
 */
export default function LatestNewsWidget() {
  return (
    <areaIntl.Provider>
      <LatestNews />
    </areaIntl.Provider>
  );
}

function LatestNews() {
  const intl = useIntl();
  const articles = homeLatestNews.map((path) => ({ path, article: localizedArticleForPath(path) }));
  const someInEnglish = articles.some(({ article }) => article && langOf(article).lang);
  return (
    <Widget
      className="ne-widget"
      title={intl.formatMessage(newsMessages.latestNews)}
      titleId="latest-news-title"
      viewAll={{ to: '/newsroom', label: intl.formatMessage(newsMessages.viewAllNews) }}
    >
      {someInEnglish ? (
        <p className="sf-untranslated" role="note">
          {sharedWord('untranslatedItems')}
        </p>
      ) : null}
      <ul className="ne-widget__list">
        {articles.map(({ path, article }) => {
          if (!article) return null;
          return (
            <li key={path} className="ne-widget__item">
              <p className="ne-widget__meta">
                <span className="ne-widget__category">
                  {intl.formatMessage(categoryMessages[article.category])}
                </span>
                <time dateTime={article.date}>{formatLongDate(article.date)}</time>
              </p>
              <h3 className="ne-widget__title" {...langOf(article)}>
                <Link to={path}>{article.title}</Link>
              </h3>
              <p className="ne-widget__summary" {...langOf(article)}>
                {article.summary}
              </p>
            </li>
          );
        })}
      </ul>
    </Widget>
  );
}
