import { Link } from 'react-router-dom';

/** Home widget: Latest News. Filled in by the news-events issue. */
export default function LatestNewsWidget() {
  return (
    <section aria-labelledby="latest-news-title">
      <h2 id="latest-news-title">Latest News</h2>
      <Link to="/newsroom">View all news</Link>
    </section>
  );
}
