import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A link or button beside the heading ("View All"). */
  action?: ReactNode;
}

export function SectionHeading({ id, title, action }: SectionHeadingProps) {
  return (
    <div className="gov-section__head">
      <h2 id={id}>{title}</h2>
      {action}
    </div>
  );
}
