import { usePageTitle } from '@springfield/shared';
import { Link } from 'react-router-dom';
import './errors.css';

/** Any path the site does not know (spec document 2, "Not found"). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="sf-container sf-error-page" aria-labelledby="sf-404-title">
      <p className="sf-error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="sf-404-title">
        <span className="sf-visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="sf-button sf-button--primary" to="/">
        Return to Home
      </Link>
    </section>
  );
}
