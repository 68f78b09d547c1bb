import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { langOf } from '@springfield/shared';
import { categoryMessages, moreOnThisStory } from '../data/news-articles';
import { newsMessages } from '../messages';
import { localizedArticleForPath } from '../utils/news-queries';

export function MoreOnThisStory() {
  const intl = useIntl();
  return (
    <aside className="ne-aside" aria-labelledby="more-on-this-story">
      <h2 id="more-on-this-story">{intl.formatMessage(newsMessages.moreOnThisStory)}</h2>
      <ul>
        {moreOnThisStory.map((path) => {
          const article = localizedArticleForPath(path);
          if (!article) return null;
          return (
            <li key={path}>
              <Link to={path} {...langOf(article)}>
                {article.title}
              </Link>
              <span className="ne-aside__date">{intl.formatMessage(categoryMessages[article.category])}</span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
