import { ButtonLink } from '../components/button';
import type { ReactNode } from 'react';
import { PageHeader, type BreadcrumbItem } from '../components/page-header';
import './forms.css';

export interface SubmissionConfirmationProps {
  /** The spec's toast title: "Feedback Submitted Successfully!". */
  title: string;
  /** The spec's toast text. */
  message: string;
  breadcrumb: readonly BreadcrumbItem[];
  /** Where to go next: back to the page of the form. */
  back: { to: string; label: string };
  /** More the resident should know (a request number, what happens next). */
  children?: ReactNode;
}

/**
 * The page a valid submission is sent to (post/redirect/get: a refresh never submits twice): the same words
 * the spec's toast says, as the page's heading and lead.
 */
export function SubmissionConfirmation({
  title,
  message,
  breadcrumb,
  back,
  children,
}: SubmissionConfirmationProps) {
  return (
    <>
      <PageHeader title={title} breadcrumb={breadcrumb} />
      <div className="sf-container sf-confirmation">
        <div className="sf-confirmation__panel" role="status">
          <p className="sf-confirmation__message">{message}</p>
          {children}
        </div>
        <ButtonLink to={back.to} variant="secondary">
          {back.label}
        </ButtonLink>
      </div>
    </>
  );
}
