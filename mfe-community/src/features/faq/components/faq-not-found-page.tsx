import { usePageTitle } from '@springfield/shared';
import { Link } from 'react-router-dom';
import './faq.css';

/** Any /faq/... path without a page: the site's own 404 texts (spec document 2, "Not found"). */
export function FaqNotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="sf-container sf-faq-404" aria-labelledby="sf-faq-404-title">
      <p className="sf-faq-404__code" aria-hidden="true">
        404
      </p>
      <h1 id="sf-faq-404-title">
        <span className="sf-visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="sf-button sf-button--primary" to="/">
        Return to Home
      </Link>
    </section>
  );
}
