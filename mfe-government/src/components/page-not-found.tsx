import { usePageTitle } from '@springfield/shared';
import { Link } from 'react-router-dom';
import './page-not-found.css';

/**
 * The site's 404 view for paths under /government that are not pages (/government/budget, /government/a/b/c).
 * A remote cannot import the shell's page, so this mirrors its markup and texts exactly.
 */
export function PageNotFound() {
  usePageTitle('Page not found');
  return (
    <section className="sf-container gov-error-page" aria-labelledby="gov-404-title">
      <p className="gov-error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="gov-404-title">
        <span className="sf-visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="sf-button sf-button--primary" to="/">
        Return to Home
      </Link>
    </section>
  );
}
