import { ButtonLink } from './button/button';
import { usePageTitle } from '../hooks/use-page-title';
import './primitives.css';

export interface RecordNotFoundProps {
  /** "Article Not Found" */
  title: string;
  /** "The requested news article could not be found." */
  message: string;
  backTo: string;
  /** "Back to Newsroom" */
  backLabel: string;
}

/** The view a detail page shows when no record matches its route parameter. */
export function RecordNotFound({ title, message, backTo, backLabel }: RecordNotFoundProps) {
  usePageTitle(title);
  return (
    // data-http-status: the site's server answers this page with 404 (read from the HTML, whichever copy of
    // shared rendered it).
    <section
      className="sf-not-found sf-container"
      aria-labelledby="sf-not-found-title"
      data-http-status="404"
    >
      <h1 id="sf-not-found-title">{title}</h1>
      <p>{message}</p>
      <ButtonLink variant="primary" to={backTo} icon={<span aria-hidden="true">←</span>}>
        {backLabel}
      </ButtonLink>
    </section>
  );
}
