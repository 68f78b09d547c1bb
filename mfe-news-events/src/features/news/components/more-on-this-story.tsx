import { Link } from 'react-router-dom';
import { moreOnThisStory } from '../data/news-articles';
import { articleForPath } from '../utils/news-queries';

export function MoreOnThisStory() {
  return (
    <aside className="ne-aside" aria-labelledby="more-on-this-story">
      <h2 id="more-on-this-story">More on this story</h2>
      <ul>
        {moreOnThisStory.map((path) => {
          const article = articleForPath(path);
          if (!article) return null;
          return (
            <li key={path}>
              <Link to={path}>{article.title}</Link>
              <span className="ne-aside__date">{article.category}</span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
