import { ButtonLink } from './button/button';
import { sharedWord } from '../i18n/words';
import { usePageTitle } from '../hooks/use-page-title';
import './primitives.css';

/**
 * The site's 404 view: shown by the shell for unknown paths, and by a remote
 * for paths under its own prefixes that are not pages (a remote cannot import the shell).
 */
export function PageNotFound() {
  // Written in every language: its title and description (the head's) are in the page's.
  usePageTitle(sharedWord('pageNotFoundTitle'), sharedWord('pageNotFoundText'));
  return (
    // data-http-status: the site's server answers this page with 404.
    <section
      className="sf-container sf-not-found sf-page-not-found"
      aria-labelledby="sf-404-title"
      data-http-status="404"
    >
      <p className="sf-page-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="sf-404-title">
        <span className="sf-visually-hidden">404: </span>
        {sharedWord('pageNotFoundHeading')}
      </h1>
      <p>{sharedWord('pageNotFoundText')}</p>
      <ButtonLink variant="primary" to="/">
        {sharedWord('returnHome')}
      </ButtonLink>
    </section>
  );
}
