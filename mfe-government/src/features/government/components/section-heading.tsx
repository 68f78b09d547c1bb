import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A link or button beside the heading ("View All"). */
  action?: ReactNode;
}

/**
 * A section's h2 and its action. Each wraps as a whole: where both do not fit on one line (a phone) the
 * action goes under the heading, its label on one line and its text in line with the heading's.
 */
export function SectionHeading({ id, title, action }: SectionHeadingProps) {
  return (
    <div className="gov-section__head">
      <h2 id={id}>{title}</h2>
      {action ? <div className="gov-section__action">{action}</div> : null}
    </div>
  );
}
