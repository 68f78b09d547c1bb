import { ButtonLink } from './button/button';
import { usePageTitle } from '../hooks/use-page-title';
import { sectionBackLabel, type RecordSection } from './page-header/page-header';
import './primitives.css';

interface RecordNotFoundText {
  /** "Article Not Found" */
  title: string;
  /** "The requested news article could not be found." */
  message: string;
}

/** The texts, and where its button goes: a section of the site, or an address and label of its own. */
export type RecordNotFoundProps = RecordNotFoundText &
  (
    | { section: RecordSection; backTo?: never; backLabel?: never }
    | {
        section?: never;
        backTo: string;
        /** "Back to Newsroom" */
        backLabel: string;
      }
  );

/** The view a detail page shows when no record matches its route parameter. */
export function RecordNotFound({ title, message, ...back }: RecordNotFoundProps) {
  usePageTitle(title);
  const backTo = back.section ? back.section.to : back.backTo;
  const backLabel = back.section ? sectionBackLabel(back.section) : back.backLabel;
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
