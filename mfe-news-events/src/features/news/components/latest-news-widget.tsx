import { Link } from 'react-router-dom';
import { formatLongDate, Widget } from '@springfield/shared';
import { homeLatestNews } from '../data/news-articles';
import { articleForPath } from '../utils/news-queries';
import './latest-news-widget.css';

/**
 * Home widget: Latest News (exposed as './LatestNewsWidget'). Home loads no antd, so this is plain React
 * and CSS only.
 */
export default function LatestNewsWidget() {
  return (
    <Widget className="ne-widget" title="Latest News" viewAll={{ to: '/newsroom', label: 'View All News' }}>
      <ul className="ne-widget__list">
        {homeLatestNews.map((path) => {
          const article = articleForPath(path);
          if (!article) return null;
          return (
            <li key={path} className="ne-widget__item">
              <p className="ne-widget__meta">
                <span className="ne-widget__category">{article.category}</span>
                <time dateTime={article.date}>{formatLongDate(article.date)}</time>
              </p>
              <h3 className="ne-widget__title">
                <Link to={path}>{article.title}</Link>
              </h3>
              <p className="ne-widget__summary">{article.summary}</p>
            </li>
          );
        })}
      </ul>
    </Widget>
  );
}
