import { useEffect, useRef } from 'react';
import type { FieldProblem } from './form-action';
import { errorTitlePrefix, reportToServer } from '../hooks/use-page-title';
import { sharedWord } from '../i18n/words';
import './forms.css';

export interface ErrorSummaryProps {
  problems: readonly FieldProblem[];
  /** The id of a field's control, for the link to it. */
  controlId: (field: string) => string;
  /**
   * Move focus here when shown (a page the server sent after an invalid submission, without script: the
   * browser focuses it on load). The browser's own check may focus the first field instead, as the spec's
   * forms do.
   */
  focus?: boolean;
}

/**
 * The GOV.UK error summary: "There is a problem" above the form, one link to each field that needs
 * correcting, focused so a keyboard and screen-reader user starts there; the page's title starts "Error: "
 * while it shows.
 */
export function ErrorSummary({ problems, controlId, focus = true }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  reportToServer({ error: true });
  useEffect(() => {
    const prefix = errorTitlePrefix();
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) {
        document.title = document.title.slice(prefix.length);
      }
    };
  }, []);
  useEffect(() => {
    // Not while the resident is typing in a field (a page hydrated after they started correcting it).
    const active = document.activeElement;
    const typing =
      active instanceof HTMLInputElement ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement;
    if (focus && !typing) box.current?.focus();
  }, [problems, focus]);
  if (problems.length === 0) return null;
  return (
    <div
      ref={box}
      className="sf-error-summary"
      // Announced when it appears after a submission made with script, as GOV.UK's summary is.
      role="alert"
      data-sf-error-summary=""
      tabIndex={-1}
      // Without script the browser moves focus here when the page loads: the GOV.UK pattern, on a page whose
      // only purpose now is to say what to correct, so focus lands where a screen reader hears it first.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focus}
      aria-labelledby="sf-error-summary-title"
    >
      <h2 id="sf-error-summary-title" className="sf-error-summary__title">
        {sharedWord('problem')}
      </h2>
      <ul className="sf-error-summary__list">
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            <a href={`#${controlId(problem.field)}`}>{problem.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
